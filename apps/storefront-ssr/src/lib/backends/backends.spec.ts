import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadApiClient } from '@storefront/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseBackendsConfig } from './backends-config';
import { createBackends, isUnanswered, type Backends } from './backends';

/** A backend on a loopback port whose behaviour each test sets; it counts the API calls it saw. */
interface Stub {
  url: string;
  calls: number;
  answer: (req: IncomingMessage, res: ServerResponse) => void;
  close(): Promise<void>;
}

const ok = (_req: IncomingMessage, res: ServerResponse) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[]}');
const hang = () => undefined;

async function startStub(): Promise<Stub> {
  const server: Server = createServer((req, res) => {
    if (!req.url?.startsWith('/healthz')) stub.calls += 1;
    stub.answer(req, res);
  });
  const stub: Stub = {
    url: '',
    calls: 0,
    answer: ok,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}

let gulf: Stub;
let world: Stub;
let backends: Backends;

beforeEach(async () => {
  [gulf, world] = await Promise.all([startStub(), startStub()]);
  const limits = { timeoutMs: 150, retries: 0, breaker: { failures: 2, openMs: 400 } };
  backends = createBackends(
    parseBackendsConfig({ backends: { gulf: { url: gulf.url, regions: ['ae', 'om', 'qa', 'sa'], ...limits }, world: { url: world.url, regions: ['*'], ...limits } } }).backends,
    { siteUrl: 'http://localhost:3000', served: (code) => code !== 'uz', healthIntervalMs: 100, log: () => undefined },
  );
});

afterEach(async () => {
  backends.close();
  await Promise.all([gulf.close(), world.close()]);
});

/** One API call of a region, as the renderer makes it: the status it ended with, or its error. */
async function call(region: string): Promise<{ outcome: string }> {
  const options = backends.serverApi(region);
  if (!options) throw new Error(`no backend for ${region}`);
  const client = await loadApiClient(options);
  const outcome = await client.get('/regions').then(
    (response) => String(response.status),
    (error: { response?: { status: number }; message: string }) => (error.response ? String(error.response.status) : error.message),
  );
  return { outcome };
}

const until = async (condition: () => boolean, ms = 3_000) => {
  const deadline = performance.now() + ms;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the backends of a host (issue 29 bulkheads)', () => {
  it("gives each served region its own backend's client options, and none to a region not served", () => {
    expect(backends.serverApi('ae')).toMatchObject({ baseURL: `${gulf.url}/ae/api`, timeoutMs: 150, retries: 0 });
    expect(backends.serverApi('ru')).toMatchObject({ baseURL: `${world.url}/ru/api` });
    expect(backends.serverApi('ae')?.httpAgent).toBe(backends.forRegion('om')?.agent);
    expect(backends.serverApi('ae')?.httpAgent).not.toBe(backends.forRegion('ru')?.agent);
    expect(backends.serverApi('uz')).toBeUndefined();
    expect(backends.forRegion('uz')).toBeUndefined();
  });

  it('skips a backend that keeps not answering, at once and without a call, while the others answer; then tries it again', async () => {
    gulf.answer = hang;
    expect((await call('ae')).outcome).toMatch(/timeout/);
    expect((await call('om')).outcome).toMatch(/timeout/);
    expect(gulf.calls).toBe(2);

    // Open: the Gulf's regions fail at once, its backend sees nothing; the world's answer as ever.
    const skipped = await call('sa');
    expect(skipped.outcome).toMatch(/circuit breaker is open/);
    expect(gulf.calls).toBe(2);
    expect((await call('ru')).outcome).toBe('200');
    expect(backends.readiness().body.backends['gulf']).toMatchObject({ state: 'down', circuit: 'open' });

    // After `openMs`, the health check tries it again (no shopper's call needed); an answer closes the circuit.
    gulf.answer = ok;
    await until(() => backends.readiness().body.backends['gulf']?.circuit === 'closed');
    expect(gulf.calls).toBe(2);
    expect(backends.readiness().body.backends['gulf']?.state).toBe('up');
    expect((await call('ae')).outcome).toBe('200');
  });

  it('never opens the circuit on answers, even 5xx ones: they came quickly', async () => {
    gulf.answer = (_req, res) => void res.writeHead(503).end();
    for (let n = 0; n < 5; n += 1) expect((await call('ae')).outcome).toBe('503');
    expect(gulf.calls).toBe(5);
    expect(backends.readiness().body.backends['gulf']?.circuit).toBe('closed');
  });

  it('is ready while one backend answers its health check, degraded with one down, and unready with none', async () => {
    await until(() => backends.readiness().body.status === 'ready');
    expect(backends.readiness()).toMatchObject({
      ready: true,
      body: { backends: { gulf: { state: 'up', regions: ['ae', 'om', 'qa', 'sa'] }, world: { state: 'up' } } },
    });
    expect(backends.readiness().body.backends['world']?.regions).not.toContain('uz');

    await gulf.close();
    await until(() => backends.readiness().body.status === 'degraded');
    expect(backends.readiness()).toMatchObject({ ready: true, body: { backends: { gulf: { state: 'down', health: { state: 'down' } } } } });

    await world.close();
    await until(() => backends.readiness().body.status === 'unready');
    expect(backends.readiness().ready).toBe(false);
  });
});

describe('the health check', () => {
  it('never takes a kept-alive connection the backend closed as it was reused for a backend down', async () => {
    const served = new WeakSet<object>();
    gulf.answer = (req, res) => {
      if (served.has(req.socket)) {
        req.socket.destroy();
        return;
      }
      served.add(req.socket);
      ok(req, res);
    };
    await until(() => backends.readiness().body.status === 'ready');

    // Four more checks (one each 100 ms), each on the connection the one before left open.
    const states: string[] = [];
    const deadline = performance.now() + 450;
    while (performance.now() < deadline) {
      states.push(backends.readiness().body.backends['gulf']?.state ?? 'none');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(new Set(states)).toEqual(new Set(['up']));
  });
});

describe('isUnanswered', () => {
  it('counts a call without an answer, never an answer or a call the page gave up', () => {
    expect(isUnanswered(Object.assign(new Error('timeout of 150ms exceeded'), { code: 'ECONNABORTED' }))).toBe(true);
    expect(isUnanswered(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isUnanswered(Object.assign(new Error('Request failed with status code 503'), { response: { status: 503 } }))).toBe(false);
    expect(isUnanswered(Object.assign(new Error('canceled'), { code: 'ERR_CANCELED' }))).toBe(false);
  });
});

import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listSchema, regionSchema } from '@storefront/api-client/contract';
import { httpClient } from '../testing/http';
import { makeTempDir, startTestServer, type TestServer } from '../testing/test-server';
import { isLoopback, MALFORMED_JSON, parseFaultRules } from './faults';

const tmp = makeTempDir();
let withFaults: TestServer;
let withoutFaults: TestServer;

beforeAll(async () => {
  withFaults = await startTestServer(join(tmp.dir, 'faults.sqlite'), { faults: true });
  // The same database file: a second server costs no second seed.
  withoutFaults = await startTestServer(join(tmp.dir, 'faults.sqlite'));
});

afterAll(async () => {
  await withFaults.close();
  await withoutFaults.close();
  tmp.remove();
});

afterEach(async () => {
  await fetch(`${withFaults.baseUrl}/__faults`, { method: 'DELETE' });
});

const addRule = async (rule: unknown) => {
  const response = await fetch(`${withFaults.baseUrl}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const regions = '/ae/api/regions';

describe('fault injection', () => {
  it('is off by default: no admin endpoint, no effect', async () => {
    await httpClient(withoutFaults).getError('/__faults', 404);
    const response = await fetch(`${withoutFaults.baseUrl}/__faults`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(404);
  });

  it('answers a status for matching paths, as a JSON error', async () => {
    expect((await addRule({ path: '/ae/api/regions*', status: 503 })).status).toBe(201);
    const error = await httpClient(withFaults).getError(regions, 503);
    expect(error.error).toBe('Injected fault');
    // Other paths and countries are untouched.
    await httpClient(withFaults).getOk('/om/api/regions', listSchema(regionSchema));
  });

  it('adds latency and then answers normally', async () => {
    await addRule({ path: regions, latencyMs: 250 });
    const started = performance.now();
    await httpClient(withFaults).getOk(regions, listSchema(regionSchema));
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('drops the connection', async () => {
    await addRule({ path: regions, drop: true });
    await expect(fetch(`${withFaults.baseUrl}${regions}`)).rejects.toThrow();
  });

  it('answers malformed JSON with a JSON content type', async () => {
    await addRule({ path: regions, malformedJson: true });
    const response = await fetch(`${withFaults.baseUrl}${regions}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(text).toBe(MALFORMED_JSON);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('stops after `times` hits, and matches the method when given', async () => {
    await addRule({ path: '/ae/api/*', method: 'get', status: 500, times: 2 });
    const http = httpClient(withFaults);
    await http.getError(regions, 500);
    // A POST does not match a GET rule and does not use up a hit.
    expect((await http.post('/ae/api/quotation/get', { cart: [] })).status).toBe(200);
    await http.getError(regions, 500);
    await http.getOk(regions, listSchema(regionSchema));
    expect((await (await fetch(`${withFaults.baseUrl}/__faults`)).json()) as unknown).toEqual({ items: [] });
  });

  it('lists and removes rules one by one', async () => {
    const { body } = await addRule({ path: '/x', status: 502 });
    const list = (await (await fetch(`${withFaults.baseUrl}/__faults`)).json()) as { items: { id: number; hits: number }[] };
    expect(list.items).toEqual([{ id: body['id'], path: '/x', status: 502, hits: 0 }]);
    expect((await fetch(`${withFaults.baseUrl}/__faults/${String(body['id'])}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${withFaults.baseUrl}/__faults/${String(body['id'])}`, { method: 'DELETE' })).status).toBe(404);
  });

  it.each([
    [{ path: '/x' }, 'no effect'],
    [{ path: 'x', status: 500 }, 'relative path'],
    [{ path: '/x', status: 99 }, 'bad status'],
    [{ path: '/x', drop: true, status: 500 }, 'two effects'],
    [{ path: '/x', latencyMs: 120_000 }, 'latency over a minute'],
    [{ path: '/x', status: 500, extra: 1 }, 'unknown field'],
  ])('refuses a rule with %o (%s) with a 422', async (rule, _reason) => {
    expect((await addRule(rule)).status).toBe(422);
  });

  it('only lets loopback clients in', () => {
    const request = (remoteAddress: string) => ({ socket: { remoteAddress } }) as unknown as Parameters<typeof isLoopback>[0];
    expect(isLoopback(request('127.0.0.1'))).toBe(true);
    expect(isLoopback(request('::1'))).toBe(true);
    expect(isLoopback(request('::ffff:127.0.0.1'))).toBe(true);
    expect(isLoopback(request('10.0.0.7'))).toBe(false);
    expect(isLoopback(request('::ffff:192.168.1.2'))).toBe(false);
  });

  it('reads start-up rules from REGIONAL_API_FAULT_RULES', () => {
    expect(parseFaultRules('[{"path":"/ae/api/init*","latencyMs":3000,"method":"get"}]')).toEqual([{ path: '/ae/api/init*', latencyMs: 3000, method: 'GET' }]);
    expect(parseFaultRules(undefined)).toEqual([]);
    expect(() => parseFaultRules('{"path":"/x"}')).toThrow(/REGIONAL_API_FAULT_RULES/);
  });
});

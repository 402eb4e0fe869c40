import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from './cluster.mjs';

/**
 * The storefront scaled out (issue 17): Debian's nginx in front of two SSR hosts and the reference
 * backend, from the production builds. Ports of their own (3229 nginx, 3221–3222 hosts, 4220 API).
 */
type Cluster = Awaited<ReturnType<typeof startCluster>>;
let cluster: Cluster;

const SHOPPER = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' };

beforeAll(async () => {
  cluster = await startCluster({
    log: () => undefined,
    // The test's own client (127.0.0.1) puts load on the set; the limits are tested from 127.0.0.2.
    limitExempt: ['127.0.0.1/32'],
    // Fault injection (loopback only) makes a render slow for the graceful-shutdown case. While one host
    // restarts, the other (or the one just started, cold) takes all the load of a shared two-core machine:
    // a longer queue wait keeps load shedding (tested in the host's own spec) out of the restart's figures.
    env: { REGIONAL_API_FAULTS: '1', RENDER_QUEUE_WAIT_MS: '5000' },
  });
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

/** One GET through nginx from a given local address (node:http: fetch cannot choose it). */
function statusFrom(localAddress: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: new URL(cluster.nginxUrl).port, path, localAddress, agent: false }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    request.once('error', reject);
  });
}

const get = (path: string, headers: Record<string, string> = SHOPPER) => fetch(`${cluster.nginxUrl}${path}`, { headers, redirect: 'manual' });

interface FloodResult {
  statuses: Record<string, number>;
  /** Answers of 503 without `Retry-After`. */
  shedWithoutRetryAfter: number;
  /** Requests with no answer within 10 s, and sockets that failed. */
  timeouts: number;
  errors: string[];
}

/**
 * `connections` keep-alive connections opened at once, each sending its next request as soon as the last
 * is answered (a load generator, not a browser: it ignores Retry-After), for `durationMs`; every request
 * is a URL of its own, so no cache answers it.
 */
async function flood(origin: string, connections: number, durationMs: number): Promise<FloodResult> {
  const result: FloodResult = { statuses: {}, shedWithoutRetryAfter: 0, timeouts: 0, errors: [] };
  const until = performance.now() + durationMs;
  const { hostname, port } = new URL(origin);
  const connection = async (id: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let n = 0; performance.now() < until; n += 1) {
      await new Promise<void>((resolve) => {
        const request = http.get({ host: hostname, port, path: `/ae_en/?flood=${id}-${n}`, agent, headers: SHOPPER, timeout: 10_000 }, (response) => {
          const status = String(response.statusCode);
          result.statuses[status] = (result.statuses[status] ?? 0) + 1;
          if (status === '503' && !response.headers['retry-after']) result.shedWithoutRetryAfter += 1;
          response.resume();
          response.once('end', resolve);
          response.once('error', () => resolve());
        });
        request.once('timeout', () => {
          result.timeouts += 1;
          request.destroy();
        });
        request.once('error', (error) => {
          if (!request.destroyed || !/socket hang up|aborted/.test(error.message)) result.errors.push(error.message);
          resolve();
        });
      });
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: connections }, (_, id) => connection(id)));
  return result;
}

describe('nginx in front of two SSR hosts', () => {
  it('caches shareable HTML by s-maxage, with a key without utm_*/gclid, and names every answer', async () => {
    const first = await get('/ae_en/?cluster=1');
    await first.text();
    expect(first.status).toBe(200);
    const again = await get('/ae_en/?utm_source=news&cluster=1&gclid=abc');
    await again.text();
    expect(again.headers.get('x-proxy-cache')).toBe('HIT');
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    // One visitor's pages never go through the shared cache (nor its lock, which would queue their visitors).
    await (await get('/ae_en/cart/')).text();
    const cart = await get('/ae_en/cart/');
    await cart.text();
    expect(cart.status).toBe(200);
    expect(cart.headers.get('x-proxy-cache')).toBeNull();
    expect(cart.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('serves the build’s assets itself, immutable, and answers the health checks', async () => {
    const html = await (await get('/ae_en/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await get(asset ?? '');
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect((await get('/healthz')).status).toBe(200);
    expect((await get('/nginx-healthz')).status).toBe(200);
  });

  it('puts the backend on the same origin, its abuse limits intact behind the proxy', async () => {
    const refused = await fetch(`${cluster.nginxUrl}/ae/api/deal/add/`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'formToken=demo-form-ae&name=Probe&phone=%2B971509979331',
    });
    expect(refused.status).toBe(403);
    expect((await fetch(`${cluster.nginxUrl}/ae/api/init/shop`)).status).toBe(200);
  });

  it('limits one client’s requests per second with 429s', async () => {
    // Another loopback address than the exempt one: a client like any other.
    const statuses = await Promise.all(
      Array.from({ length: 120 }, (_, index) => statusFrom('127.0.0.2', `/nginx-limit-probe-${index}.txt`)),
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });

  it('finishes a render in flight when a host is told to stop, then the host exits', async () => {
    const rule = await fetch(`${cluster.apiUrl}/__faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/ae/api/products/slug/raptor-125*', latencyMs: 2_000, times: 1 }),
    });
    expect(rule.status).toBe(201);
    const host = cluster.ssr(0);
    const exit = new Promise((resolve) => host.once('exit', resolve));
    const inFlight = fetch(`http://127.0.0.1:${cluster.ssrPorts[0]}/ae_en/product/raptor-125/`, { headers: SHOPPER });
    // The render is under way once it has asked the backend for the product: the one-time rule is then used up.
    for (let pending = true; pending; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { items } = (await (await fetch(`${cluster.apiUrl}/__faults`)).json()) as { items: unknown[] };
      pending = items.length > 0;
    }
    const started = performance.now();
    host.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Raptor');
    // It waited for the slow backend call and its idle connections (nginx closes them within 4 s), not the
    // shutdown deadline (10 s), then exited.
    await exit;
    expect(performance.now() - started).toBeLessThan(9_500);
    await cluster.restart(0);
  });

  it('answers a flood with pages and quick 503s, never a dead socket: one host, and through nginx (issue 28)', async () => {
    // The hosts' production queue wait (1 s), not this set's 5 s: through nginx a request may wait at both
    // hosts, and 2 × 5 s is the client's own timeout.
    const production = { RENDER_QUEUE_WAIT_MS: '1000' };
    await cluster.restart(0, production);
    await cluster.restart(1, production);
    try {
      for (const origin of [`http://127.0.0.1:${cluster.ssrPorts[0]}`, cluster.nginxUrl]) {
        const result = await flood(origin, 100, 5_000);
        expect({ origin, timeouts: result.timeouts, errors: result.errors.slice(0, 5) }).toEqual({ origin, timeouts: 0, errors: [] });
        expect(Object.keys(result.statuses).filter((status) => status !== '200' && status !== '503'), origin).toEqual([]);
        expect(result.statuses['200'], origin).toBeGreaterThan(0);
        expect(result.shedWithoutRetryAfter, origin).toBe(0);
      }
    } finally {
      await cluster.restart(0);
      await cluster.restart(1);
    }
  }, 120_000);

  it('loses no request while each host in turn is restarted under load', async () => {
    let stop = false;
    const failures: string[] = [];
    let served = 0;
    // Uncached pages (a query of their own), so every request reaches a host.
    const worker = async (id: number) => {
      for (let n = 0; !stop; n += 1) {
        try {
          const response = await get(`/ae_en/?load=${id}-${n}`);
          if (response.status === 200) {
            await response.arrayBuffer();
            served += 1;
          } else failures.push(`${response.status} at ${new Date().toISOString()} ${await response.text().catch(() => '')}`.slice(0, 300));
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const workers = [1, 2, 3, 4].map(worker);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cluster.restart(0);
    await cluster.restart(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop = true;
    await Promise.all(workers);
    expect(failures, cluster.logTail('error', 4_000)).toEqual([]);
    expect(served).toBeGreaterThan(10);
  });
});

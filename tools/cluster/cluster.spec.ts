import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from './cluster.mjs';

/**
 * The storefront scaled out (issue 17): Debian's nginx in front of two SSR hosts and the reference
 * backend twice (issue 29: the Gulf's regions on one, the rest on the other, each with its database),
 * from the production builds. Ports of their own (3229 nginx, 3221–3222 hosts, 4220–4221 APIs).
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
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
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

/** Rows of one backend's database (read-only). */
function rowsOf<Row>(backend: string, sql: string, ...params: unknown[]): Row[] {
  const db = new Database(path.join(cluster.runDir, `${backend}.sqlite`), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/** An order of `region` through nginx, as a browser on the site places it; its slug. */
async function placeOrder(region: string, phone: string, name: string): Promise<string> {
  const stores = (await (await fetch(`${cluster.nginxUrl}/${region}/api/stores?itemsPerPage=1`)).json()) as { items: { uuid: string }[] };
  const answer = await fetch(`${cluster.nginxUrl}/${region}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `cluster-${region}-${name.replace(/\W/g, '-')}` },
    body: JSON.stringify({
      cart: [{ product_id: 1, quantity: 1 }],
      customer: { name, phone },
      delivery: { method: 'pickup', storeUuid: stores.items[0]?.uuid },
      paymentMethod: 'cash',
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { slug: string }).slug;
}

/** The host's Prometheus figures of its calls to one backend. */
async function backendCalls(host: number, backend: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${cluster.ssrPorts[host]! + 6_000}/metrics`)).text();
  const pattern = new RegExp(`^storefront_backend_request_duration_seconds_count\\{backend="${backend}",[^}]*\\} (\\d+)$`, 'gm');
  return [...text.matchAll(pattern)].reduce((sum, match) => sum + Number(match[1]), 0);
}

const until = async (condition: () => Promise<boolean>, timeoutMs: number, what: string) => {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const readiness = async (host: number) => {
  const response = await fetch(`http://127.0.0.1:${cluster.ssrPorts[host]}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; backends: Record<string, { state: string }> } };
};

describe('each region on its own backend (issue 29)', () => {
  it("sends each region's pages, API calls and orders to its backend only: the other database gets no row", async () => {
    const name = `Cluster ${Date.now()}`;
    const gulfSlug = await placeOrder('ae', '+971501234567', name);
    // Spain: a region of the second backend whose forms ask for no captcha (Russia's do: issue 32).
    const worldSlug = await placeOrder('es', '+34612345678', name);
    const orders = (backend: string) => rowsOf<{ country: string; slug: string }>(backend, 'SELECT country, slug FROM orders WHERE customer_json LIKE ?', `%${name}%`);
    expect(orders('gulf')).toEqual([{ country: 'ae', slug: gulfSlug }]);
    expect(orders('world')).toEqual([{ country: 'es', slug: worldSlug }]);

    // A page of each region, rendered by host 0: its calls go to the region's backend (Russia's home has
    // not been rendered before, so its startup data is asked too).
    const before = { gulf: await backendCalls(0, 'gulf'), world: await backendCalls(0, 'world') };
    expect((await fetch(`http://127.0.0.1:${cluster.ssrPorts[0]}/ru_ru/?calls=1`, { headers: SHOPPER })).status).toBe(200);
    const afterRu = { gulf: await backendCalls(0, 'gulf'), world: await backendCalls(0, 'world') };
    expect(afterRu.gulf).toBe(before.gulf);
    expect(afterRu.world).toBeGreaterThan(before.world);
    // A product page (its product is no startup data the host may keep from an earlier page).
    expect((await fetch(`http://127.0.0.1:${cluster.ssrPorts[0]}/ae_en/product/raptor-125/?calls=1`, { headers: SHOPPER })).status).toBe(200);
    expect(await backendCalls(0, 'gulf')).toBeGreaterThan(afterRu.gulf);

    // The Gulf's backend serves only its regions; nginx routes a region to its own.
    expect((await fetch(`${cluster.apiUrl}/ru/api/init/shop`)).status).toBe(404);
    expect((await fetch(`${cluster.nginxUrl}/ru/api/init/shop`)).status).toBe(200);
    expect((await fetch(`${cluster.nginxUrl}/ae/images/products/raptor-125/1.jpg`)).headers.get('content-type')).toBe('image/jpeg');
  });

  it("degrades only the stopped backend's regions, tells it in /readyz, and recovers once it is back", async () => {
    await cluster.stopBackend('world');
    try {
      await until(async () => (await readiness(0)).body.backends['world']?.state === 'down', 15_000, 'host 0 sees the world backend down');
      expect(await readiness(0)).toMatchObject({ status: 200, body: { status: 'degraded', backends: { gulf: { state: 'up' }, world: { state: 'down' } } } });
      // SPEC §8: the region's page still answers, without its backend's data (Belarus: no page of it was
      // rendered before, so no startup data of it is kept); the Gulf's is whole.
      const ru = await get('/by_ru/?outage=1');
      expect(ru.status).toBe(200);
      expect(ru.headers.get('cache-control')).toBe('private, no-store');
      const ae = await get('/ae_en/?outage=1');
      expect(ae.status).toBe(200);
      expect(await ae.text()).toContain('Raptor');
    } finally {
      await cluster.startBackend('world');
    }
    // A host's circuit to the backend may have opened during the outage: it tries again after `openMs`
    // (10 s), at its next health check (every 5 s, each given 2 s), so recovery takes up to ~17 s; the
    // margin is for a loaded two-core machine.
    await until(async () => (await readiness(0)).body.status === 'ready' && (await readiness(1)).body.status === 'ready', 35_000, 'both hosts see every backend again');
    const by = await get('/by_ru/?outage=2');
    expect(by.headers.get('cache-control')).toMatch(/^public/);
  }, 90_000);

  it('takes a host that can reach no backend out of rotation, and back in once it can', async () => {
    const unreachable = JSON.stringify({ backends: { nowhere: { url: 'http://127.0.0.1:9', regions: ['*'] } } });
    await cluster.restart(1, { REGIONAL_BACKENDS: unreachable });
    try {
      await until(async () => (await readiness(1)).status === 503, 15_000, 'host 1 unready');
      // The watcher marks it down after two polls (2 s apart); from then on host 0 answers every page.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const before = await pagesServed(1);
      for (let n = 0; n < 10; n += 1) expect((await get(`/ae_en/?rotation=${n}`)).status).toBe(200);
      expect(await pagesServed(1)).toBe(before);
    } finally {
      await cluster.restart(1);
    }
    await until(async () => (await readiness(1)).status === 200, 15_000, 'host 1 ready again');
  }, 90_000);
});

/** Page requests a host answered (its request histogram's count for the region home). */
async function pagesServed(host: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${cluster.ssrPorts[host]! + 6_000}/metrics`)).text();
  return [...text.matchAll(/^storefront_http_request_duration_seconds_count\{route="\/\{region_locale\}\/",[^}]*\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
}

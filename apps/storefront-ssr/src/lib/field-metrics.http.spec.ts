import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleBackend } from './backends/backends-config';
import { createHost, type Host } from './host';
import { metricsHandler, type LogLine } from './observability';

/**
 * `POST /_vitals` over HTTP, on the host as production runs it (the storefront's build; a stub backend
 * that answers its health checks), and the metrics as Prometheus scrapes them from their own listener.
 */
let backendServer: Server;
let siteServer: Server;
let metricsServer: Server;
let host: Host;
let site: string;
let metricsOrigin: string;
const lines: LogLine[] = [];

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

beforeAll(async () => {
  backendServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[]}'));
  const backendOrigin = await listen(backendServer);
  host = await createHost({
    mode: 'production',
    siteUrl: 'http://localhost:3000',
    backends: singleBackend(backendOrigin, 'http://api.localhost:4000'),
    regions: [],
    distDir: path.resolve(import.meta.dirname, '../../../../dist/apps/storefront'),
    appRoot: path.resolve(import.meta.dirname, '../../../storefront'),
    log: (line) => lines.push(line),
    // Small enough to reach in a test; nginx in front on loopback.
    fieldMetrics: { limits: { limit: 12, windowMs: 60_000, maxClients: 100 }, trustedProxies: ['127.0.0.1'] },
  });
  siteServer = createServer(host.listener);
  site = await listen(siteServer);
  metricsServer = createServer(metricsHandler(host.metrics.registry));
  metricsOrigin = await listen(metricsServer);
});

afterAll(async () => {
  for (const server of [siteServer, metricsServer, backendServer]) server.closeAllConnections();
  await Promise.all([host.close(), ...[siteServer, metricsServer, backendServer].map((server) => new Promise((resolve) => server.close(resolve)))]);
});

/** A beacon as `navigator.sendBeacon` posts a string: `text/plain;charset=UTF-8`, same origin. */
const beacon = (body: string, { client = '198.51.100.7', type = 'text/plain;charset=UTF-8', headers = {} as Record<string, string> } = {}) =>
  fetch(`${site}/_vitals`, { method: 'POST', body, headers: { 'content-type': type, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': client, ...headers } });

const scrape = async () => (await fetch(`${metricsOrigin}/metrics`)).text();

const count = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);

const SPAIN_HOME = { template: '/{region_locale}/', device: 'tablet', region: 'es' };
const LCP_COUNT = 'storefront_web_vitals_lcp_seconds_count{template="/{region_locale}/",device="tablet",region="es"}';

describe('POST /_vitals', () => {
  it('records a beacon in the histograms that the metrics listener serves, and answers 204', async () => {
    const before = count(await scrape(), LCP_COUNT);
    const response = await beacon(
      JSON.stringify({
        ...SPAIN_HOME,
        metrics: [
          { name: 'LCP', value: 1_800, navigationType: 'navigate', element: 'img', resourceLoadDelay: 100 },
          { name: 'FCP', value: 900, navigationType: 'navigate' },
          { name: 'TTFB', value: 200, navigationType: 'navigate' },
        ],
      }),
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    const text = await scrape();
    expect(count(text, LCP_COUNT)).toBe(before + 1);
    expect(count(text, 'storefront_web_vitals_fcp_seconds_count{template="/{region_locale}/",device="tablet",region="es"}')).toBeGreaterThanOrEqual(1);
    expect(count(text, 'storefront_web_vitals_ttfb_seconds_bucket{le="0.8",template="/{region_locale}/",device="tablet",region="es"}')).toBeGreaterThanOrEqual(1);
    expect(count(text, 'storefront_web_vitals_beacons_total{outcome="accepted"}')).toBeGreaterThanOrEqual(1);
    // The request's own timing is labelled by the host's template for its path.
    expect(text).toMatch(/storefront_http_request_duration_seconds_count\{route="\/_vitals\/…",status="204"\} \d+/);
  });

  it('takes JSON posted by fetch (the fallback) too', async () => {
    const response = await beacon(JSON.stringify({ ...SPAIN_HOME, metrics: [{ name: 'CLS', value: 0.02, navigationType: 'navigate' }] }), {
      type: 'application/json',
      client: '198.51.100.8',
    });
    expect(response.status).toBe(204);
  });

  it('refuses what is not a beacon without recording it, echoing it or logging it', async () => {
    const before = await scrape();
    const secret = 'shopper@example.com';
    const answers = await Promise.all([
      beacon(`{"template":"/","device":"mobile","region":"es","metrics":[{"name":"LCP","value":"${secret}"}]}`, { client: '198.51.100.20' }),
      beacon('{not json', { client: '198.51.100.21' }),
      beacon('', { client: '198.51.100.22' }),
      beacon(JSON.stringify({ ...SPAIN_HOME, metrics: [{ name: 'LCP', value: 1, navigationType: 'navigate' }] }), { type: 'application/x-www-form-urlencoded', client: '198.51.100.23' }),
      beacon(JSON.stringify({ ...SPAIN_HOME, pad: 'x'.repeat(9_000) }), { client: '198.51.100.24' }),
      beacon(JSON.stringify({ ...SPAIN_HOME, metrics: [{ name: 'LCP', value: 1, navigationType: 'navigate' }] }), { headers: { 'sec-fetch-site': 'cross-site' }, client: '198.51.100.25' }),
      beacon('x', { headers: { 'content-encoding': 'gzip' }, client: '198.51.100.26' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 415, 413, 403, 415]);
    for (const answer of answers) {
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await answer.text()).not.toContain(secret);
    }
    expect(JSON.stringify(lines)).not.toContain(secret);
    const after = await scrape();
    expect(count(after, LCP_COUNT)).toBe(count(before, LCP_COUNT));
    expect(count(after, 'storefront_web_vitals_beacons_total{outcome="invalid"}')).toBe(count(before, 'storefront_web_vitals_beacons_total{outcome="invalid"}') + 3);
  });

  it('refuses a body past 8 KiB that declares no length (chunked) while reading it', async () => {
    const before = count(await scrape(), 'storefront_web_vitals_beacons_total{outcome="too_large"}');
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 10; index += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1_024)));
        controller.close();
      },
    });
    const response = await fetch(`${site}/_vitals`, {
      method: 'POST',
      body: chunks,
      duplex: 'half',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '198.51.100.30' },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(count(await scrape(), 'storefront_web_vitals_beacons_total{outcome="too_large"}')).toBe(before + 1);
  });

  it('answers 429 past the limit of one client address, with Retry-After, and still takes the others', async () => {
    const body = JSON.stringify({ ...SPAIN_HOME, metrics: [{ name: 'FCP', value: 700, navigationType: 'navigate' }] });
    const statuses: number[] = [];
    for (let index = 0; index < 13; index += 1) statuses.push((await beacon(body, { client: '203.0.113.50' })).status);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(204));
    expect(statuses[12]).toBe(429);
    const refused = await beacon(body, { client: '203.0.113.50' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A forged X-Forwarded-For entry left of the proxy's does not make another client.
    expect((await beacon(body, { client: '192.0.2.1, 203.0.113.50' })).status).toBe(429);
    expect((await beacon(body, { client: '203.0.113.51' })).status).toBe(204);
  });

  it('takes POST only', async () => {
    const response = await fetch(`${site}/_vitals`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

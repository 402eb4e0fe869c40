import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@storefront/api-client/contract';
import { makeTempDir, startTestServer, TEST_ORIGIN, type TestServer } from '../testing/test-server';

const tmp = makeTempDir();
let server: TestServer;
// Loopback is the trusted proxy here, so each test speaks for a client of its own through X-Forwarded-For.
let nextClient = 1;
const newClient = () => `198.51.100.${nextClient++}`;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'write-guard.sqlite'), {
    writes: {
      rateLimits: { quotation: { burst: 3, perMinute: 6 }, orders: { burst: 3, perMinute: 6 }, deals: { burst: 3, perMinute: 6 }, logs: { burst: 3, perMinute: 6 } },
      trustedProxies: ['127.0.0.1'],
    },
  });
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

const deals = () => server.db.prepare<[], number>('SELECT count(*) FROM deals').pluck().get() ?? 0;
const formDeal = new URLSearchParams({ formToken: 'demo-form-ae', name: 'Probe', phone: '+971509979331' }).toString();

function post(path: string, body: string, headers: Record<string, string>): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body });
}

describe('writes from other sites (issue 17 defect 1)', () => {
  it('refuses a form-encoded deal posted from another origin with a 403 and stores nothing', async () => {
    const before = deals();
    const response = await post('/ae/api/deal/add/', `${formDeal}&pageUrl=javascript:alert(1)`, { Origin: 'https://evil.example', 'X-Forwarded-For': newClient() });
    expect(response.status).toBe(403);
    expect(apiErrorSchema.parse(await response.json()).error).toBe('Forbidden');
    expect(deals()).toBe(before);
  });

  it('refuses Sec-Fetch-Site: cross-site without an allowed origin, and an opaque origin', async () => {
    const client = newClient();
    expect((await post('/ae/api/deal/add/', formDeal, { 'Sec-Fetch-Site': 'cross-site', 'X-Forwarded-For': client })).status).toBe(403);
    expect((await post('/ae/api/orders', '{}', { Origin: 'null', 'Content-Type': 'application/json', 'X-Forwarded-For': client })).status).toBe(403);
    expect((await post('/ae/api/quotation/get', '{}', { Origin: 'http://localhost:3000.evil.example', 'X-Forwarded-For': client })).status).toBe(403);
    expect((await post('/ae/api/v2/service/log', '{}', { Origin: 'https://evil.example', 'X-Forwarded-For': client })).status).toBe(403);
  });

  it('accepts the storefront’s own pages (cross-site or not) and callers that are not browsers', async () => {
    const headers = { 'Sec-Fetch-Site': 'cross-site', Origin: TEST_ORIGIN, 'X-Forwarded-For': newClient() };
    expect((await post('/ae/api/deal/add/', formDeal, headers)).status).toBe(201);
    expect((await post('/ae/api/deal/add/', formDeal, { 'X-Forwarded-For': newClient() })).status).toBe(201);
  });
});

describe('the rate limit of writes', () => {
  const quotation = (client: string) =>
    post('/ae/api/quotation/get', JSON.stringify({ cart: [] }), { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'X-Forwarded-For': client });

  it('answers 429 with Retry-After once a client has spent its burst, other clients unaffected', async () => {
    const client = newClient();
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await quotation(client)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await quotation(client);
    expect(refused.status).toBe(429);
    // 6 a minute: the next token is at most 10 s away.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(10);
    expect(apiErrorSchema.parse(await refused.json()).error).toBe('Too Many Requests');
    expect((await quotation(newClient())).status).toBe(200);
  });

  it('keeps a bucket per operation, and never limits reads', async () => {
    const client = newClient();
    for (let index = 0; index < 3; index += 1) expect((await post('/ae/api/deal/add/', formDeal, { 'X-Forwarded-For': client })).status).toBe(201);
    expect((await post('/ae/api/deal/add/', formDeal, { 'X-Forwarded-For': client })).status).toBe(429);
    // The deals' bucket is empty; the quotations' is not.
    expect((await quotation(client)).status).toBe(200);
    const read = await fetch(`${server.baseUrl}/ae/api/init/shop`, { headers: { 'X-Forwarded-For': client } });
    expect(read.status).toBe(200);
  });

  it('has logged no server errors', () => {
    expect(server.loggedErrors).toEqual([]);
  });
});

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WRITE_LIMITS } from '../config';
import { makeTempDir, startTestServer, TEST_ORIGIN, type TestServer } from '../testing/test-server';

/**
 * Shoppers behind one carrier address (carrier-grade NAT), with the production limits: their carts'
 * quotations are never refused, and the operations a script would flood keep their own limits
 * (docs/regional-api.md "Abuse limits"). The backend trusts loopback as its proxy, as behind nginx or
 * the storefront's host, so every request names the crowd's address in `X-Forwarded-For`; the
 * buckets' clock is pinned, so two minutes of the crowd take a few seconds.
 */
const tmp = makeTempDir();
const CROWD_ADDRESS = '203.0.113.7';
const SHOPPERS = 200;
/** Each shopper reprices the cart this many times a minute (a quantity, a warranty, a line). */
const REPRICES_PER_MINUTE = 5;
const MINUTES = 2;
/** Some 2,200 requests: seconds on a quiet machine, several times that on two busy cores. */
const CROWD_TIMEOUT_MS = 60_000;

let clockMs = 0;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'crowd.sqlite'), {
    writes: { ...DEFAULT_WRITE_LIMITS, trustedProxies: ['127.0.0.1'], clock: () => clockMs },
  });
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

function post(path: string, body: string, contentType = 'application/json'): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, Origin: TEST_ORIGIN, 'X-Forwarded-For': CROWD_ADDRESS },
    body,
  });
}

const cart = JSON.stringify({ cart: [{ product_id: 1, quantity: 1, warranty: 'basic' }] });

/** Statuses of one second's requests, all at once. */
const send = async (count: number, request: () => Promise<Response>) => Promise.all(Array.from({ length: count }, async () => (await request()).status));

describe('a crowd behind one address', () => {
  it(`never refuses the quotations of ${SHOPPERS} shoppers repricing ${REPRICES_PER_MINUTE} times a minute`, async () => {
    const statuses: number[] = [];
    // A campaign lands: every shopper opens the cart in the same second.
    statuses.push(...(await send(SHOPPERS, () => post('/ae/api/quotation/get', cart))));
    // Then each shopper reprices at instants of its own, spread over each minute: a second's share of
    // the crowd's repricings (some seconds get one more, so that a minute's total is exact).
    const perMinute = SHOPPERS * REPRICES_PER_MINUTE;
    for (let second = 1; second <= MINUTES * 60; second += 1) {
      clockMs = second * 1000;
      const due = Math.floor((second * perMinute) / 60) - Math.floor(((second - 1) * perMinute) / 60);
      statuses.push(...(await send(due, () => post('/ae/api/quotation/get', cart))));
    }
    expect(statuses).toHaveLength(SHOPPERS + MINUTES * perMinute);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, CROWD_TIMEOUT_MS);

  it('still limits the deals a script sends from that address, and its orders and logs have buckets of their own', async () => {
    const { burst } = DEFAULT_WRITE_LIMITS.rateLimits.deals;
    const deal = new URLSearchParams({ formToken: 'demo-form-ae', name: 'Probe', phone: '+971509979331' }).toString();
    const statuses = await send(burst + 10, () => post('/ae/api/deal/add/', deal, 'application/x-www-form-urlencoded'));
    expect(statuses.filter((status) => status === 201)).toHaveLength(burst);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    // The quotations, orders and support logs of the same address are not the deals' bucket: an empty
    // order and an empty log pass the guard and are refused by their validation instead.
    expect((await post('/ae/api/quotation/get', cart)).status).toBe(200);
    expect((await post('/ae/api/orders', JSON.stringify({}))).status).toBe(422);
    expect((await post('/ae/api/v2/service/log', JSON.stringify({}))).status).toBe(422);
  });

  it('has logged no server errors', () => {
    expect(server.loggedErrors).toEqual([]);
  });
});

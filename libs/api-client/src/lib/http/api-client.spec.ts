import { Agent } from 'node:http';
import axios, { isAxiosError, type AxiosError } from 'axios';
import axiosRetry from 'axios-retry';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { delay, json, resetConnection, startTestServer, type TestServer } from '../testing/test-server';
import { API_DEFAULTS, RETRY_STATUSES, backoffDelay, createApiClient, type ApiClientOptions } from './api-client';

const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];
const NOT_RETRIED = [400, 401, 403, 404, 422, 501];
const PATH = '/ae/api/regions';
const OK_BODY = { items: [{ slug: 'ae' }] };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.clear();
});

const clientFor = (options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseURL: `${server.url}/ae/api`, retryBaseDelayMs: 1, ...options });

/** The rejection of `promise`, which must be an AxiosError (fails the test if it resolves). */
async function axiosFailure(promise: Promise<unknown>): Promise<AxiosError> {
  const outcome = await promise.then(
    (value) => ({ resolved: value }),
    (error: unknown) => ({ rejected: error }),
  );
  if (!('rejected' in outcome)) throw new Error(`expected the request to fail, it resolved with ${JSON.stringify(outcome.resolved)}`);
  expect(isAxiosError(outcome.rejected)).toBe(true);
  return outcome.rejected as AxiosError;
}

describe('RETRY_STATUSES', () => {
  it('holds exactly the statuses SPEC §7 names as retryable', () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual(RETRIED);
  });
});

describe('createApiClient', () => {
  describe('headers', () => {
    it('sends Accept: application/json and nothing else in Accept', async () => {
      server.enqueue(PATH, json(200, OK_BODY));

      await clientFor().get('/regions');

      expect(server.requestsTo(PATH)).toHaveLength(1);
      expect(server.requestsTo(PATH)[0]?.headers.accept).toBe('application/json');
    });
  });

  describe('retries of idempotent requests', () => {
    it.each(RETRIED)('retries a GET answered %i until retries run out (3 requests with retries: 2)', async (status) => {
      server.always(PATH, json(status, { error: 'busy', message: `status ${status}` }));

      const error = await axiosFailure(clientFor({ retries: 2 }).get('/regions'));

      expect(error.response?.status).toBe(status);
      expect(server.requestsTo(PATH)).toHaveLength(3);
    });

    it.each(RETRIED)('returns the data of a GET answered %i once and then 200 (2 requests)', async (status) => {
      server.enqueue(PATH, json(status, { error: 'busy', message: `status ${status}` }), json(200, OK_BODY));

      const response = await clientFor({ retries: 2 }).get('/regions');

      expect(response.status).toBe(200);
      expect(response.data).toEqual(OK_BODY);
      expect(server.requestsTo(PATH)).toHaveLength(2);
    });

    it.each(NOT_RETRIED)('does not retry a GET answered %i (1 request)', async (status) => {
      server.always(PATH, json(status, { error: 'nope', message: `status ${status}` }));

      const error = await axiosFailure(clientFor({ retries: 2 }).get('/regions'));

      expect(error.response?.status).toBe(status);
      expect(error.response?.data).toEqual({ error: 'nope', message: `status ${status}` });
      expect(server.requestsTo(PATH)).toHaveLength(1);
    });

    it('retries a GET whose connection was reset and returns the data of the next answer', async () => {
      server.enqueue(PATH, resetConnection(), json(200, OK_BODY));

      const response = await clientFor({ retries: 2 }).get('/regions');

      expect(response.data).toEqual(OK_BODY);
      expect(server.requestsTo(PATH)).toHaveLength(2);
    });

    it('gives up on a GET whose connection keeps being reset after 1 + retries attempts, with ECONNRESET', async () => {
      server.always(PATH, resetConnection());

      const error = await axiosFailure(clientFor({ retries: 2 }).get('/regions'));

      expect(error.response).toBeUndefined();
      expect(error.code).toBe('ECONNRESET');
      expect(server.requestsTo(PATH)).toHaveLength(3);
    });

    it.each(['put', 'delete'] as const)('retries a %s answered 503 (idempotent) and returns the next answer', async (method) => {
      server.enqueue(PATH, json(503, { error: 'busy', message: 'later' }), json(200, { done: method }));

      const response = await clientFor({ retries: 2 }).request({ method, url: '/regions' });

      expect(response.data).toEqual({ done: method });
      const seen = server.requestsTo(PATH);
      expect(seen.map((request) => request.method)).toEqual([method.toUpperCase(), method.toUpperCase()]);
    });

    it('sends the same JSON body and content type again when it retries a PUT', async () => {
      server.enqueue(PATH, json(503, { error: 'busy', message: 'later' }), json(200, { saved: true }));

      await clientFor({ retries: 2 }).put('/regions', { name: 'Dubai', ids: [1, 2] });

      const seen = server.requestsTo(PATH);
      expect(seen).toHaveLength(2);
      for (const request of seen) {
        expect(JSON.parse(request.body)).toEqual({ name: 'Dubai', ids: [1, 2] });
        expect(request.headers['content-type']).toMatch(/^application\/json/);
      }
    });

    it('sends the same query string again when it retries a GET', async () => {
      server.enqueue(PATH, json(502, { error: 'bad gateway', message: 'later' }), json(200, OK_BODY));

      await clientFor({ retries: 2 }).get('/regions', { params: { slug: ['ae', 'sa'], itemsPerPage: 999 } });

      expect(server.requestsTo(PATH).map((request) => request.url)).toEqual([
        '/ae/api/regions?slug[]=ae&slug[]=sa&itemsPerPage=999',
        '/ae/api/regions?slug[]=ae&slug[]=sa&itemsPerPage=999',
      ]);
    });

    it('sends a failing GET only once with retries: 0', async () => {
      server.always(PATH, json(503, { error: 'busy', message: 'later' }));

      const error = await axiosFailure(clientFor({ retries: 0 }).get('/regions'));

      expect(error.response?.status).toBe(503);
      expect(server.requestsTo(PATH)).toHaveLength(1);
    });

    it(`retries ${API_DEFAULTS.retries} times when no retries option is given`, async () => {
      server.always(PATH, json(503, { error: 'busy', message: 'later' }));

      await axiosFailure(clientFor().get('/regions'));

      expect(server.requestsTo(PATH)).toHaveLength(API_DEFAULTS.retries + 1);
    });
  });

  describe('non-idempotent requests', () => {
    it('does not retry a POST answered 503 (1 request)', async () => {
      server.always(PATH, json(503, { error: 'busy', message: 'later' }));

      const error = await axiosFailure(clientFor({ retries: 2 }).post('/regions', { order: 1 }));

      expect(error.response?.status).toBe(503);
      const seen = server.requestsTo(PATH);
      expect(seen).toHaveLength(1);
      expect(seen[0]?.method).toBe('POST');
      expect(JSON.parse(seen[0]?.body ?? 'null')).toEqual({ order: 1 });
    });

    it('does not retry a POST whose connection was reset (1 request)', async () => {
      server.always(PATH, resetConnection());

      const error = await axiosFailure(clientFor({ retries: 2 }).post('/regions', { order: 1 }));

      expect(error.response).toBeUndefined();
      expect(error.code).toBe('ECONNRESET');
      expect(server.requestsTo(PATH)).toHaveLength(1);
    });

    it("would retry that POST under axios-retry's default condition (control: the test above can fail)", async () => {
      server.always(PATH, resetConnection());
      const plain = axios.create({ baseURL: `${server.url}/ae/api` });
      axiosRetry(plain, { retries: 2 });

      await axiosFailure(plain.post('/regions', { order: 1 }));

      expect(server.requestsTo(PATH)).toHaveLength(3);
    });

    it('does not retry a PATCH answered 503 (1 request)', async () => {
      server.always(PATH, json(503, { error: 'busy', message: 'later' }));

      const error = await axiosFailure(clientFor({ retries: 2 }).patch('/regions', { name: 'x' }));

      expect(error.response?.status).toBe(503);
      expect(server.requestsTo(PATH)).toHaveLength(1);
    });
  });

  describe('timeout', () => {
    it('fails with a timeout error when the answer takes longer than timeoutMs', async () => {
      server.always(PATH, delay(500, json(200, OK_BODY)));

      const error = await axiosFailure(clientFor({ timeoutMs: 40, retries: 2 }).get('/regions'));

      expect(error.code).toBe('ECONNABORTED');
      expect(error.message).toBe('timeout of 40ms exceeded');
      expect(error.response).toBeUndefined();
    });

    it('returns the data of an answer that arrives within timeoutMs', async () => {
      server.enqueue(PATH, delay(20, json(200, OK_BODY)));

      const response = await clientFor({ timeoutMs: 2_000 }).get('/regions');

      expect(response.data).toEqual(OK_BODY);
    });
  });

  describe('guard and connection pool (a backend of the server)', () => {
    it('runs every attempt through the guard, retries included, and sends over the given agent', async () => {
      server.enqueue(PATH, json(503, { error: 'busy', message: 'once' }), json(200, OK_BODY));
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const attempts: string[] = [];
      const guard = async <T,>(attempt: () => Promise<T>) => {
        attempts.push('attempt');
        return attempt();
      };

      const response = await clientFor({ retries: 2, guard, httpAgent: agent }).get('/regions');

      expect(response.data).toEqual(OK_BODY);
      expect(attempts).toEqual(['attempt', 'attempt']);
      expect(Object.keys(agent.freeSockets)).toHaveLength(1);
      agent.destroy();
    });

    it('fails at once, without a request and without retries, when the guard refuses', async () => {
      server.always(PATH, json(200, OK_BODY));
      const refused = new Error('circuit open');

      const outcome = await clientFor({ retries: 2, guard: () => Promise.reject(refused) })
        .get('/regions')
        .catch((error: unknown) => error);

      expect(outcome).toBe(refused);
      expect(server.requestsTo(PATH)).toHaveLength(0);
    });
  });

  describe('relative URLs only (allowAbsoluteUrls: false)', () => {
    // axios 1.21 with allowAbsoluteUrls: false appends even an absolute URL to baseURL
    // (combineURLs), so the request goes to the base server under the base path.
    it('sends client.get("http://other-host.example/x") to the base server under the base path', async () => {
      const landed = '/ae/api/http://other-host.example/x';
      server.enqueue(landed, json(200, { from: 'base server' }));

      const response = await clientFor({ retries: 0 }).get('http://other-host.example/x');

      expect(response.data).toEqual({ from: 'base server' });
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0]?.url).toBe(landed);
      expect(server.requests[0]?.headers.host).toBe(`127.0.0.1:${server.port}`);
    });

    it('sends a protocol-relative "//other-host.example/x" to the base server under the base path', async () => {
      const landed = '/ae/api/other-host.example/x';
      server.enqueue(landed, json(200, { from: 'base server' }));

      const response = await clientFor({ retries: 0 }).get('//other-host.example/x');

      expect(response.data).toEqual({ from: 'base server' });
      expect(server.requests.map((request) => request.url)).toEqual([landed]);
      expect(server.requests[0]?.headers.host).toBe(`127.0.0.1:${server.port}`);
    });
  });

  describe('query encoding on the wire', () => {
    it('sends array params as name[]=a&name[]=b', async () => {
      server.enqueue(PATH, json(200, OK_BODY));

      await clientFor().get('/regions', { params: { name: ['a', 'b'] } });

      expect(server.requestsTo(PATH).map((request) => request.url)).toEqual(['/ae/api/regions?name[]=a&name[]=b']);
    });

    it('sends nested filters as name[key]=v with values percent-encoded', async () => {
      server.enqueue(PATH, json(200, OK_BODY));

      await clientFor().get('/regions', {
        params: { price: { between: '100..200' }, characteristics: { color: ['red'] }, q: 'a&b c', skip: null },
      });

      expect(server.requestsTo(PATH)[0]?.url).toBe(
        '/ae/api/regions?price[between]=100..200&characteristics[color][]=red&q=a%26b%20c',
      );
    });
  });
});

describe('backoffDelay', () => {
  it('doubles the ceiling with each retry number (random fixed at 1)', () => {
    const top = () => 1;
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 100, 10_000, top))).toEqual([100, 200, 400, 800]);
  });

  it('caps the delay at the max however many retries', () => {
    const top = () => 1;
    expect(backoffDelay(5, 150, 2_000, top)).toBe(2_000);
    expect(backoffDelay(30, 150, 2_000, top)).toBe(2_000);
  });

  it('treats retry numbers below 1 as the first retry (ceiling = base)', () => {
    expect(backoffDelay(0, 100, 10_000, () => 1)).toBe(100);
  });

  it('returns 0 when the random draw is 0 (full jitter starts at 0)', () => {
    expect(backoffDelay(3, 100, 10_000, () => 0)).toBe(0);
  });

  it('scales the ceiling by the random draw, rounded to whole milliseconds', () => {
    expect(backoffDelay(2, 100, 10_000, () => 0.5)).toBe(100);
    expect(backoffDelay(3, 150, 10_000, () => 0.3333)).toBe(200);
  });

  it('keeps the jittered delay within [0, ceiling] for draws across [0, 1)', () => {
    const draws = Array.from({ length: 101 }, (_, i) => Math.min(i / 100, 0.999_999));
    for (const [retry, ceiling] of [
      [1, 150],
      [2, 300],
      [3, 600],
      [6, 2_000],
    ] as const) {
      const delays = draws.map((draw) => backoffDelay(retry, 150, 2_000, () => draw));
      expect(Math.min(...delays)).toBe(0);
      expect(Math.max(...delays)).toBe(ceiling);
      for (const value of delays) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(ceiling);
      }
    }
  });
});

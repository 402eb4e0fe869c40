import { Agent, createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiProxy, endToEndHeaders, forwardedFor } from './api-proxy';

/** The proxy in an Express app in front of a real HTTP backend stub, both on loopback ports. */
type Backend = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

let backend: Backend;
let seen: { method?: string; url?: string; headers?: IncomingHttpHeaders; body?: string } = {};
let backendServer: Server;
let siteServer: Server;
let site: string;
const logged: string[] = [];

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

beforeAll(async () => {
  backendServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen = { method: req.method, url: req.url, headers: req.headers, body: body.toString() };
      backend(req, res, body);
    });
  });
  const backendOrigin = await listen(backendServer);
  const app = express();
  // Two backends on one stub, told apart by their paths: the Gulf's and the rest of the world's; none for mx.
  const backends: Record<string, { url: string; agent: Agent }> = {
    ae: { url: `${backendOrigin}/gulf`, agent: new Agent({ keepAlive: true }) },
    ru: { url: `${backendOrigin}/world/`, agent: new Agent({ keepAlive: true }) },
  };
  app.use(createApiProxy({ backendFor: (region) => backends[region], timeoutMs: 300, maxBodyBytes: 1024, log: (line) => logged.push(line) }));
  app.use((_req, res) => {
    res.status(404).send('not the backend\n');
  });
  siteServer = createServer(app);
  site = await listen(siteServer);
});

afterAll(async () => {
  siteServer.closeAllConnections();
  backendServer.closeAllConnections();
  await Promise.all([new Promise((r) => siteServer.close(r)), new Promise((r) => backendServer.close(r))]);
});

beforeEach(() => {
  seen = {};
  logged.length = 0;
  backend = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=60' }).end('{"ok":true}');
  };
});

/** One raw request (fetch would add its own headers and resolve dot segments). */
function send(path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer | Buffer[] } = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const { hostname, port } = new URL(site);
    const outgoing = request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString() }));
    });
    outgoing.on('error', reject);
    for (const part of [body ?? []].flat()) outgoing.write(part);
    outgoing.end();
  });
}

describe('the backend on the site’s origin (createApiProxy)', () => {
  it('passes an API call on to its region’s backend, with its query, below the backend’s path, and the answer back', async () => {
    const answer = await send('/ae/api/cities?locale=en&x=%20');

    expect(seen).toMatchObject({ method: 'GET', url: '/gulf/ae/api/cities?locale=en&x=%20' });
    expect(answer).toMatchObject({ status: 200, text: '{"ok":true}' });
    expect(answer.headers['cache-control']).toBe('max-age=60');
  });

  it('passes pictures on to their region’s backend, answers 404 for a region it has none for, and leaves every other path to the site', async () => {
    await send('/ae/images/products/raptor-250/1.jpg');
    expect(seen.url).toBe('/gulf/ae/images/products/raptor-250/1.jpg');
    await send('/ru/api/init');
    expect(seen.url).toBe('/world/ru/api/init');

    seen = {};
    expect(await send('/mx/api/init')).toMatchObject({ status: 404, text: 'Not Found\n' });
    for (const path of ['/ae_en/', '/ae/apix/', '/aex/api/', '/__faults', '/media/share/brand.png', '/images/products/raptor-250/1.jpg']) {
      expect((await send(path)).text, path).toBe('not the backend\n');
    }
    expect(seen).toEqual({});
  });

  it('passes a write on with its body, and the backend’s status', async () => {
    backend = (_req, res, body) => {
      res.writeHead(201, { 'content-type': 'application/json' }).end(body);
    };

    const answer = await send('/ae/api/orders', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://shop.example' }, body: Buffer.from('{"a":1}') });

    expect(answer).toMatchObject({ status: 201, text: '{"a":1}' });
    expect(seen.headers?.['origin']).toBe('http://shop.example');
  });

  it('names the client for the backend’s abuse limits: its address appended to X-Forwarded-For', async () => {
    await send('/ae/api/orders', { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.9' }, body: Buffer.from('{}') });

    // What the client wrote stays to the left: the backend, reading from the right, meets this hop's peer first.
    expect(seen.headers?.['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  });

  it('passes no hop-by-hop header either way', async () => {
    backend = (_req, res) => {
      res.setHeader('Connection', 'keep-alive, x-backend-hop');
      res.setHeader('X-Backend-Hop', 'secret');
      res.setHeader('Keep-Alive', 'timeout=5');
      res.end('ok');
    };

    const answer = await send('/ae/api/init', { headers: { connection: 'keep-alive, x-client-hop', 'x-client-hop': '1', 'proxy-authorization': 'Basic eDp5', te: 'trailers' } });

    expect(seen.headers?.['x-client-hop']).toBeUndefined();
    expect(seen.headers?.['proxy-authorization']).toBeUndefined();
    expect(seen.headers?.['te']).toBeUndefined();
    expect(seen.headers?.['host']).toBe(new URL(`http://${seen.headers?.['host']}`).host);
    expect(seen.headers?.['host']).not.toBe(new URL(site).host);
    expect(answer.headers['x-backend-hop']).toBeUndefined();
  });

  it('refuses a body over the limit, declared or chunked, before the backend sees it all', async () => {
    const declared = await send('/ae/api/orders', { method: 'POST', headers: { 'content-length': '2048' }, body: Buffer.alloc(2048, 'a') });
    expect(declared.status).toBe(413);
    expect(seen).toEqual({});

    const chunked = await send('/ae/api/orders', { method: 'POST', body: [Buffer.alloc(800, 'a'), Buffer.alloc(800, 'b')] });
    expect(chunked.status).toBe(413);
  });

  it.each(['/ae/api/%2e%2e/%2e%2e/__faults', '/ae/images/../api/x', '/ae/images/a%2F..%2F..%2Fsecret', '/ae/api/.%2E/x'])(
    'refuses %s, a path the backend might resolve to another (400)',
    async (path) => {
      expect((await send(path)).status).toBe(400);
      expect(seen).toEqual({});
    },
  );

  it('sends a call without a body again when the backend closed the kept-alive connection it reused; a write never', async () => {
    const served = new WeakSet<object>();
    let closed = 0;
    backend = (req, res) => {
      if (served.has(req.socket)) {
        closed += 1;
        req.socket.destroy();
        return;
      }
      served.add(req.socket);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    };
    await send('/ae/api/init');

    expect(await send('/ae/api/init')).toMatchObject({ status: 200, text: '{"ok":true}' });
    expect(closed).toBeGreaterThan(0);
    expect(logged).toEqual([]);
    expect((await send('/ae/api/orders', { method: 'POST', body: Buffer.from('{}') })).status).toBe(502);
  });

  it('answers 504 when the backend stays silent, 502 when it cannot be reached, and logs both', async () => {
    backend = () => {};
    expect((await send('/ae/api/slow')).status).toBe(504);

    backend = (req) => req.socket.destroy();
    expect((await send('/ae/api/broken')).status).toBe(502);
    expect(logged).toEqual([expect.stringMatching(/GET \/ae\/api\/slow: no answer within 300 ms/), expect.stringMatching(/GET \/ae\/api\/broken/)]);
  });
});

describe('endToEndHeaders and forwardedFor', () => {
  it('keeps end-to-end headers only', () => {
    expect(endToEndHeaders({ connection: 'close, x-a', 'x-a': '1', 'x-b': '2', 'transfer-encoding': 'chunked', upgrade: 'h2c', host: 'site' })).toEqual({ 'x-b': '2' });
  });

  it('appends the peer to what came, or starts the list', () => {
    expect(forwardedFor(undefined, '198.51.100.1')).toBe('198.51.100.1');
    expect(forwardedFor('203.0.113.9, 10.0.0.2', '127.0.0.1')).toBe('203.0.113.9, 10.0.0.2, 127.0.0.1');
    expect(forwardedFor(['a', 'b'], undefined)).toBe('a, b, unknown');
  });
});

import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A scriptable HTTP server on 127.0.0.1 for the tests of this lib: real sockets, real requests,
 * no module mocks. Each path has a queue of behaviours, taken one per request; when the queue is
 * empty, the path's `always` behaviour answers, and without one the server answers 404
 * `{ error: 'not_scripted' }`. Every request is logged with its method, url, headers and body.
 *
 * Test-only: not exported from the lib's public API.
 */
export type Behaviour =
  | { readonly kind: 'json'; readonly status: number; readonly body: unknown; readonly headers?: Record<string, string> }
  | { readonly kind: 'text'; readonly status: number; readonly body: string; readonly contentType: string }
  | { readonly kind: 'reset' }
  | { readonly kind: 'delay'; readonly ms: number; readonly then: Behaviour };

/** Answer `status` with `body` serialised as JSON. */
export const json = (status: number, body: unknown, headers?: Record<string, string>): Behaviour => ({
  kind: 'json',
  status,
  body,
  ...(headers ? { headers } : {}),
});

/** Answer `status` with a raw body, e.g. broken JSON labelled as JSON. */
export const text = (status: number, body: string, contentType = 'text/plain; charset=utf-8'): Behaviour => ({
  kind: 'text',
  status,
  body,
  contentType,
});

/** Destroy the socket without answering: the client sees a reset connection (ECONNRESET). */
export const resetConnection = (): Behaviour => ({ kind: 'reset' });

/** Wait `ms`, then behave as `then`. */
export const delay = (ms: number, then: Behaviour): Behaviour => ({ kind: 'delay', ms, then });

interface RecordedRequest {
  readonly method: string;
  /** As received: path plus query string, e.g. `/ae/api/regions?itemsPerPage=999`. */
  readonly url: string;
  /** The path without the query string. */
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The request body as text ('' when none); complete once the request has been answered. */
  readonly body: string;
}

export interface TestServer {
  /** `http://127.0.0.1:{port}`, no trailing slash. */
  readonly url: string;
  readonly port: number;
  /** Every request received since the start or the last `clear()`, in arrival order. */
  readonly requests: readonly RecordedRequest[];
  /** Appends behaviours to the queue of `path` (matched without the query string). */
  enqueue(path: string, ...behaviours: Behaviour[]): void;
  /** The behaviour of `path` once its queue is empty. */
  always(path: string, behaviour: Behaviour): void;
  /** The logged requests whose path is `path`. */
  requestsTo(path: string): RecordedRequest[];
  /** Forgets all scripts and the request log (call between tests). */
  clear(): void;
  /** Cancels pending delays, drops open connections and stops listening. */
  close(): Promise<void>;
}

interface MutableRecord {
  method: string;
  url: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export async function startTestServer(): Promise<TestServer> {
  const queues = new Map<string, Behaviour[]>();
  const fallbacks = new Map<string, Behaviour>();
  const requests: MutableRecord[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const behave = (behaviour: Behaviour, req: IncomingMessage, res: ServerResponse): void => {
    if (req.socket.destroyed) return;
    switch (behaviour.kind) {
      case 'json': {
        const payload = JSON.stringify(behaviour.body);
        res.writeHead(behaviour.status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(payload),
          ...behaviour.headers,
        });
        res.end(payload);
        return;
      }
      case 'text':
        res.writeHead(behaviour.status, {
          'content-type': behaviour.contentType,
          'content-length': Buffer.byteLength(behaviour.body),
        });
        res.end(behaviour.body);
        return;
      case 'reset':
        req.socket.destroy();
        return;
      case 'delay': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          behave(behaviour.then, req, res);
        }, behaviour.ms);
        timers.add(timer);
        return;
      }
    }
  };

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?', 1)[0] ?? url;
    const record: MutableRecord = { method: req.method ?? 'GET', url, path, headers: req.headers, body: '' };
    requests.push(record);
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      record.body += chunk;
    });
    req.on('end', () => {
      const behaviour = queues.get(path)?.shift() ??
        fallbacks.get(path) ??
        json(404, { error: 'not_scripted', message: `No behaviour scripted for ${record.method} ${path}` });
      behave(behaviour, req, res);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    enqueue(path, ...behaviours) {
      const queue = queues.get(path) ?? [];
      queue.push(...behaviours);
      queues.set(path, queue);
    },
    always(path, behaviour) {
      fallbacks.set(path, behaviour);
    },
    requestsTo(path) {
      return requests.filter((request) => request.path === path);
    },
    clear() {
      queues.clear();
      fallbacks.clear();
      requests.length = 0;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

/** A loopback port nothing listens on (bound, then released), for "server unreachable" cases. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => probe.close((error) => (error ? reject(error) : resolve())));
  return port;
}

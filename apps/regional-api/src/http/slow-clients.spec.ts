import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_LIMITS } from '@storefront/api-client/server';
import { makeTempDir, startTestServer, type TestServer } from '../testing/test-server';

/**
 * Issue 17 defect 2: a declared but unsent body held a connection ~300 s, incomplete headers 60 s.
 * The server here has the production limits but short timeouts, so the test stays fast.
 */
const tmp = makeTempDir();
let server: TestServer;
const HEADERS_TIMEOUT_MS = 600;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'slow-clients.sqlite'), {
    limits: { headersTimeoutMs: HEADERS_TIMEOUT_MS, requestTimeoutMs: 1_000, checkIntervalMs: 100 },
  });
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

/** Opens a raw connection, writes `text`, and resolves with what came back once the server closed it (or after `waitMs`). */
function exchange(text: string, waitMs: number): Promise<{ answer: string; closedAfterMs: number | undefined }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket: Socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: undefined });
    }, waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedAfterMs: performance.now() - started });
    });
    socket.on('error', () => undefined);
  });
}

describe('slow clients', () => {
  it('answers 413 to a declared body over the limit at once, before the body, and closes the connection', async () => {
    const request = 'POST /ae/api/orders HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000000000\r\n\r\n{';
    const { answer, closedAfterMs } = await exchange(request, 5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/"error":"Payload Too Large"/);
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs).toBeLessThan(500);
  });

  it('closes a connection whose headers never complete, after the headers timeout', async () => {
    const { closedAfterMs } = await exchange('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ', 5_000);
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 1_500);
  });

  it('has production limits far below Node’s defaults', () => {
    expect(SERVER_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(10_000);
    expect(SERVER_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(SERVER_LIMITS.maxConnections).toBeGreaterThan(0);
  });
});

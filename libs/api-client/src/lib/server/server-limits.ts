import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';

/**
 * The slow-client limits of both servers (the SSR host and the reference backend), in one place
 * (documented in libs/api-client/README.md). Each is set deliberately; Node's defaults (60 s for headers,
 * 300 s for a request, no connection cap) let a handful of slow clients hold a server's sockets.
 */
export interface ServerLimits {
  /** All headers of a request must arrive within this (Node's default: 60 s). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (Node's default: 300 s). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this; a proxy in front keeps its own idle time shorter. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the two timeouts above: they are only as precise as this. */
  checkIntervalMs: number;
  /** Connections beyond this are closed at once, before they cost anything. */
  maxConnections: number;
  /** The largest header block (bytes); more is a 431. */
  maxHeaderBytes: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
  maxConnections: 2_000,
  maxHeaderBytes: 16 * 1024,
};

/** An HTTP server for `listener` with `limits` (any left out at `SERVER_LIMITS`). */
export function createLimitedServer(listener: RequestListener, limits: Partial<ServerLimits> = {}): Server {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, checkIntervalMs, maxConnections, maxHeaderBytes } = { ...SERVER_LIMITS, ...limits };
  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      keepAliveTimeout: keepAliveTimeoutMs,
      connectionsCheckingInterval: checkIntervalMs,
      maxHeaderSize: maxHeaderBytes,
    },
    listener,
  );
  server.maxConnections = maxConnections;
  return server;
}

/** The body length a request declares, or undefined (none, or chunked). */
export function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers['content-length'];
  if (header === undefined || !/^\d{1,20}$/.test(header)) return undefined;
  return Number(header);
}

/**
 * Answers 413 as soon as the headers say the body is over `limitBytes`, without reading a byte of it,
 * and closes the connection (what is left of the body is never read). Body parsers answer only after the
 * whole declared body has arrived, which a client that never sends it turns into a held socket.
 */
export function refuseLargeBody(req: IncomingMessage, res: ServerResponse, limitBytes: number, body: () => string): boolean {
  const length = declaredLength(req);
  if (length === undefined || length <= limitBytes) return false;
  res.statusCode = 413;
  res.setHeader('Connection', 'close');
  res.end(body());
  return true;
}

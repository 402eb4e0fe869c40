import { request as httpRequest, type Agent, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';
import { declaredLength } from '@storefront/api-client/server';
import type { RequestHandler, Response } from 'express';

/**
 * The regional backends on the site's own origin, for those a deployment gives no public address of
 * their own (as `npm start` and `npm run dev` run): the browser's API calls and pictures of a region go
 * to `/{region}/api/…` and `/{region}/images/…` here, the same paths nginx routes by region in the
 * scale-out (deploy/nginx), and the host passes them on to that region's backend, over its pool.
 * docs/adr/0085-the-backend-on-the-sites-origin.md records why.
 */
export const API_PROXY_PATH = /^\/([a-z]{2})\/(?:api|images)\//;

export interface ApiProxyOptions {
  /** A region's backend (its URL as this server reaches it, and its pool) when browsers reach it here; none: 404. */
  backendFor(region: string): { url: string; agent: Agent } | undefined;
  /** Longest silence of the backend, connecting or answering (default 15 s, as nginx's `proxy_read_timeout`). */
  timeoutMs?: number;
  /** Largest request body (default 64 KiB: the backend's largest write, an order). */
  maxBodyBytes?: number;
  log?: (message: string) => void;
}

/** Headers of one connection, never passed on (RFC 9110 §7.6.1), and the target's own `Host`. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

/** `headers` without the hop-by-hop ones, those the `Connection` header names included. */
export function endToEndHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name)) kept[name] = value;
  }
  return kept;
}

/**
 * `X-Forwarded-For` with this hop's peer appended, as nginx's `$proxy_add_x_forwarded_for` writes it:
 * the backend reads it from the right and stops at the first address that is not one of its trusted
 * proxies (apps/regional-api/src/abuse/client-address.ts), so what a client wrote itself to the left
 * of the peer is never taken for its address.
 */
export function forwardedFor(incoming: string | string[] | undefined, peer: string | undefined): string {
  const hops = [incoming].flat().filter((value): value is string => !!value?.trim());
  return [...hops, peer ?? 'unknown'].join(', ');
}

/**
 * Whether a path reaches the backend as the URL parser reads it: no dot segments (escaped ones
 * included) and no encoded slash or backslash, which the backend might resolve differently from the
 * path the request names. Such paths are refused, never normalised.
 */
function isPlainPath(path: string): boolean {
  return !/%2f|%5c|\\/i.test(path) && new URL(path, 'http://host').pathname === path;
}

class GatewayTimeout extends Error {}

function plain(res: Response, status: number, text: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(`${text}\n`);
}

/** The proxy, as middleware: requests for other paths go on to the next handler. */
export function createApiProxy({ backendFor, timeoutMs = 15_000, maxBodyBytes = 64 * 1024, log = console.error }: ApiProxyOptions): RequestHandler {
  return (req, res, next) => {
    const path = req.originalUrl.split('?')[0] ?? '';
    const region = API_PROXY_PATH.exec(path)?.[1];
    if (region === undefined) {
      next();
      return;
    }
    const backend = backendFor(region);
    if (!backend) {
      plain(res, 404, 'Not Found');
      return;
    }
    if (!isPlainPath(path)) {
      plain(res, 400, 'Bad Request');
      return;
    }
    if ((declaredLength(req) ?? 0) > maxBodyBytes) {
      req.resume();
      res.setHeader('Connection', 'close');
      plain(res, 413, 'Payload Too Large');
      return;
    }
    const headers = endToEndHeaders(req.headers);
    headers['x-forwarded-for'] = forwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress);
    if (res.locals['requestId']) headers['x-request-id'] = String(res.locals['requestId']);

    const base = new URL(backend.url);
    const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
    const bodiless = (req.method === 'GET' || req.method === 'HEAD') && !declaredLength(req) && !req.headers['transfer-encoding'];
    const call = () => {
      const attempt = send(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          method: req.method,
          path: base.pathname.replace(/\/+$/, '') + req.originalUrl,
          headers,
          timeout: timeoutMs,
          agent: backend.agent,
        },
        (answer) => {
          res.status(answer.statusCode ?? 502);
          for (const [name, value] of Object.entries(endToEndHeaders(answer.headers))) {
            if (value !== undefined) res.setHeader(name, value);
          }
          // A backend that stops halfway ends the client's connection too, never a truncated "complete" answer.
          pipeline(answer, res, (error) => {
            if (error) res.destroy();
          });
        },
      );
      attempt.on('timeout', () => attempt.destroy(new GatewayTimeout(`no answer within ${timeoutMs} ms`)));
      // Every failure of the call ends here: the connection's, the timeout, and the call given up below.
      attempt.on('error', (error: NodeJS.ErrnoException) => {
        if (tooLarge || res.writableFinished || res.destroyed) return;
        // A kept-alive connection the backend closed as it was reused (nodejs/node#47130): a call
        // without a body is sent again, on another connection, as Node's docs advise
        // (`request.reusedSocket`). A fresh connection is never reused, so this ends.
        if (bodiless && attempt.reusedSocket && error.code === 'ECONNRESET' && !res.headersSent) {
          upstream = call();
          upstream.end();
          return;
        }
        log(`[storefront-ssr] API proxy: ${req.method} ${path}: ${error.message}`);
        if (error instanceof GatewayTimeout) plain(res, 504, 'Gateway Timeout');
        else plain(res, 502, 'Bad Gateway');
      });
      return attempt;
    };
    let tooLarge = false;
    let upstream = call();
    // The shopper left: nothing waits for the backend's answer any more.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    // A chunked body has no length to check first: its bytes are counted on the way. Past the limit the
    // call is given up and the rest of the body read and dropped, so that the 413 reaches the client
    // (closing a connection with unread data would reset it).
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBodyBytes || tooLarge) return;
      tooLarge = true;
      req.unpipe(upstream);
      upstream.destroy();
      res.setHeader('Connection', 'close');
      plain(res, 413, 'Payload Too Large');
    });
    req.pipe(upstream);
  };
}

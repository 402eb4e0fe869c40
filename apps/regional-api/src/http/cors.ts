import type { RequestHandler } from 'express';
import { forbidden } from './http-error';

const ALLOWED_METHODS = 'GET, POST';
// Accept and Content-Language are CORS-safelisted already; these two are the ones the storefront
// adds (JSON bodies of orders and deals, and the key that makes a retried POST harmless).
const ALLOWED_HEADERS = 'Content-Type, Idempotency-Key';
const PREFLIGHT_MAX_AGE_SECONDS = '600';
// Headers a browser script may read besides the safelisted ones: where a new order lives, whether
// an answer was a replay of an idempotent request, and which language the texts are in.
const EXPOSED_HEADERS = 'Location, Idempotent-Replayed, Content-Language';

/**
 * CORS for the storefront's origins only: the allowed origin is echoed (never `*`), and
 * `Vary: Origin` is sent on every response so a shared cache never hands one origin's answer
 * to another. A preflight from an unknown origin is refused outright.
 */
export function cors(allowedOrigins: readonly string[]): RequestHandler {
  const allowed: ReadonlySet<string> = new Set(allowedOrigins);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.headers.origin;
    const isAllowed = origin !== undefined && allowed.has(origin);
    if (isAllowed) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }

    const isPreflight =
      req.method === 'OPTIONS' && origin !== undefined && req.headers['access-control-request-method'] !== undefined;
    if (!isPreflight) {
      next();
      return;
    }
    if (!isAllowed) throw forbidden(`Origin ${origin.slice(0, 200)} is not allowed`);
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
    res.status(204).end();
  };
}

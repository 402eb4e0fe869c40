import type { RequestHandler } from 'express';
import { forbidden, HttpError } from '../http/http-error';
import { clientAddress } from './client-address';
import { isCrossSiteWrite } from './cross-site';
import { createTokenBuckets, type TokenBuckets } from './token-bucket';

export interface RateLimit {
  /** Requests a client may send at once. */
  burst: number;
  /** Requests a client may send per minute, sustained. */
  perMinute: number;
}

export interface WriteGuardOptions {
  /** The storefront's origins (the CORS allow-list): the only pages that may post. */
  allowedOrigins: readonly string[];
  rateLimit: RateLimit;
  /** Addresses of proxies in front (nginx) whose `X-Forwarded-For` is believed. */
  trustedProxies: readonly string[];
  now?: () => number;
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many requests from this address: try again in ${retryAfterSeconds} s`);

/**
 * In front of every write (`POST` deals, orders, quotations, service logs): a page of another site
 * is refused (403) before anything is parsed, then each client spends a token of its bucket; an empty
 * bucket is a 429 with `Retry-After`. One bucket per client for all writes: a shopper places one
 * order and asks a few quotations a minute, a script thousands.
 */
export function writeGuard({ allowedOrigins, rateLimit, trustedProxies, now }: WriteGuardOptions): RequestHandler & { buckets: TokenBuckets } {
  const allowed: ReadonlySet<string> = new Set(allowedOrigins);
  const proxies: ReadonlySet<string> = new Set(trustedProxies);
  const buckets = createTokenBuckets({ ...rateLimit, ...(now ? { now } : {}) });
  const guard: RequestHandler = (req, res, next) => {
    if (isCrossSiteWrite(req.headers.origin, req.get('sec-fetch-site'), allowed)) {
      throw forbidden('Writes are accepted from the storefront’s own pages only');
    }
    const client = clientAddress(req.socket.remoteAddress, req.get('x-forwarded-for'), proxies);
    const taken = buckets.take(client);
    if (!taken.allowed) {
      res.setHeader('Retry-After', String(taken.retryAfterSeconds));
      throw tooManyRequests(taken.retryAfterSeconds);
    }
    next();
  };
  return Object.assign(guard, { buckets });
}

/** The write endpoints under `/{country}/api` (a trailing slash matches too). */
export const WRITE_PATHS = ['/deal/add', '/orders', '/quotation/get', '/v2/service/log'];

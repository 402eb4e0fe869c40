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

/**
 * The writes, each with a bucket of its own per client: a crowd's quotations (many shoppers behind
 * one carrier address, each repricing a cart) never use up what its orders, deals or logs may spend.
 */
export const WRITE_OPERATIONS = {
  quotation: '/quotation/get',
  orders: '/orders',
  deals: '/deal/add',
  logs: '/v2/service/log',
  payments: '/orders/:slug/payment',
  bookings: '/bookings',
  bookingCancels: '/bookings/:id/cancel',
} as const;

export type WriteOperation = keyof typeof WRITE_OPERATIONS;

export const isWriteOperation = (name: string): name is WriteOperation => Object.hasOwn(WRITE_OPERATIONS, name);

export interface WriteGuardOptions {
  /** The storefront's origins (the CORS allow-list): the only pages that may post. */
  allowedOrigins: readonly string[];
  /** The operation's limit per client. */
  rateLimit: RateLimit;
  /** Addresses of proxies in front (nginx) whose `X-Forwarded-For` is believed. */
  trustedProxies: readonly string[];
  now?: () => number;
}

const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many requests from this address: try again in ${retryAfterSeconds} s`);

/**
 * In front of one write operation (`WRITE_OPERATIONS`): a page of another site is refused (403)
 * before anything is parsed, then the client spends a token of its bucket for this operation; an
 * empty bucket is a 429 with `Retry-After`. The limits of each operation are in `DEFAULT_WRITE_LIMITS`
 * (config.ts) and docs/regional-api.md "Abuse limits".
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

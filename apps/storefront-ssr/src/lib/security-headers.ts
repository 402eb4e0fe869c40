import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

export interface SecurityOptions {
  /** Extra origins the browser may call (the regional backends). */
  connectOrigins: readonly string[];
  /** Development relaxes the policy for Vite's injected inline styles and HMR socket. */
  development: boolean;
}

declare module 'express-serve-static-core' {
  interface Locals {
    nonce: string;
  }
}

export function contentSecurityPolicy(nonce: string, { connectOrigins, development }: SecurityOptions): string {
  const connect = ["'self'", ...connectOrigins, ...(development ? ['ws:', 'wss:'] : [])].join(' ');
  const images = ["'self'", 'data:', 'blob:', ...connectOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${development ? " 'unsafe-eval'" : " 'strict-dynamic'"}`,
    development ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    `img-src ${images}`,
    `connect-src ${connect}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** ARCHITECTURE.md "Security rules": on every response, with a fresh nonce per request. */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.nonce = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    next();
  };
}

import { randomBytes } from 'node:crypto';
import { TOASTER_STYLE_HASH } from '@storefront/ui/server';
import type { RequestHandler } from 'express';

/** Origins a page may reach besides its own: its region's backend (`connect`), and its pictures (`images`). */
export interface PageOrigins {
  connect: readonly string[];
  images: readonly string[];
}

export interface SecurityOptions {
  /** The backend origins of the page at a path (only those in use: its region's backend). */
  origins: (path: string) => PageOrigins;
  /** Development relaxes the policy for Vite's injected inline styles and HMR socket. */
  development: boolean;
  /** `Strict-Transport-Security` max-age in seconds; 0 sends none (http://localhost). */
  hstsMaxAgeSeconds?: number;
}

/**
 * Browser features the storefront never uses, denied to it and to anything it embeds: a script that
 * got in still cannot reach the camera, the position or payment sheets.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** Every HTML answer that is not a shareable page: it carries a nonce of its own, so it is stored nowhere. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** HSTS by default when the site is served over https (a year), never for http. */
export function defaultHstsMaxAge(siteUrl: string): number {
  return siteUrl.startsWith('https:') ? 31_536_000 : 0;
}

/**
 * The hash of an empty stylesheet. Sonner appends its `<style>` to the document before it writes
 * the CSS into it, and Chromium checks the empty element as well (a violation otherwise); empty CSS
 * does nothing, so allowing it costs nothing.
 */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

declare module 'express-serve-static-core' {
  interface Locals {
    nonce: string;
  }
}

function contentSecurityPolicy(nonce: string, origins: PageOrigins, development: boolean): string {
  const connect = ["'self'", ...origins.connect, ...(development ? ['ws:', 'wss:'] : [])].join(' ');
  const images = ["'self'", 'data:', 'blob:', ...origins.images].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${development ? " 'unsafe-eval'" : " 'strict-dynamic'"}`,
    // The toast library inserts one fixed stylesheet of its own, without a nonce: allowed by its hash.
    development
      ? "style-src 'self' 'unsafe-inline'"
      : `style-src 'self' 'nonce-${nonce}' ${TOASTER_STYLE_HASH} ${EMPTY_STYLE_HASH}`,
    `img-src ${images}`,
    `connect-src ${connect}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** A fresh CSP nonce: 128 random bits, base64. */
export const newNonce = () => randomBytes(16).toString('base64');

/** docs/architecture.md "Security rules": on every response, with a fresh nonce per request. */
/** The headers every response carries besides its policy (HSTS only when `hstsMaxAgeSeconds` is set). */
export function fixedSecurityHeaders({ hstsMaxAgeSeconds }: Pick<SecurityOptions, 'hstsMaxAgeSeconds'>): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(hstsMaxAgeSeconds ? { 'Strict-Transport-Security': `max-age=${Math.floor(hstsMaxAgeSeconds)}; includeSubDomains` } : {}),
  };
}

export function securityHeaders(options: SecurityOptions): RequestHandler {
  const fixed = Object.entries(fixedSecurityHeaders(options));
  return (req, res, next) => {
    const nonce = newNonce();
    res.locals.nonce = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options.origins(req.path), options.development));
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}

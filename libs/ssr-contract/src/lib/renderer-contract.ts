import type { ApiClientOptions, ResponseCache } from '@storefront/api-client';
import type { Manifest } from '@tanstack/react-router';
import type { PublicEnv } from './public-env';

export interface RenderOptions {
  request: Request;
  nonce: string;
  env: PublicEnv;
  /**
   * How this server calls a region's backend: its address as the server reaches it (which may differ
   * from the browser's), timeout, connection pool and circuit breaker. None for a region not served.
   */
  serverApi(region: string): ApiClientOptions | undefined;
  manifest: Manifest;
  /** The catalogue of one locale, for the page's first render (the host holds them all). */
  messages(locale: string): Record<string, unknown> | undefined;
  /** The host's short per-region cache of startup data, shared by its requests (none: no caching). */
  responseCache?: ResponseCache;
  /**
   * Awaited right before the page's markup is rendered, its one long synchronous step (about 10 ms):
   * the host resolves it when the event loop may spend that step (one render's per turn, so that it keeps
   * accepting connections and reading requests under load). None: at once.
   */
  markupTurn?: () => Promise<void>;
}

/** One rendered answer: a whole HTML document, or a redirect (empty body). */
export interface RenderedPage {
  status: number;
  headers: Headers;
  html: string;
  /** True when every visitor of the URL (and page variant) gets this page: a shared cache may keep it. */
  shareable: boolean;
}

/**
 * What apps/storefront's `src/entry-server.tsx` exports. The host loads that module at run time
 * (Vite in development, the SSR build in production) and never imports the app's code.
 */
export interface StorefrontRenderer {
  /** Renders one request. One router and store per request. */
  render(options: RenderOptions): Promise<RenderedPage>;
  /** What of the request, besides its URL, changes the HTML (device class, viewport, language). */
  pageVariant(request: Request): string;
}

/**
 * Whether a module loaded at run time is a renderer: a build of the wrong module (or an old one)
 * fails when the host starts, not at its first request.
 */
export function isStorefrontRenderer(module: unknown): module is StorefrontRenderer {
  return (
    typeof module === 'object' &&
    module !== null &&
    'render' in module &&
    typeof module.render === 'function' &&
    'pageVariant' in module &&
    typeof module.pageVariant === 'function'
  );
}

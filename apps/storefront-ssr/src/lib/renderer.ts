import type { ResponseCache } from '@storefront/api-client';
import type { Manifest } from '@tanstack/react-router';

/** Configuration the browser receives (see apps/storefront `PublicEnv`). */
export interface PublicEnv {
  siteUrl: string;
  apiOrigin: string;
  /** Region codes this deployment serves; empty means every configured region. */
  regions: string[];
  /** Build id of the message catalogues the browser fetches from `/_i18n/{id}/{locale}/messages.json`. */
  i18nBuildId: string;
}

/** One rendered answer (see apps/storefront `RenderedPage`): a whole document, or a redirect. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  html: string;
  /** Every visitor of the URL and page variant gets this page: a shared cache may keep it. */
  shareable: boolean;
}

/**
 * The contract of apps/storefront's `src/entry-server.tsx`. The host loads that module at run time
 * (Vite in development, the SSR build in production) and never imports the app's code.
 */
export interface StorefrontRenderer {
  render(options: {
    request: Request;
    nonce: string;
    env: PublicEnv;
    serverApiOrigin: string;
    manifest: Manifest;
    /** The catalogue of one locale, for the page's first render. */
    messages(locale: string): Record<string, unknown> | undefined;
    /** The host's short per-region cache of startup data, shared by its requests. */
    responseCache?: ResponseCache;
  }): Promise<RenderedPage>;
  /** What of the request, besides its URL, changes the HTML (device class, viewport, language). */
  pageVariant(request: Request): string;
}

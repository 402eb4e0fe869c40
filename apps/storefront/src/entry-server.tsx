import { createMemoryHistory, type Manifest } from '@tanstack/react-router';
import { baseApi, type ApiExtra, type ResponseCache } from '@storefront/api-client';
import { RouterServer, createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { LOCALE_COOKIE, acceptedLanguages, detectLocale, type Messages } from '@storefront/i18n';
import { REGION_CODES, VIEWPORT_COOKIE, deviceDetected } from '@storefront/regions';
import { detectDevice } from '@storefront/regions/server';
import { makeStore, regionApiClients } from './app/app-store';
import { readCookie } from './app/cookies';
import { createEmotionCache } from './app/emotion-cache';
import type { PublicEnv } from './app/public-env';
import { createAppRouter } from './app/router';

export interface RenderOptions {
  request: Request;
  nonce: string;
  env: PublicEnv;
  /** Origin of the regional backends as this server reaches them (may differ from the browser's). */
  serverApiOrigin: string;
  manifest: Manifest;
  /** The catalogue of one locale (the host holds them all). */
  messages(locale: string): Record<string, unknown> | undefined;
  /** The host's short per-region cache of startup data, shared by its requests (none: no caching). */
  responseCache?: ResponseCache;
}

export interface RenderResult {
  response: Response;
  /** Releases the request's store (RTK Query cache timers) once the response is sent. */
  dispose(): void;
}

/** The server API clients answer quickly or give up, so a silent backend never holds a page. */
const SERVER_API_OPTIONS = { timeoutMs: 2_500, retries: 1, retryBaseDelayMs: 100 } as const;

function createRequestRouter(options: Omit<RenderOptions, 'manifest'>) {
  const { request, nonce, env: given, serverApiOrigin, messages, responseCache } = options;
  const env = { ...given, regions: given.regions.length ? given.regions : [...REGION_CODES] };
  const api: ApiExtra = { apiClientFor: regionApiClients(serverApiOrigin, SERVER_API_OPTIONS), responseCache };
  const store = makeStore(api);
  const cookies = request.headers.get('cookie') ?? '';
  store.dispatch(
    deviceDetected(
      detectDevice({ userAgent: request.headers.get('user-agent') ?? '', viewport: readCookie(cookies, VIEWPORT_COOKIE) }),
    ),
  );
  const router = createAppRouter({
    store,
    api,
    env,
    emotionCache: createEmotionCache(nonce),
    nonce,
    loadMessages: async (locale) => (messages(locale) ?? {}) as Messages,
    preferredLocale: detectLocale({
      saved: readCookie(cookies, LOCALE_COOKIE),
      languages: acceptedLanguages(request.headers.get('accept-language') ?? ''),
    }),
  });
  return { store, router };
}

/** Renders one request as a streamed HTML response (or a redirect). One router and store per request. */
export async function render({ manifest, ...options }: RenderOptions): Promise<RenderResult> {
  const { request } = options;
  let store: ReturnType<typeof makeStore> | undefined;
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const created = createRequestRouter(options);
      store = created.store;
      return created.router;
    },
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ request, responseHeaders, router }) =>
    renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  return { response, dispose: () => store?.dispatch(baseApi.util.resetApiState()) };
}

/**
 * Benchmark ceiling: loads `url` once, then returns a function that renders the same tree with a
 * bare `renderToString` (no streaming, no serialisation, no HTTP).
 */
export async function prepareBareRender(options: Omit<RenderOptions, 'manifest'>): Promise<() => string> {
  const { router } = createRequestRouter(options);
  const url = new URL(options.request.url);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [url.pathname + url.search] }) });
  await router.load();
  return () => renderToString(<RouterServer router={router} />);
}

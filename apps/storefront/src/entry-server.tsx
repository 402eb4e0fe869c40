import createEmotionServer from '@emotion/server/create-instance';
import type { EmotionCache } from '@emotion/react';
import { baseApi, type ApiExtra } from '@storefront/api-client';
import { LOCALE_COOKIE } from '@storefront/i18n';
import { acceptedLanguages, detectLocale } from '@storefront/i18n/server';
import {
  LAST_REGION_COOKIE,
  REGION_CODES,
  SUGGESTION_DISMISSED_COOKIE,
  USER_AGENT_LIMIT,
  VIEWPORT_COOKIE,
  deviceDetected,
  formatRegionLocale,
  rememberedCity,
} from '@storefront/regions';
import { detectDevice, suggestRegion } from '@storefront/regions/server';
import { languageTag } from '@storefront/locales';
import type { RenderOptions, RenderedPage } from '@storefront/ssr-contract';
import { createMemoryHistory } from '@tanstack/react-router';
import {
  RouterServer,
  createRequestHandler,
  getSsrStatus,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { makeStore, regionApiClients, type AppStore } from './app/app-store';
import { hostCatalogues } from './app/catalogues';
import { readCookie } from '@storefront/cookies';
import { createEmotionCache } from './app/emotion-cache';
import { preloadLazyHydratedParts } from './app/lazy-hydrated';
import { pageLanguageOf } from './app/route-data';
import { createAppRouter, type AppRouter } from './router';

/**
 * What of a request changes the HTML besides its URL: the device class, the viewport, the detected
 * language and the region `/` suggests (from the cookies and `Accept-Language`;
 * docs/adr/0042-a-region-suggestion-never-a-redirect.md).
 */
function requestTraits(request: Request, enabledRegions: readonly string[]) {
  const cookies = request.headers.get('cookie') ?? '';
  const languages = acceptedLanguages(request.headers.get('accept-language') ?? '');
  const device = detectDevice({
    userAgent: request.headers.get('user-agent') ?? '',
    viewport: readCookie(cookies, VIEWPORT_COOKIE),
  });
  const preferredLocale = detectLocale({
    saved: readCookie(cookies, LOCALE_COOKIE),
    languages,
  });
  const regionSuggestion = suggestRegion({ cookies, languages, enabledRegions });
  return { device, preferredLocale, regionSuggestion };
}

/** A region home's path (`/ae_en/`): its answer depends on the city remembered for its region. */
const REGION_HOME = /^\/([a-z]{2})_[a-z_]+\/$/;

/** The city remembered for the region whose home `url` is, if it is one (`rememberedCity`). */
function rememberedCityOfHome(url: string, cookies: string): string | undefined {
  const region = REGION_HOME.exec(new URL(url).pathname)?.[1];
  return region === undefined ? undefined : rememberedCity(cookies, region);
}

/** Variants of recent header combinations: a cache hit should not parse a user agent. */
const variants = new Map<string, string>();
const KNOWN_VARIANTS = 2_000;

/**
 * The part of a page cache key that is not the URL: two requests of one URL with the same variant
 * get the same HTML (see `RenderedPage.shareable`).
 */
export function pageVariant(request: Request): string {
  const { headers } = request;
  const cookies = headers.get('cookie') ?? '';
  // A region home with a remembered city is a redirect to that city's home, never the shared page.
  const homeCity = rememberedCityOfHome(request.url, cookies) ?? '-';
  const input = [
    headers.get('user-agent')?.slice(0, USER_AGENT_LIMIT),
    readCookie(cookies, VIEWPORT_COOKIE),
    readCookie(cookies, LOCALE_COOKIE),
    readCookie(cookies, LAST_REGION_COOKIE),
    readCookie(cookies, SUGGESTION_DISMISSED_COOKIE),
    headers.get('accept-language'),
    homeCity,
  ].join('\n');
  let variant = variants.get(input);
  if (variant === undefined) {
    // Every configured region: a finer key than the deployment's own list, never a coarser one.
    const { device, preferredLocale, regionSuggestion } = requestTraits(request, REGION_CODES);
    const deviceClass = device.isMobile ? 'mobile' : device.isTablet ? 'tablet' : 'desktop';
    const suggested = regionSuggestion ? formatRegionLocale(regionSuggestion) : '-';
    variant = `${deviceClass} ${device.breakpoint} ${preferredLocale} ${suggested} ${homeCity}`;
    variants.set(input, variant);
    if (variants.size > KNOWN_VARIANTS) variants.delete(variants.keys().next().value as string);
  }
  return variant;
}

function createRequestRouter(options: Omit<RenderOptions, 'manifest'>) {
  const { request, nonce, env: given, serverApi, messages, responseCache } = options;
  const env = { ...given, regions: given.regions.length ? given.regions : [...REGION_CODES] };
  // The host's clients of each region's backend: its address, timeout, pool and circuit breaker.
  const api: ApiExtra = { apiClientFor: regionApiClients(serverApi), responseCache };
  const store = makeStore(api);
  const { device, preferredLocale, regionSuggestion } = requestTraits(request, env.regions);
  store.dispatch(deviceDetected(device));
  const emotionCache = createEmotionCache(nonce);
  const router = createAppRouter({
    store,
    api,
    env,
    emotionCache,
    nonce,
    catalogues: hostCatalogues(messages),
    preferredLocale,
    requestSearch: new URL(request.url).search,
    regionSuggestion: () => regionSuggestion,
    rememberedCity: (region) => rememberedCity(request.headers.get('cookie'), region),
  });
  return { store, router, emotionCache };
}

/**
 * The whole document as one string, with Emotion's critical CSS in `<head>` (only the rules the
 * markup uses, one `<style>` for the components and one per global style, each with the nonce).
 * The loaders are done before the first byte anyway, so streaming would gain little and cost a
 * web-to-Node stream copy and `<style>` tags all over the body.
 */
async function renderDocument(router: AppRouter, emotionCache: EmotionCache, markupTurn: RenderOptions['markupTurn']): Promise<string> {
  // Parts hydrated later render in full here: their modules are loaded (the ones of a route's page
  // register when its lazily loaded module runs, during the router's load; settled after the first).
  await preloadLazyHydratedParts();
  await markupTurn?.();
  // Must exist before rendering: it switches the cache to collecting the styles instead of inlining them.
  const emotion = createEmotionServer(emotionCache);
  const html = await transformHtmlStringWithRouter(router, renderToString(<RouterServer router={router} />));
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const headEnd = html.indexOf('</head>');
  return headEnd < 0 ? html : html.slice(0, headEnd) + styles + html.slice(headEnd);
}

/** Renders one request as an HTML document (or a redirect). One router and store per request. */
export async function render({ manifest, ...options }: RenderOptions): Promise<RenderedPage> {
  const { request } = options;
  let created: ReturnType<typeof createRequestRouter> | undefined;
  let page: RenderedPage | undefined;
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      created = createRequestRouter(options);
      return created.router;
    },
    getRouterManifest: () => manifest,
  });
  try {
    const response = await handler(async ({ router, responseHeaders }) => {
      const html = await renderDocument(router, created!.emotionCache, options.markupTurn);
      const status = getSsrStatus(router);
      // `/` and `/global/*` speak the shopper's language at one URL (it varies by Accept-Language and
      // the locale cookie, which the host names in `Vary`): the response says which
      // (docs/adr/0038-language-adaptive-global-pages-and-alternates.md).
      const { locale, country } = pageLanguageOf(router.state.matches);
      responseHeaders.set('Content-Language', languageTag(locale, country));
      page = { status, headers: responseHeaders, html, shareable: status === 200 && (await isShareable(router, created!.store)) };
      return new Response(null, { status, headers: responseHeaders });
    });
    // A redirect (or anything the router answered without rendering).
    return page ?? { status: response.status, headers: response.headers, html: await response.text(), shareable: false };
  } finally {
    // RTK Query's cache timers would keep the request's store alive for a minute.
    created?.store.dispatch(baseApi.util.resetApiState());
  }
}

/**
 * Whether other visitors may get this page: not when a route shows one shopper's things (cart,
 * order: `staticData.private`), nor when a backend request failed (a degraded page must not outlive
 * the failure by a cache's lifetime).
 */
async function isShareable(router: AppRouter, store: AppStore): Promise<boolean> {
  if (router.state.matches.some((match) => match.staticData.private)) return false;
  if (Object.values(store.getState().api.queries).some((entry) => entry?.status === 'rejected')) return false;
  const queries = (await router.options.context.queryClient()).getQueryCache().getAll();
  return !queries.some((query) => query.state.status === 'error');
}

/**
 * Benchmark ceiling: loads `url` once, then returns a function that renders the same tree with a
 * bare `renderToString` (no serialisation, no style extraction, no HTTP).
 */
export async function prepareBareRender(options: Omit<RenderOptions, 'manifest'>): Promise<() => string> {
  const { router } = createRequestRouter(options);
  const url = new URL(options.request.url);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [url.pathname + url.search] }) });
  await router.load();
  await preloadLazyHydratedParts();
  return () => renderToString(<RouterServer router={router} />);
}

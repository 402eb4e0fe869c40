import type { EmotionCache } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { stateHydrated } from '@storefront/api-client';
import { createRouter } from '@tanstack/react-router';
import { ErrorPage, NotFoundPage } from './pages/status-pages';
import { routeTree } from './routeTree.gen';
import { errorPageToggled } from './app/shell.slice';
import { AppProviders } from './app/app-providers';
import type { AppStore } from './app/app-store';
import { dehydrateAppState, rehydrateAppState, type DehydratedAppState } from './app/dehydrated-state';
import { hideInternalErrors } from './app/public-errors';
import { reloadForChunkError } from './app/navigation/chunk-reload';
import { NavigationScrollContext, createNavigationScroll } from './app/navigation/navigation-scroll';
import { parseSearch, stringifySearch } from './app/search-params';
import type { PublicEnv } from '@storefront/ssr-contract';
import type { RouterContext } from './app/router-context';

export interface AppRouterOptions extends Pick<RouterContext, 'api' | 'catalogues' | 'preferredLocale' | 'regionSuggestion' | 'rememberedCity'> {
  store: AppStore;
  env: PublicEnv;
  emotionCache: EmotionCache;
  /** CSP nonce stamped on every script the router writes. */
  nonce?: string;
  /** On the server: the request's query, which the router's history only holds re-encoded by `URLSearchParams`. */
  requestSearch?: string;
}

/** The router's query client, created on first use (in the browser: loaded with the first route that needs it). */
function lazyQueryClient(): () => Promise<QueryClient> {
  let client: Promise<QueryClient> | undefined;
  return () => (client ??= import('./app/query-client').then((module) => module.createQueryClient()));
}

/**
 * A router factory: the SSR host builds one router (with its own store, query client and Emotion
 * cache) per request; the browser builds one for the page's lifetime.
 */
export function createAppRouter(options: AppRouterOptions) {
  const { store, api, env, emotionCache, nonce, catalogues, preferredLocale, requestSearch, regionSuggestion, rememberedCity } = options;
  const navigationScroll = createNavigationScroll();
  const router = createRouter({
    routeTree,
    context: {
      store,
      api,
      queryClient: lazyQueryClient(),
      env,
      catalogues,
      preferredLocale,
      regionSuggestion,
      rememberedCity,
      // The request's (in the browser: the address bar's) own query when it is the location being
      // loaded; a location the router built for a link or a preload has no other form than its own.
      requestedSearch: (location): string => {
        const current = router.history.location;
        if (router.parseLocation(current).href !== location.href) return location.searchStr;
        return requestSearch ?? current.search;
      },
    },
    trailingSlash: 'always',
    // The query stays in the browser's form encoding (catalogue filters, a GET form's submission).
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // SPEC §9: a route's pending UI shows only once its transition has taken 100 ms.
    defaultPendingMs: 100,
    // Back and forward restore the position; new pages scroll smoothly to the top or the hash.
    scrollRestoration: navigationScroll.routerRestoresScroll,
    // Every route gets the storefront's pages, never the router's built-in ones.
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // A page whose code failed to load reloads (once per 10 s) to get the current build.
    defaultOnCatch: reloadForChunkError,
    ssr: nonce ? { nonce } : undefined,
    Wrap: ({ children }) => (
      <AppProviders store={store} emotionCache={emotionCache}>
        <NavigationScrollContext.Provider value={navigationScroll}>{children}</NavigationScrollContext.Provider>
      </AppProviders>
    ),
    // Serialised by the router (seroval): strings are escaped for the inline script context. Only
    // the Redux state the first render reads travels (see `dehydrateAppState`); route loader data
    // travels with the matches, message catalogues never do.
    dehydrate: (): DehydratedAppState => {
      // SPEC §2: the header is dark while the error page shows, in the server's HTML too. The server
      // dehydrates once its loaders are done and before it renders: the last moment to say so.
      if (router.state.matches.some((match) => match.status === 'error')) store.dispatch(errorPageToggled(true));
      // The matches are serialised after this, with their errors: only public codes may travel. Only the
      // server dehydrates: the browser's bundle leaves the function out.
      if (import.meta.env.SSR) hideInternalErrors(router.state.matches);
      return dehydrateAppState(store.getState());
    },
    hydrate: (dehydrated: DehydratedAppState) => {
      store.dispatch(stateHydrated(rehydrateAppState(dehydrated, navigator.userAgent)));
    },
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /**
     * The page shows one shopper's things (cart, order): the host never keeps its HTML for others,
     * and no shared cache may either.
     */
    private?: boolean;
  }
}

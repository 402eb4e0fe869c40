import type { EmotionCache } from '@emotion/react';
import { QueryClient, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { ErrorPage, NotFoundPage } from '../pages/status-pages';
import { routeTree } from '../routes/route-tree';
import { errorPageToggled } from '../shell/shell.slice';
import { AppProviders } from './app-providers';
import { stateHydrated, type AppState, type AppStore } from './app-store';
import { reloadForChunkError } from './navigation/chunk-reload';
import { NavigationScrollContext, createNavigationScroll } from './navigation/navigation-scroll';
import type { PublicEnv } from './public-env';
import type { RouterContext } from './router-context';

export interface AppRouterOptions extends Pick<RouterContext, 'api' | 'loadMessages' | 'preferredLocale'> {
  store: AppStore;
  env: PublicEnv;
  emotionCache: EmotionCache;
  /** CSP nonce stamped on every script the router writes. */
  nonce?: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Both states are plain JSON at run time; their libraries type cached data as `unknown`. */
interface DehydratedApp {
  redux: { [slice: string]: Json };
  query: { [key: string]: Json };
}

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
}

/**
 * A router factory: the SSR host builds one router (with its own store, query client and Emotion
 * cache) per request; the browser builds one for the page's lifetime.
 */
export function createAppRouter({ store, api, env, emotionCache, nonce, loadMessages, preferredLocale }: AppRouterOptions) {
  const queryClient = createQueryClient();
  const navigationScroll = createNavigationScroll();
  const router = createRouter({
    routeTree,
    context: { store, api, queryClient, env, loadMessages, preferredLocale },
    trailingSlash: 'always',
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
      <AppProviders store={store} queryClient={queryClient} emotionCache={emotionCache}>
        <NavigationScrollContext.Provider value={navigationScroll}>{children}</NavigationScrollContext.Provider>
      </AppProviders>
    ),
    // Serialised by the router (seroval): strings are escaped for the inline script context.
    dehydrate: (): DehydratedApp => {
      // SPEC §2: the header is dark while the error page shows, in the server's HTML too. The server
      // dehydrates once its loaders are done and before it renders: the last moment to say so.
      if (router.state.matches.some((match) => match.status === 'error')) store.dispatch(errorPageToggled(true));
      return {
        redux: store.getState() as unknown as DehydratedApp['redux'],
        query: dehydrate(queryClient) as unknown as DehydratedApp['query'],
      };
    },
    hydrate: (dehydrated: DehydratedApp) => {
      store.dispatch(stateHydrated(dehydrated.redux as unknown as Partial<AppState>));
      hydrate(queryClient, dehydrated.query as unknown as DehydratedState);
    },
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

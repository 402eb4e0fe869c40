import type { EmotionCache } from '@emotion/react';
import { QueryClient, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { ErrorPage, NotFoundPage } from '../pages/status-pages';
import { routeTree } from '../routes/route-tree';
import { AppProviders } from './app-providers';
import { stateHydrated, type AppState, type AppStore } from './app-store';
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
  return createRouter({
    routeTree,
    context: { store, api, queryClient, env, loadMessages, preferredLocale },
    trailingSlash: 'always',
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Every route gets the storefront's pages, never the router's built-in ones.
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    ssr: nonce ? { nonce } : undefined,
    Wrap: ({ children }) => (
      <AppProviders store={store} queryClient={queryClient} emotionCache={emotionCache}>
        {children}
      </AppProviders>
    ),
    // Serialised by the router (seroval): strings are escaped for the inline script context.
    dehydrate: (): DehydratedApp => ({
      redux: store.getState() as unknown as DehydratedApp['redux'],
      query: dehydrate(queryClient) as unknown as DehydratedApp['query'],
    }),
    hydrate: (dehydrated: DehydratedApp) => {
      store.dispatch(stateHydrated(dehydrated.redux as unknown as Partial<AppState>));
      hydrate(queryClient, dehydrated.query as unknown as DehydratedState);
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

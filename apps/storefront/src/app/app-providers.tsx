import { CacheProvider, type EmotionCache } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppStore } from './app-store';

export interface AppProvidersProps {
  store: AppStore;
  queryClient: QueryClient;
  emotionCache: EmotionCache;
  children: ReactNode;
}

/** Context providers that render no DOM; the router wraps the whole document in them. */
export function AppProviders({ store, queryClient, emotionCache, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <CacheProvider value={emotionCache}>{children}</CacheProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}

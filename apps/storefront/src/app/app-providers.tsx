import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppStore } from './app-store';

export interface AppProvidersProps {
  store: AppStore;
  emotionCache: EmotionCache;
  children: ReactNode;
}

/** Context providers that render no DOM; the router wraps the whole document in them. */
export function AppProviders({ store, emotionCache, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <CacheProvider value={emotionCache}>{children}</CacheProvider>
    </ReduxProvider>
  );
}

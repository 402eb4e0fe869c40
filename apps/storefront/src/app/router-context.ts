import type { QueryClient } from '@tanstack/react-query';
import type { AppStore } from './app-store';
import type { PublicEnv } from './public-env';

/** What every route's loader and component can reach; built once per request on the server. */
export interface RouterContext {
  store: AppStore;
  queryClient: QueryClient;
  env: PublicEnv;
}

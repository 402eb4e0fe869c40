import { combineSlices, configureStore, createAction, type Reducer } from '@reduxjs/toolkit';
import { baseApi, createApiClient, type ApiClientOptions, type ApiExtra } from '@storefront/api-client';
import { regionsSlice } from '@storefront/regions';
import type { AxiosInstance } from 'axios';

const rootReducer = combineSlices(baseApi, regionsSlice);
export type AppState = ReturnType<typeof rootReducer>;

/** The server's state, dispatched once on the client before the first render. */
export const stateHydrated = createAction<Partial<AppState>>('app/stateHydrated');

const hydratableReducer: Reducer<AppState> = (state, action) => {
  if (stateHydrated.match(action) && state) {
    // RTK Query keeps its own runtime config; everything else is the server's state.
    const { api, ...slices } = action.payload;
    return rootReducer({ ...state, ...slices, ...(api ? { api: { ...api, config: state.api.config } } : {}) }, action);
  }
  return rootReducer(state, action);
};

/** One API client per region backend, created on first use. */
export function regionApiClients(
  apiOrigin: string,
  options: Omit<ApiClientOptions, 'baseURL'> = {},
): ApiExtra['apiClientFor'] {
  const clients = new Map<string, AxiosInstance>();
  return (region) => {
    let client = clients.get(region);
    if (!client) {
      client = createApiClient({ ...options, baseURL: `${apiOrigin}/${encodeURIComponent(region)}/api` });
      clients.set(region, client);
    }
    return client;
  };
}

export function makeStore(extra: ApiExtra) {
  return configureStore({
    reducer: hydratableReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;

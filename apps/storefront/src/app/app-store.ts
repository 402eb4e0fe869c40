import { combineSlices, configureStore, createAction, type Reducer } from '@reduxjs/toolkit';
import { baseApi, createApiClient, type ApiClientOptions, type ApiExtra } from '@storefront/api-client';
import { deviceSlice, findRegion, regionApi, regionsSlice } from '@storefront/regions';
import type { AxiosInstance } from 'axios';
import { shellSlice } from '../shell/shell.slice';

const rootReducer = combineSlices(baseApi, regionsSlice, deviceSlice, shellSlice);
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

/** One API client per region backend (its `backApi` in this deployment), created on first use. */
export function regionApiClients(
  apiOrigin: string,
  options: Omit<ApiClientOptions, 'baseURL'> = {},
): ApiExtra['apiClientFor'] {
  const clients = new Map<string, AxiosInstance>();
  return (code) => {
    let client = clients.get(code);
    if (!client) {
      const region = findRegion(code);
      if (!region) throw new Error(`No backend is configured for region ${JSON.stringify(code)}`);
      client = createApiClient({ ...options, baseURL: regionApi(region, apiOrigin).backApi });
      clients.set(code, client);
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

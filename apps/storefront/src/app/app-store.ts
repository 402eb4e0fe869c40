import { combineSlices, configureStore, createAction, type Reducer } from '@reduxjs/toolkit';
import {
  loadApiClient,
  queryApiInstaller,
  queryCacheSlice,
  type ApiClient,
  type ApiClientOptions,
  type ApiExtra,
} from '@storefront/api-client';
import { deviceSlice, regionsSlice } from '@storefront/regions';
import { shellSlice } from './shell.slice';

// The query cache without RTK Query: RTK Query's reducer takes its place on first need (queryApiInstaller).
// Feature slices (cart, comparison) are injected by the app's pages that use them
// (`rootReducer.inject(slice)`), so their code stays out of every other page's first load.
export const rootReducer = combineSlices(queryCacheSlice, regionsSlice, deviceSlice, shellSlice);
export type AppState = ReturnType<typeof rootReducer>;

/**
 * Dispatched after a page injected a feature slice (`rootReducer.inject`): the store's state holds
 * an injected slice from its next action on, and a thunk reading it at once must find it.
 */
export const sliceInjected = createAction('app/sliceInjected');

/** The server's state, dispatched once on the client before the first render. */
export const stateHydrated = createAction<Partial<AppState>>('app/stateHydrated');

const hydratableReducer: Reducer<AppState> = (state, action) => {
  if (stateHydrated.match(action) && state) {
    // RTK Query keeps its own runtime config (it starts anew when installed); the rest is the server's.
    const { api, ...slices } = action.payload;
    const { config: _serverConfig, ...cache } = api ?? state.api;
    return rootReducer({ ...state, ...slices, api: { ...cache, config: state.api.config } }, action);
  }
  return rootReducer(state, action);
};

/**
 * One API client per region, on the region's backend in this deployment (`optionsFor`: its `backApi`
 * and, on the server, its pool and breaker), created on first use. The client's code (axios) is loaded
 * with the first request, so it is not part of the browser's first load.
 */
export function regionApiClients(optionsFor: (region: string) => ApiClientOptions | undefined): ApiExtra['apiClientFor'] {
  const clients = new Map<string, Promise<ApiClient>>();
  return (code) => {
    let client = clients.get(code);
    if (!client) {
      const options = optionsFor(code);
      if (!options) throw new Error(`No backend is configured for region ${JSON.stringify(code)}`);
      const loading = loadApiClient(options);
      // If the browser could not load the client's code, the next request tries again.
      loading.catch(() => {
        if (clients.get(code) === loading) clients.delete(code);
      });
      clients.set(code, loading);
      client = loading;
    }
    return client;
  };
}

/** The app's store. RTK Query is not in it at first: the first query that needs it installs it. */
export function makeStore(extra: ApiExtra) {
  const queryApi = queryApiInstaller(rootReducer);
  return configureStore({
    reducer: hydratableReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: { ...extra, installQueryApi: queryApi.install } } }).concat(
        queryApi.middleware,
      ),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

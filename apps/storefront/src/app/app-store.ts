import { combineSlices, configureStore, createAction, type Reducer } from '@reduxjs/toolkit';
import { baseApi, loadApiClient, stateHydrated, type ApiClient, type ApiClientOptions, type ApiExtra } from '@storefront/api-client';
import { deviceSlice, regionsSlice } from '@storefront/regions';
import { shellSlice } from './shell.slice';

// RTK Query (`baseApi`, which every domain lib extends) and the slices every page reads. Feature
// slices (cart, comparison) are injected by the app's pages that use them (`rootReducer.inject(slice)`),
// so their code stays out of every other page's first load.
export const rootReducer = combineSlices(baseApi, regionsSlice, deviceSlice, shellSlice);
export type AppState = ReturnType<typeof rootReducer>;

/**
 * Dispatched after a page injected a feature slice (`rootReducer.inject`): the store's state holds
 * an injected slice from its next action on, and a thunk reading it at once must find it.
 */
export const sliceInjected = createAction('app/sliceInjected');

/**
 * The server's state (`stateHydrated`, dispatched once in the browser before the first render): its
 * slices replace the store's, except RTK Query's, which takes the server's answers itself (the base
 * API's `extractRehydrationInfo`) and keeps its own runtime config and subscriptions.
 */
const hydratableReducer: Reducer<AppState> = (state, action) => {
  if (stateHydrated.match(action) && state) {
    const { [baseApi.reducerPath]: _api, ...slices } = action.payload as Partial<AppState>;
    return rootReducer({ ...state, ...slices }, action);
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

/** The app's store, with RTK Query's reducer and middleware; `extra` is the thunks' (and endpoints') extra argument. */
export function makeStore(extra: ApiExtra) {
  return configureStore({
    reducer: hydratableReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

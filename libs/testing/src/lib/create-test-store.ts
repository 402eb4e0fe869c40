import { combineSlices, configureStore, type Slice } from '@reduxjs/toolkit';
import { queryApiInstaller, queryCacheSlice, type ApiExtra } from '@storefront/api-client';

/** What `combineSlices` takes: a slice (or any `{ reducerPath, reducer }`), or a map of reducers. */
type SliceOrReducers = Parameters<typeof combineSlices>[number];

/** The root reducer of a test store: the query cache and `Slices`, as `combineSlices` types them. */
type TestRootReducer<Slices extends SliceOrReducers[]> = ReturnType<typeof combineSlices<[typeof queryCacheSlice, ...Slices]>>;

/** What `createTestStore` builds. */
interface TestStoreOptions<Slices extends SliceOrReducers[]> {
  /** The slices the store has from the start (a domain's or a feature's: the spec passes them in). */
  slices?: Slices;
  /** The state the store starts with, e.g. the query cache as the server filled it (`{ api: { queries } }`). */
  preloadedState?: Parameters<TestRootReducer<Slices>>[0];
  /** Slices injected once the store exists, as the app's pages inject theirs (`rootReducer.inject`). */
  inject?: readonly Slice[];
  /**
   * The thunks' extra argument (a spec that talks to the reference backend passes its clients). The
   * default is an offline backend: every request fails at once, as a network error would.
   */
  extra?: ApiExtra;
}

const offlineBackend: ApiExtra = {
  apiClientFor: (region) => Promise.reject(new Error(`This spec's store has no backend (region ${JSON.stringify(region)}).`)),
};

/**
 * A store built as the app builds its own (apps/storefront/src/app/app-store.ts `makeStore`): a
 * `combineSlices` root reducer with the query cache and `slices`, RTK Query installed on first need
 * (`queryApiInstaller`) and `extra` as the thunks' extra argument. Returns the store and its root
 * reducer, into which a spec injects a slice later as a page does (`rootReducer.inject(cartSlice)`).
 */
export function createTestStore<Slices extends SliceOrReducers[] = []>(options: TestStoreOptions<Slices> = {}) {
  const { slices = [], preloadedState, inject = [], extra = offlineBackend } = options;
  const rootReducer: TestRootReducer<Slices> = combineSlices(queryCacheSlice, ...(slices as Slices));
  const queryApi = queryApiInstaller(rootReducer);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { ...extra, installQueryApi: queryApi.install } } }).concat(queryApi.middleware),
  });
  for (const slice of inject) rootReducer.inject(slice);
  return { store, rootReducer };
}

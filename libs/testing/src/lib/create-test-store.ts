import { combineSlices, configureStore, type Middleware, type Slice } from '@reduxjs/toolkit';
import { baseApi, type ApiExtra } from '@storefront/api-client';

/** What `combineSlices` takes: a slice (or any `{ reducerPath, reducer }`), or a map of reducers. */
type SliceOrReducers = Parameters<typeof combineSlices>[number];

/** The root reducer of a test store: RTK Query's and `Slices`, as `combineSlices` types them. */
type TestRootReducer<Slices extends SliceOrReducers[]> = ReturnType<typeof combineSlices<[typeof baseApi, ...Slices]>>;

/** What `createTestStore` builds. */
interface TestStoreOptions<Slices extends SliceOrReducers[]> {
  /** The slices the store has from the start (a domain's or a feature's: the spec passes them in). */
  slices?: Slices;
  /**
   * The state the store starts with (a slice's state). Answers of the backend go into RTK Query's
   * cache through its public API instead: `store.dispatch(api.util.upsertQueryData(endpoint, args, data))`.
   */
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
 * `combineSlices` root reducer with RTK Query's `baseApi` and `slices`, its middleware, and `extra` as
 * the thunks' extra argument. Returns the store and its root reducer, into which a spec injects a
 * slice later as a page does (`rootReducer.inject(cartSlice)`).
 */
export function createTestStore<Slices extends SliceOrReducers[] = []>(options: TestStoreOptions<Slices> = {}) {
  const { slices = [], preloadedState, inject = [], extra = offlineBackend } = options;
  const rootReducer: TestRootReducer<Slices> = combineSlices(baseApi, ...(slices as Slices));
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // RTK Query's middleware reads its own slice, which this root reducer holds; TypeScript cannot see
    // that through the generic `Slices`.
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware as Middleware),
  });
  for (const slice of inject) rootReducer.inject(slice);
  return { store, rootReducer };
}

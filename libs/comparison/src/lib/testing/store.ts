import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { queryApiInstaller, queryCacheSlice, type ApiExtra } from '@storefront/api-client';
import { comparisonSlice } from '../state/comparison.slice';

/**
 * A store built as the app builds its own (test-only): the query cache, RTK Query installed on first
 * need through `extra`, and the comparison injected afterwards as pages do (unless `inject` is false:
 * the page's sync injects it).
 */
export function comparisonTestStore(extra: ApiExtra, { inject = true } = {}) {
  const rootReducer = combineSlices(queryCacheSlice);
  const queryApi = queryApiInstaller(rootReducer);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { ...extra, installQueryApi: queryApi.install } } }).concat(queryApi.middleware),
  });
  if (inject) rootReducer.inject(comparisonSlice);
  return { store, rootReducer };
}

// RTK Query itself: the storefront's one API, its base query and the documented hydration of the
// server's answers (`extractRehydrationInfo`). Part of every store from the start.
import { createAction } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn, type CombinedState } from '@reduxjs/toolkit/query/react';
import { fetchApi, type ApiError, type ApiExtra, type ApiRequest, type ApiRequestError, type ApiResult } from './request';

const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, api): Promise<ApiResult> => {
  try {
    return { data: await fetchApi(api.extra as ApiExtra, request, api.signal) };
  } catch (error) {
    return { error: (error as ApiRequestError).apiError };
  }
};

/**
 * The server's state, slice by slice, dispatched once in the browser before the first render. The
 * app's reducer applies its slices; RTK Query takes its own (`api`) through `extractRehydrationInfo`.
 */
export const stateHydrated = createAction<Record<string, unknown>>('app/stateHydrated');

/**
 * The one RTK Query API of the storefront. It has no endpoints: each domain lib adds its own with
 * `baseApi.injectEndpoints(...)`, so tags can be invalidated across libs. The browser's store takes
 * the server's cached answers from `stateHydrated` (RTK Query's documented hydration): a component
 * mounting on an answer the server sent renders it without asking again.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    // The server's `api` slice as it sent it (apps/storefront/src/app/dehydrated-state.ts); RTK Query
    // takes its settled answers and keeps its own config and subscriptions.
    if (!stateHydrated.match(action)) return undefined;
    return action.payload[reducerPath] as CombinedState<Record<never, never>, never, 'api'> | undefined;
  },
});

/** The part of a store RTK Query owns: what the endpoints' selectors read (`api.endpoints.x.select(args)`). */
export interface BaseApiHost {
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
}

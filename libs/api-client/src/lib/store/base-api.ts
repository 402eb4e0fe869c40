// RTK Query itself: the storefront's one API and its base query. The browser loads this module (and
// RTK Query with it) on first need, through `ApiExtra.installQueryApi` and the endpoint modules of
// the domain libs; pages render from the cache the server filled (`defineQuery`, query-cache.ts).
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query';
import { QUERY_REDUCER_PATH } from './query-cache';
import { fetchApi, type ApiError, type ApiExtra, type ApiRequest, type ApiRequestError, type ApiResult } from './request';

const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, api): Promise<ApiResult> => {
  try {
    return { data: await fetchApi(api.extra as ApiExtra, request, api.signal) };
  } catch (error) {
    return { error: (error as ApiRequestError).apiError };
  }
};

/**
 * The one RTK Query API of the storefront. It has no endpoints: each domain lib adds its own with
 * `baseApi.injectEndpoints(...)` in a module of its own that only `defineQuery` loads, so tags can
 * be invalidated across libs.
 */
export const baseApi = createApi({
  reducerPath: QUERY_REDUCER_PATH,
  baseQuery: axiosBaseQuery,
  endpoints: () => ({}),
});

/** RTK Query's state in the store, at `QUERY_REDUCER_PATH`. */
export type BaseApiState = ReturnType<typeof baseApi.reducer>;

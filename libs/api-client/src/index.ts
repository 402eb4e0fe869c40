export { encodeQuery } from './lib/http/query-encoding';
export type { QueryParams } from './lib/http/query-encoding';
export type { ApiClientOptions } from './lib/http/api-client';
export { createResponseCache } from './lib/http/response-cache';
export type { ResponseCache } from './lib/http/response-cache';
export { ApiRequestError, fetchApi, loadApiClient } from './lib/store/request';
export type { ApiClient, ApiError, ApiExtra } from './lib/store/request';
// RTK Query on demand: what pages read and the store needs, without RTK Query's runtime. RTK Query
// itself (`baseApi`, for the endpoint modules) is '@storefront/api-client/query'.
export {
  defineQuery,
  queryApiInstaller,
  queryCacheKey,
  queryCacheSlice,
  queryErrorStatus,
  skipQuery,
} from './lib/store/query-cache';
export type { QueryCacheHost } from './lib/store/query-cache';
// The backend contract: its paths, and its types only. Nothing here loads zod, axios or axios-retry,
// so they stay out of the browser's first load: endpoints name their schema (`schema: 'init'`, see
// `ResponseSchemaName`) and the request code, loaded on the first request, validates with it.
// The schemas themselves (for the backend and contract tests) are '@storefront/api-client/contract'.
export { apiPaths } from './lib/contract/paths';
export { priceNow } from './lib/contract/price-now';
export type { PricedProduct } from './lib/contract/price-now';
export type * from './contract';

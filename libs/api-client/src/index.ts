export { encodeQuery } from './lib/http/query-encoding';
export type { QueryParams } from './lib/http/query-encoding';
export type { ApiClientOptions } from './lib/http/api-client';
export { createResponseCache } from './lib/http/response-cache';
export type { ResponseCache } from './lib/http/response-cache';
export { ApiRequestError, fetchApi, loadApiClient } from './lib/store/request';
export type { ApiClient, ApiError, ApiExtra } from './lib/store/request';
// RTK Query: the one base API each domain lib extends (`baseApi.injectEndpoints`), the hydration
// action it takes the server's answers from, and what components pass to a generated hook to skip it.
export { baseApi, stateHydrated } from './lib/store/base-api';
export type { BaseApiHost } from './lib/store/base-api';
export { queryErrorStatus } from './lib/store/query-error';
export { skipToken } from '@reduxjs/toolkit/query/react';
// The backend contract: its paths, and its types only. Nothing here loads zod, axios or axios-retry,
// so they stay out of the browser's first load: endpoints name their schema (`schema: 'init'`, see
// `ResponseSchemaName`) and the request code, loaded on the first request, validates with it.
// The schemas themselves (for the backend and contract tests) are '@storefront/api-client/contract'.
export { apiPaths } from './lib/contract/paths';
// Issue 34's paths, kept apart from `apiPaths`: only the booking route's and the product page's deferred code use them.
export { bookingPaths } from './lib/contract/booking-paths';
export { priceNow, reductionPercent } from './lib/contract/price-now';
export type { PricedProduct } from './lib/contract/price-now';
export type * from './contract';

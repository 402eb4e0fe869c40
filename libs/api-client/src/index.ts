export { encodeQuery } from './lib/http/query-encoding';
export type { QueryParams, QueryValue } from './lib/http/query-encoding';
export { API_DEFAULTS, RETRY_STATUSES, backoffDelay, createApiClient, isRetryable } from './lib/http/api-client';
export type { ApiClientOptions } from './lib/http/api-client';
export { createResponseCache } from './lib/http/response-cache';
export type { ResponseCache, ResponseCacheOptions } from './lib/http/response-cache';
export { ApiRequestError, axiosBaseQuery, baseApi, fetchApi } from './lib/store/base-api';
export type { ApiError, ApiExtra, ApiRequest } from './lib/store/base-api';
export { useAppDispatch, useAppSelector, useAppStore } from './lib/store/store-hooks';
export type { AppDispatch } from './lib/store/store-hooks';
// The backend contract (schemas, types and paths), also importable alone as '@storefront/api-client/contract'.
export * from './contract';

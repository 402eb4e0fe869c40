import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { isAxiosError, type AxiosInstance, type Method } from 'axios';
import type { z } from 'zod';
import { encodeQuery, type QueryParams } from '../http/query-encoding';
import type { ResponseCache } from '../http/response-cache';

/** What every store built for the storefront carries as its thunk extra argument. */
export interface ApiExtra {
  /** The API client of a region's backend (the region is part of every request and cache key). */
  apiClientFor(region: string): AxiosInstance;
  /** The server's short per-region cache of startup data (`ApiRequest.shared`); none in the browser. */
  responseCache?: ResponseCache;
}

export interface ApiRequest {
  region: string;
  url: string;
  method?: Method;
  params?: QueryParams;
  data?: unknown;
  /** Validates the answer; a malformed answer becomes a PARSING_ERROR, never a crash. */
  schema?: z.ZodType;
  /**
   * Startup data, the same for every shopper of a region and locale: the server may answer it from
   * its short cache (`ApiExtra.responseCache`) instead of asking the backend on every request.
   */
  shared?: boolean;
}

export type ApiError =
  | { status: number; data: unknown }
  | { status: 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR'; error: string; data?: undefined };

type ApiResult = { data: unknown; error?: undefined } | { error: ApiError; data?: undefined };

/** Thrown by `fetchApi` with the same `ApiError` an RTK Query endpoint would report. */
export class ApiRequestError extends Error {
  constructor(readonly apiError: ApiError) {
    super('error' in apiError ? apiError.error : `HTTP ${apiError.status}`);
    this.name = 'ApiRequestError';
  }
}

async function loadOnce(extra: ApiExtra, request: ApiRequest, signal?: AbortSignal): Promise<unknown> {
  const { region, url, method = 'GET', params, data, schema } = request;
  try {
    const response = await extra.apiClientFor(region).request({ url, method, params, data, signal });
    if (!schema) return response.data;
    const parsed = schema.safeParse(response.data);
    if (parsed.success) return parsed.data;
    throw new ApiRequestError({ status: 'PARSING_ERROR', error: `Unexpected response from ${url}: ${parsed.error.message}` });
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    if (isAxiosError(error)) {
      if (error.response) throw new ApiRequestError({ status: error.response.status, data: error.response.data });
      const status = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
      throw new ApiRequestError({ status, error: error.message });
    }
    throw new ApiRequestError({ status: 'FETCH_ERROR', error: String(error) });
  }
}

/**
 * One request to a region's backend, validated by its schema. Shared (startup) GETs go through the
 * server's response cache when there is one; the region and the full query are part of the key.
 * Rejects with an `ApiRequestError`, never with anything else.
 */
export function fetchApi(extra: ApiExtra, request: ApiRequest, signal?: AbortSignal): Promise<unknown> {
  const { region, url, method = 'GET', params, shared } = request;
  if (!shared || !extra.responseCache || method !== 'GET') return loadOnce(extra, request, signal);
  // A shared load outlives the request that started it, so it is not tied to that request's signal.
  return extra.responseCache.get(`${region} ${url}?${encodeQuery(params)}`, () => loadOnce(extra, request));
}

export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, api): Promise<ApiResult> => {
  try {
    return { data: await fetchApi(api.extra as ApiExtra, request, api.signal) };
  } catch (error) {
    return { error: (error as ApiRequestError).apiError };
  }
};

/**
 * The one RTK Query API of the storefront. It has no endpoints: each domain lib adds its own with
 * `baseApi.injectEndpoints(...)`, so tags can be invalidated across libs.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  endpoints: () => ({}),
});

import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { isAxiosError, type AxiosInstance, type Method } from 'axios';
import type { z } from 'zod';
import type { QueryParams } from '../http/query-encoding';

/** What every store built for the storefront carries as its thunk extra argument. */
export interface ApiExtra {
  /** The API client of a region's backend (the region is part of every request and cache key). */
  apiClientFor(region: string): AxiosInstance;
}

export interface ApiRequest {
  region: string;
  url: string;
  method?: Method;
  params?: QueryParams;
  data?: unknown;
  /** Validates the answer; a malformed answer becomes a PARSING_ERROR, never a crash. */
  schema?: z.ZodType;
}

export type ApiError =
  | { status: number; data: unknown }
  | { status: 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR'; error: string; data?: undefined };

export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, api) => {
  const { region, url, method = 'GET', params, data, schema } = request;
  try {
    const client = (api.extra as ApiExtra).apiClientFor(region);
    const response = await client.request({ url, method, params, data, signal: api.signal });
    if (!schema) return { data: response.data };
    const parsed = schema.safeParse(response.data);
    return parsed.success
      ? { data: parsed.data }
      : { error: { status: 'PARSING_ERROR', error: `Unexpected response from ${url}: ${parsed.error.message}` } };
  } catch (error) {
    if (isAxiosError(error)) {
      if (error.response) return { error: { status: error.response.status, data: error.response.data } };
      const status = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
      return { error: { status, error: error.message } };
    }
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
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

import type { AxiosInstance } from 'axios';
import type { ResponseOf, ResponseSchemaName } from '../contract/responses';
import type { ApiClientOptions } from '../http/api-client';
import type { ResponseCache } from '../http/response-cache';
import type { ApiError, ApiRequest } from './api-request';

export type { ApiError, ApiRequest, ApiResult } from './api-request';

/** A region backend's HTTP client (`loadApiClient`). */
export type ApiClient = AxiosInstance;

/** What every store built for the storefront carries as its thunk extra argument. */
export interface ApiExtra {
  /**
   * The API client of a region's backend (the region is part of every request and cache key), or
   * the promise of it (`loadApiClient`, so the browser loads the client's code with its first request).
   */
  apiClientFor(region: string): ApiClient | Promise<ApiClient>;
  /** The server's short per-region cache of startup data (`ApiRequest.shared`); none in the browser. */
  responseCache?: ResponseCache;
}

/** Thrown by `fetchApi` with the same `ApiError` an RTK Query endpoint would report. */
export class ApiRequestError extends Error {
  constructor(readonly apiError: ApiError) {
    super('error' in apiError ? apiError.error : `HTTP ${apiError.status}`);
    this.name = 'ApiRequestError';
  }
}

/**
 * The request code (axios, axios-retry, zod and the schemas) behind the one dynamic import of this
 * lib: a chunk of its own in the browser, loaded with the first backend request; on the server, a
 * module already loaded after the first request. A chunk that fails to load (offline, a new
 * deployment) is a failed request, never a crash.
 */
async function loadTransport() {
  try {
    return await import('./transport');
  } catch (error) {
    throw new ApiRequestError({ status: 'FETCH_ERROR', error: String(error) });
  }
}

/** A region backend's client (JSON, timeout, relative URLs only, retries of idempotent requests). */
export async function loadApiClient(options: ApiClientOptions): Promise<ApiClient> {
  return (await loadTransport()).createApiClient(options);
}

/** The extra argument's clients, as the transport takes them. */
const clientsOf = (extra: ApiExtra) => (region: string) => extra.apiClientFor(region);

async function loadOnce(extra: ApiExtra, request: ApiRequest, signal?: AbortSignal): Promise<unknown> {
  const result = await (await loadTransport()).requestOnce(clientsOf(extra), request, signal);
  if (result.error) throw new ApiRequestError(result.error);
  return result.data;
}

/**
 * One request to a region's backend, validated by its schema. Shared (startup) GETs go through the
 * server's response cache when there is one; the region's backend and the full query are its key.
 * Rejects with an `ApiRequestError`, never with anything else.
 */
export function fetchApi<Name extends ResponseSchemaName>(
  extra: ApiExtra,
  request: ApiRequest & { schema: Name },
  signal?: AbortSignal,
): Promise<ResponseOf<Name>>;
export function fetchApi(extra: ApiExtra, request: ApiRequest, signal?: AbortSignal): Promise<unknown>;
export async function fetchApi(extra: ApiExtra, request: ApiRequest, signal?: AbortSignal): Promise<unknown> {
  const { method = 'GET', shared } = request;
  const cache = extra.responseCache;
  if (!shared || !cache || method !== 'GET') return loadOnce(extra, request, signal);
  // A shared load outlives the request that started it, so it is not tied to that request's signal.
  return cache.get(await (await loadTransport()).sharedKey(clientsOf(extra), request), () => loadOnce(extra, request));
}

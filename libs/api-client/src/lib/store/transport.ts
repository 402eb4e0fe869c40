// The heavy half of a backend request: axios (with axios-retry), zod and the response schemas.
// Only `request.ts` imports this module, and only dynamically (`import('./transport')`), so in the
// browser it is a chunk of its own, loaded with the first backend request, never in the first load.
import { isAxiosError, type AxiosInstance } from 'axios';
import { responseSchemas, type ResponseSchemaName } from '../contract/responses';
import type { z } from '../contract/zod';
import { withPageLocale } from '../http/page-locale';
import { encodeQuery } from '../http/query-encoding';
import type { ApiError, ApiRequest, ApiResult } from './api-request';

/** A region's client, as `ApiExtra.apiClientFor` gives it (request.ts passes it in). */
type ClientFor = (region: string) => AxiosInstance | Promise<AxiosInstance>;

export { createApiClient } from '../http/api-client';

const schemas: Readonly<Record<ResponseSchemaName, z.ZodType>> = responseSchemas;

/**
 * The response cache's key of a shared request: the backend's API of the region (its `baseURL`, so that
 * two backends never share an answer), the path and the query as sent. A region without a client gets a
 * key of its own; its request then fails as such.
 */
export async function sharedKey(clientFor: ClientFor, { region, url, params }: ApiRequest): Promise<string> {
  const backend = await (async () => (await clientFor(region)).defaults.baseURL)().catch(() => undefined);
  return `${backend ?? region} ${url}?${encodeQuery(params)}`;
}

/**
 * One request, its answer validated by the named schema. Never rejects: a failure is an `ApiError`
 * (which `request.ts` throws as an `ApiRequestError`, a class this chunk does not need to carry).
 */
export async function requestOnce(clientFor: ClientFor, request: ApiRequest, signal?: AbortSignal): Promise<ApiResult> {
  const { region, url, method = 'GET', params, data, headers, schema } = request;
  try {
    const client = await clientFor(region);
    // Every answer is in the page's language: a request that names no locale gets the page's.
    const response = await client.request({ url, method, params: withPageLocale(params), data, headers, signal });
    if (!schema) return { data: response.data };
    const parsed = schemas[schema].safeParse(response.data);
    if (parsed.success) return { data: parsed.data };
    return { error: { status: 'PARSING_ERROR', error: `Unexpected response from ${url}: ${parsed.error.message}` } };
  } catch (error) {
    return { error: toApiError(error) };
  }
}

function toApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    if (error.response) return { status: error.response.status, data: error.response.data };
    const status = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
    return { status, error: error.message };
  }
  return { status: 'FETCH_ERROR', error: String(error) };
}

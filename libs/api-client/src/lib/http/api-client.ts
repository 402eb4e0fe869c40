import axios, { getAdapter, type AxiosAdapter, type AxiosError, type AxiosInstance } from 'axios';
import axiosRetry, { isNetworkError } from 'axios-retry';
import { encodeQuery, type QueryParams } from './query-encoding';

/** Statuses SPEC §7 names as worth a retry. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Methods a retry cannot duplicate. POST and PATCH are never retried automatically. */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['get', 'head', 'options', 'put', 'delete']);

export const API_DEFAULTS = {
  timeoutMs: 8_000,
  retries: 2,
  retryBaseDelayMs: 150,
  retryMaxDelayMs: 2_000,
} as const;

export interface ApiClientOptions {
  /** Absolute base, e.g. `http://127.0.0.1:4000/ae/api`. Request URLs are always relative to it. */
  baseURL: string;
  timeoutMs?: number;
  retries?: number;
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  /** Node only: the backend's own connection pool (`http.Agent`, `https.Agent`); browsers have none. */
  httpAgent?: unknown;
  httpsAgent?: unknown;
  /**
   * Runs every attempt of a request (each retry too): the server's circuit breaker of this backend,
   * which may refuse an attempt at once by throwing instead of calling it.
   */
  guard?: <T>(attempt: () => Promise<T>) => Promise<T>;
}

/** True when a failed request may be sent again without risk of doing its work twice. */
function isRetryable(error: AxiosError): boolean {
  const method = (error.config?.method ?? 'get').toLowerCase();
  if (!IDEMPOTENT_METHODS.has(method)) return false;
  if (error.response) return RETRY_STATUSES.has(error.response.status);
  return isNetworkError(error);
}

/** Exponential backoff with full jitter: a random delay in [0, min(max, base * 2^(n-1))]. */
export function backoffDelay(retryNumber: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, retryNumber - 1));
  return Math.round(random() * ceiling);
}

/**
 * One axios instance per backend base URL: JSON only, a timeout, relative URLs only
 * (`allowAbsoluteUrls: false`, so a path can never send the request to another host),
 * `name[]=v` query encoding, and retries for idempotent requests only.
 */
/** axios' own transport for this platform, each call run through `guard`. */
function guardedAdapter(guard: NonNullable<ApiClientOptions['guard']>): AxiosAdapter {
  const transport = getAdapter(axios.defaults.adapter);
  return (config) => guard(() => transport(config));
}

export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const retryBaseDelayMs = options.retryBaseDelayMs ?? API_DEFAULTS.retryBaseDelayMs;
  const retryMaxDelayMs = options.retryMaxDelayMs ?? API_DEFAULTS.retryMaxDelayMs;
  const client = axios.create({
    baseURL: options.baseURL,
    allowAbsoluteUrls: false,
    timeout: options.timeoutMs ?? API_DEFAULTS.timeoutMs,
    headers: { Accept: 'application/json' },
    paramsSerializer: { serialize: (params) => encodeQuery(params as QueryParams) },
    ...(options.httpAgent ? { httpAgent: options.httpAgent } : {}),
    ...(options.httpsAgent ? { httpsAgent: options.httpsAgent } : {}),
    ...(options.guard ? { adapter: guardedAdapter(options.guard) } : {}),
  });
  axiosRetry(client, {
    retries: options.retries ?? API_DEFAULTS.retries,
    // Replaces axios-retry's default condition, which also retries POST on network errors.
    retryCondition: isRetryable,
    retryDelay: (retryNumber) => backoffDelay(retryNumber, retryBaseDelayMs, retryMaxDelayMs),
    shouldResetTimeout: true,
  });
  return client;
}

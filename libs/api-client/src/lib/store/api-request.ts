import type { Method } from 'axios';
import type { ResponseSchemaName } from '../contract/responses';
import type { QueryParams } from '../http/query-encoding';

// A backend request and its outcome: the types both halves of a request share, the light one
// (request.ts, in the first load) and the heavy one it imports dynamically (transport.ts).

export interface ApiRequest {
  region: string;
  url: string;
  method?: Method;
  params?: QueryParams;
  data?: unknown;
  /** Extra request headers, e.g. the `Idempotency-Key` of an order or a call-back request. */
  headers?: Readonly<Record<string, string>>;
  /**
   * The name of the schema that validates the answer (`responseSchemas` of the contract); a
   * malformed answer becomes a PARSING_ERROR, never a crash.
   */
  schema?: ResponseSchemaName;
  /**
   * Startup data, the same for every shopper of a region and locale: the server may answer it from
   * its short cache (`ApiExtra.responseCache`) instead of asking the backend on every request.
   */
  shared?: boolean;
}

export type ApiError =
  | { status: number; data: unknown }
  | { status: 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR'; error: string; data?: undefined };

export type ApiResult = { data: unknown; error?: undefined } | { error: ApiError; data?: undefined };

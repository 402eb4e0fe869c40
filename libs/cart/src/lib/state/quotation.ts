import { ApiRequestError, apiPaths, fetchApi, type ApiError, type ApiExtra } from '@storefront/api-client';
import type { CartLine, CartQuotation } from './cart-line';

/** What a quotation request came to. */
export type QuotationOutcome =
  | { kind: 'priced'; quotation: CartQuotation }
  /** A 422 naming `cart[i].product_id`: the backend no longer sells these products. */
  | { kind: 'unsold'; productIds: number[] }
  /** 5xx, a timeout, the network, a malformed answer, or a 422 about something else. */
  | { kind: 'failed'; error: ApiError };

/** The path a 422's issue names a product the country no longer sells by: `cart[2].product_id`. */
export const UNSOLD_PATH = /^cart\[(\d+)\]\.product_id$/;

/** The products a 422's `issues` name as not sold (`cart[i].product_id`), by the lines that were sent. */
function unsoldProductIds(error: ApiError, lines: readonly CartLine[]): number[] {
  if (error.status !== 422 || typeof error.data !== 'object' || error.data === null) return [];
  const issues = (error.data as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return [];
  const ids = new Set<number>();
  for (const issue of issues) {
    const match = UNSOLD_PATH.exec(String((issue as { path?: unknown } | null)?.path ?? ''));
    const line = match ? lines[Number(match[1])] : undefined;
    if (line) ids.add(line.product_id);
  }
  return [...ids];
}

/**
 * SPEC §7 `POST quotation/get` for the lines, with the warranty each line keeps (the backend prices
 * it). Through `fetchApi`, without RTK Query: the quotation is the cart's own state, not a cache that
 * pages share. Never rejects.
 */
export async function requestQuotation(extra: ApiExtra, region: string, lines: readonly CartLine[]): Promise<QuotationOutcome> {
  const cart = lines.map(({ product_id, quantity, warranty }) => ({ product_id, quantity, warranty }));
  try {
    const quotation = await fetchApi(extra, { region, url: apiPaths.quotation, method: 'POST', data: { cart }, schema: 'quotation' });
    return { kind: 'priced', quotation };
  } catch (error) {
    const apiError: ApiError =
      error instanceof ApiRequestError ? error.apiError : { status: 'FETCH_ERROR', error: String(error) };
    const productIds = unsoldProductIds(apiError, lines);
    return productIds.length ? { kind: 'unsold', productIds } : { kind: 'failed', error: apiError };
  }
}

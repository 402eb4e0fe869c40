import type { CartLine, CartQuotation } from './cart-line';

/**
 * The seam of SPEC §4's quotation refresh. Issue 14 builds the request here: POST `quotation/get`
 * with `{ cart: lines.map(({ product_id, quantity }) => ({ product_id, quantity })) }`, as an
 * endpoint injected into `baseApi` in a `quotation.api.ts` that only this function imports
 * dynamically (docs/decisions.md, "RTK Query on demand"), answering the quotation or undefined when
 * the request failed. Until then there is no request: the answer is "no new quotation", and the
 * state keeps the one it has (the empty quotation).
 */
export async function requestQuotation(_region: string, _lines: readonly CartLine[]): Promise<CartQuotation | undefined> {
  return undefined;
}

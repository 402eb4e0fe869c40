import { ApiRequestError, apiPaths, fetchApi, type ApiExtra } from '@storefront/api-client';
import { CART_CONTRACT_LIMITS, type CartProduct } from './cart-line';

/**
 * The catalogue's cards of these products (`GET /products/?ids=7,9`): their names, slugs and
 * pictures, for lines no quotation has priced (the quotation failed) and for lines left out of an
 * oversized cart. At most a cart's worth (100) per request; never rejects: a failure names nothing.
 */
export async function requestProducts(extra: ApiExtra, region: string, ids: readonly number[]): Promise<CartProduct[]> {
  const wanted = [...new Set(ids)].slice(0, CART_CONTRACT_LIMITS.maxLines);
  if (!wanted.length) return [];
  try {
    const list = await fetchApi(extra, {
      region,
      url: apiPaths.products,
      params: { ids: wanted.join(','), itemsPerPage: wanted.length },
      schema: 'productList',
    });
    return list.items.map(({ id, name, slug, image }) => ({ id, name, slug, image }));
  } catch (error) {
    console.warn('The cart could not look its products up; their lines stay unnamed.', error instanceof ApiRequestError ? error.apiError.status : String(error));
    return [];
  }
}

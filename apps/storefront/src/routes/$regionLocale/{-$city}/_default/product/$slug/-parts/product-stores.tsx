// The product page's "where to see and ride it": the regions lib's endpoint and list, composed with the
// region's booking switch. Rendered by the deferred `ProductMore` part and loaded
// through it, so the first load carries none of it (docs/adr/0284-product-stores-in-a-deferred-part.md).
import { useGetShopQuery } from '@storefront/catalog';
import type { LocaleCode } from '@storefront/locales';
import { ProductStores, productStoresApi, useGetProductStoresQuery, type ProductStoresArgs } from '@storefront/regions';
import type { AppStore } from '../../../../../../../app/app-store';

/**
 * The loader's half (it imports `product-more.tsx`, never the endpoint, so the loader's chunk stays as light):
 * the stores that carry the product, in the store the server renders and the browser hydrates from. A
 * failure is logged and leaves the section out; it never fails the page.
 */
export async function loadProductStores(store: AppStore, args: ProductStoresArgs): Promise<void> {
  const { error } = await store.dispatch(productStoresApi.endpoints.getProductStores.initiate(args, { subscribe: false }));
  if (error) console.error(`The stores with product ${args.productId} (${args.region}_${args.locale}) could not be loaded`, error);
}

export interface ProductStoresPartProps {
  productId: number;
  /** The region's code (`ae`). */
  region: string;
  locale: LocaleCode;
}

/**
 * The stores with the product, from the loader's answer, each linked to the booking page where the region
 * takes bookings (`/init/shop` `features.hasCallbackForms`). Nothing when no store has the model or the
 * answer failed. The stores' `LocalBusiness` JSON-LD stays on the about-us page, the stores' own page: a
 * product page describes the product (its `Product` JSON-LD), and every byte here is the product page's.
 */
export function ProductStoresPart({ productId, region, locale }: ProductStoresPartProps) {
  const { data } = useGetProductStoresQuery({ region, locale, productId });
  const { data: shop } = useGetShopQuery({ region, locale });
  if (!data?.items.length) return null;
  return <ProductStores stores={data} bookable={shop?.features.hasCallbackForms ?? false} />;
}

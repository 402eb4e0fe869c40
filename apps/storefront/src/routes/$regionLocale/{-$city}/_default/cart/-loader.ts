import { queryErrorStatus } from '@storefront/api-client';
import { ORDER_SLUG, orderApi } from '@storefront/cart';
import { catalogApi } from '@storefront/catalog';
import { regionsApi, type RegionLocale } from '@storefront/regions';
import { notFound } from '@tanstack/react-router';
import type { AppStore } from '../../../../../app/app-store';
import { publicError } from '../../../../../app/public-errors';

/**
 * The cart routes' loaders, in their own chunk. The cart's: the country's shop settings (cart limits, which payment
 * and call-back features it has). Without them the page still works with the contract's bounds.
 */
export async function loadCartPage({ store, regionLocale }: { store: AppStore; regionLocale: RegionLocale }) {
  const args = { region: regionLocale.region.code, locale: regionLocale.locale };
  const { error } = await store.dispatch(catalogApi.endpoints.getShop.initiate(args, { subscribe: false }));
  if (error) console.error(`Shop settings of ${args.region}_${args.locale} could not be loaded for the cart`, error);
  return { shopArgs: args };
}

/**
 * The order page's loader: a slug that cannot be an order's is a 404 without a backend call, one the
 * backend does not know in this country a 404 (SPEC §8); any other failure is the error page. The
 * country's stores and cities name the pickup store and the delivery city (their ids otherwise), its
 * shop settings give the time zone the order's time is written in.
 */
export async function loadOrderPage({ slug, store, regionLocale }: { slug: string; store: AppStore; regionLocale: RegionLocale }) {
  if (!ORDER_SLUG.test(slug)) throw notFound();
  const region = regionLocale.region.code;
  const { locale } = regionLocale;
  const args = { region, locale, slug };
  const [{ data: order, error }] = await Promise.all([
    store.dispatch(orderApi.endpoints.getOrder.initiate(args, { subscribe: false })),
    store.dispatch(regionsApi.endpoints.getStores.initiate({ region, locale }, { subscribe: false })),
    store.dispatch(regionsApi.endpoints.getCities.initiate({ region, locale }, { subscribe: false })),
    store.dispatch(catalogApi.endpoints.getShop.initiate({ region, locale }, { subscribe: false })),
  ]);
  if (!order) {
    if (queryErrorStatus(error) === 404) throw notFound();
    // The backend's answer is logged, never carried into the page.
    console.error(`Order ${slug.slice(0, 4)}… of ${region}_${locale} could not be loaded`, error);
    throw publicError('order-unavailable', 'The order could not be loaded');
  }
  return { args, number: order.number };
}

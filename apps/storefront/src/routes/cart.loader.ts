import { shopQuery } from '@storefront/catalog';
import type { RegionLocale } from '@storefront/regions';
import type { AppStore } from '../app/app-store';

/**
 * The cart route's loader, in its own chunk: the country's shop settings (cart limits, which payment
 * and call-back features it has). Without them the page still works with the contract's bounds.
 */
export async function loadCartPage({ store, regionLocale }: { store: AppStore; regionLocale: RegionLocale }) {
  const args = { region: regionLocale.region.code, locale: regionLocale.locale };
  const { error } = await store.dispatch(shopQuery.fetch(args));
  if (error) console.error(`Shop settings of ${args.region}_${args.locale} could not be loaded for the cart`, error);
  return { shopArgs: args };
}

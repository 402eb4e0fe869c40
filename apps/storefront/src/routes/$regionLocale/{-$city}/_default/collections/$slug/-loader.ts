import { queryErrorStatus } from '@storefront/api-client';
import { catalogApi, slugOf } from '@storefront/catalog';
import type { RegionLocale } from '@storefront/regions';
import { notFound } from '@tanstack/react-router';
import type { AppStore } from '../../../../../../app/app-store';

/**
 * The collection route's loader (`route.tsx` beside it), in its own chunk like the
 * catalogue's: a slug that cannot name a collection is a 404 without a backend call, one the backend
 * does not know a 404; any other failure is logged and leaves the page its error state.
 */
export async function loadCollectionPage({ slug: param, store, regionLocale }: { slug: string; store: AppStore; regionLocale: RegionLocale }) {
  const slug = slugOf(param);
  if (slug === null) throw notFound();
  const args = { region: regionLocale.region.code, locale: regionLocale.locale, slug };
  const { data, error } = await store.dispatch(catalogApi.endpoints.getCollection.initiate(args, { subscribe: false }));
  if (!data) {
    if (queryErrorStatus(error) === 404) throw notFound();
    // The backend's answer is logged, never carried into the page (it would travel in the dehydrated error).
    console.error(`Collection ${slug} of ${args.region}_${args.locale} could not be loaded`, error);
  }
  return { args, title: data?.title, description: data?.description };
}

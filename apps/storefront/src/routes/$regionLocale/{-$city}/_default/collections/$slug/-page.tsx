import { useGetCollectionQuery } from '@storefront/catalog';
import { getRouteApi } from '@tanstack/react-router';
import { lazyHydrated } from '../../../../../../app/lazy-hydrated';
import { Page } from '../../../../../../pages/list-page-parts';

const collectionRoute = getRouteApi('/$regionLocale/{-$city}/_default/collections/$slug');

// Server-rendered in full, hydrated from its own chunk once the browser is idle: the trail and the
// cards are links until then, exactly what they do without JavaScript (as on the category page).
const CollectionView = lazyHydrated('collection', () => import('./-parts/collection-view').then((module) => module.CollectionView));

/**
 * `/collections/{slug}/`: breadcrumbs, the collection's hero (title, description, count, picture)
 * and its products in the collection's order as the catalogue's cards; designed states for a
 * collection without products in the country and for one that did not load (with a retry).
 */
export function CollectionPage() {
  const { args } = collectionRoute.useLoaderData();
  const { data: collection, isError } = useGetCollectionQuery(args);
  return (
    <Page aria-labelledby="collection-title">
      <CollectionView collection={collection} isError={isError} />
    </Page>
  );
}

import { catalogApi, type CollectionArgs } from '@storefront/catalog';
import type { AnyRouteMatch } from '@tanstack/react-router';
import { rootContextOf } from '../../../../../../app/route-data';
import { breadcrumbListJsonLd, regionRootOf } from '../../../../../-shared/catalog-head';

/**
 * A collection page's JSON-LD: `BreadcrumbList` (the region's home, the collection) and `ItemList`
 * of its products in the collection's order, each with its product page's URL. Nothing while the
 * collection did not load.
 */
export function collectionJsonLd(
  matches: readonly AnyRouteMatch[],
  { args, homeName }: { args: CollectionArgs; homeName: string },
  absoluteUrl: (path: string) => string,
): object[] {
  const { store } = rootContextOf(matches);
  const collection = store && catalogApi.endpoints.getCollection.select(args)(store.getState())?.data;
  if (!collection) return [];
  const root = regionRootOf(matches, 'collections');
  const breadcrumbs = breadcrumbListJsonLd([
    { name: homeName, url: absoluteUrl(root) },
    { name: collection.title, url: absoluteUrl(`${root}collections/${collection.slug}/`) },
  ]);
  const list = collection.products.length
    ? [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: collection.title,
          itemListOrder: 'https://schema.org/ItemListOrderAscending',
          numberOfItems: collection.products.length,
          itemListElement: collection.products.map((product, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: product.name,
            url: absoluteUrl(`${root}product/${product.slug}/`),
          })),
        },
      ]
    : [];
  return [breadcrumbs, ...list];
}

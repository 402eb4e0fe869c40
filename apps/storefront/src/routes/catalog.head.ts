import { categoryQuery, productListQuery, type CategoryPathArgs, type ProductListArgs } from '@storefront/catalog';
import type { AnyRouteMatch } from '@tanstack/react-router';
import { rootContextOf } from '../app/route-data';

interface CategoryPageData {
  categoryArgs: CategoryPathArgs;
  listArgs: ProductListArgs;
}

/**
 * A category page's JSON-LD: `BreadcrumbList` (the catalogue, the ancestors, the category) and
 * `ItemList` of the products on the page, in their order, each with its product page's URL.
 */
export function categoryJsonLd(
  matches: readonly AnyRouteMatch[],
  { categoryArgs, listArgs }: CategoryPageData,
  absoluteUrl: (path: string) => string,
): object[] {
  const { store } = rootContextOf(matches);
  const state = store?.getState();
  const category = state && categoryQuery.select(categoryArgs)(state)?.data;
  if (!category) return [];
  const pathname = matches[matches.length - 1]?.pathname ?? '';
  // The region root of the page (`/ae_en/` or `/ae_en/dubai/`): what precedes `catalog/`.
  const root = pathname.slice(0, pathname.indexOf('/catalog/') + 1);
  const trail = [...category.ancestors, category];
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      item: absoluteUrl(`${root}catalog/${item.path}/`),
    })),
  };
  const items = (state && productListQuery.select(listArgs)(state)?.data?.items) ?? [];
  const list = items.length
    ? [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: category.title,
          itemListElement: items.map((product, index) => ({
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

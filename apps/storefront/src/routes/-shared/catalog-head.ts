import { catalogApi, type CategoryPathArgs, type ProductListArgs } from '@storefront/catalog';
import type { AnyRouteMatch } from '@tanstack/react-router';
import { rootContextOf } from '../../app/route-data';

type AbsoluteUrl = (path: string) => string;

/** The region root of a page (`/ae_en/` or `/ae_en/dubai/`): what precedes its section (`catalog/`, `product/`). */
export function regionRootOf(matches: readonly AnyRouteMatch[], section = 'catalog'): string {
  // The router drops the trailing slash of a match's path: `/ae_en/catalog` is the section's root too.
  const pathname = `${matches[matches.length - 1]?.pathname ?? ''}/`;
  return pathname.slice(0, pathname.indexOf(`/${section}/`) + 1);
}

/** schema.org `BreadcrumbList` of a trail, each step with its absolute URL. */
export function breadcrumbListJsonLd(trail: readonly { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, url }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: url })),
  };
}

/**
 * A list page's `ItemList`: the products on the page, in their order, each with its product page's
 * URL; nothing while the list has no products (or did not load).
 */
export function itemListJsonLd(
  matches: readonly AnyRouteMatch[],
  { name, listArgs }: { name: string; listArgs: ProductListArgs },
  absoluteUrl: AbsoluteUrl,
): object[] {
  const root = regionRootOf(matches);
  const state = rootContextOf(matches).store?.getState();
  const items = (state && catalogApi.endpoints.getProductList.select(listArgs)(state)?.data?.items) ?? [];
  if (!items.length) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name,
      itemListElement: items.map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: product.name,
        url: absoluteUrl(`${root}product/${product.slug}/`),
      })),
    },
  ];
}

/**
 * A category page's JSON-LD: `BreadcrumbList` (the catalogue's path through the ancestors to the
 * category) and the `ItemList` of its products.
 */
export function categoryJsonLd(
  matches: readonly AnyRouteMatch[],
  { categoryArgs, listArgs }: { categoryArgs: CategoryPathArgs; listArgs: ProductListArgs },
  absoluteUrl: AbsoluteUrl,
): object[] {
  const state = rootContextOf(matches).store?.getState();
  const category = state && catalogApi.endpoints.getCategoryByPath.select(categoryArgs)(state)?.data;
  if (!category) return [];
  const root = regionRootOf(matches);
  const breadcrumbs = breadcrumbListJsonLd(
    [...category.ancestors, category].map((item) => ({ name: item.title, url: absoluteUrl(`${root}catalog/${item.path}/`) })),
  );
  return [breadcrumbs, ...itemListJsonLd(matches, { name: category.title, listArgs }, absoluteUrl)];
}

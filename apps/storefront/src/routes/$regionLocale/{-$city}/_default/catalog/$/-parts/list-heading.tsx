import { CategoryIntro, ProductsIntro } from '@storefront/catalog';
import type { ComponentProps } from 'react';

export type ListHeadingProps = { count?: number } & (
  | { category: ComponentProps<typeof CategoryIntro>['category'] }
  | { products: Omit<ComponentProps<typeof ProductsIntro>, 'count'> }
);

/**
 * A list's head with its number of products once known: a category's trail, title and sub-categories,
 * or, for every product, the search (with a field to search again), the offer or the filters it shows.
 */
export function ListHeading(props: ListHeadingProps) {
  return 'category' in props ? <CategoryIntro category={props.category} count={props.count} /> : <ProductsIntro {...props.products} count={props.count} />;
}

import styled from '@emotion/styled';
import type { ProductSummary } from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';
import type { AnalyticsItemList } from '@storefront/analytics';
import type { ReactNode } from 'react';
import { trackSelectItem, useViewItemList } from '../analytics/list-analytics';
import { ProductCard } from '../product-card/product-card';

/** How many cards load their picture eagerly: the first row on most screens. */
const EAGER_CARDS = 4;

export interface ProductGridProps {
  products: readonly ProductSummary[];
  locale: LocaleCode;
  /** ISO country of the region (`AE`), for number formats. */
  country: string;
  /**
   * The cards' actions slot, filled by the app ("add to cart", "add to comparison"): the catalogue
   * never imports the cart or comparison libs (docs/adr/0054-features-meet-in-the-app-through-slots.md).
   */
  renderActions?: (product: ProductSummary) => ReactNode;
  /** A backend image path as the browser fetches it (the app's image URL builder). */
  imageUrl?: (path: string) => string;
  /** The list the products are in, for GA4: `view_item_list` when shown, `select_item` when one is chosen. */
  list?: AnalyticsItemList;
  /**
   * The first card's picture is the page's likely LCP element (preloaded, high priority), and the
   * first row's load eagerly. `false` when the page has a bigger picture above the grid (a
   * collection's hero, a product's gallery): then every card loads lazily, so that none competes
   * with that picture (React writes a preload link for each eager `<img>` it renders on the server).
   * Default `true`.
   */
  firstImagePriority?: boolean;
}

/** A list's products as cards, two columns on phones up to four on wide screens; mirrored in RTL. */
export function ProductGrid({ products, locale, country, renderActions, imageUrl, list, firstImagePriority = true }: ProductGridProps) {
  useViewItemList(products, list);
  return (
    <Grid>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            locale={locale}
            country={country}
            // Under the list's title (the page's h1): a level-3 name would skip a level.
            headingLevel={2}
            imageLoading={firstImagePriority && index < EAGER_CARDS ? 'eager' : 'lazy'}
            imagePriority={firstImagePriority && index === 0}
            imageUrl={imageUrl}
            actions={renderActions?.(product)}
            onSelect={list && (() => trackSelectItem(product, list, index))}
          />
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
  ${({ theme }) => theme.media.up('xl')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  > li {
    display: flex;
    min-inline-size: 0;
  }
`;

import styled from '@emotion/styled';
import { AddToCartButton, CartAdditionForm, useCartSync } from '@storefront/cart';
import { ProductGrid, type ProductGridProps } from '@storefront/catalog';
import { CompareToggle, useComparisonSync } from '@storefront/comparison';
import { rootReducer } from '../app/app-store';
import { useCartSlice } from '../app/use-cart-slice';

export interface ProductGridWithActionsProps extends Omit<ProductGridProps, 'renderActions'> {
  /** The region's code (`ae`): whose cart and comparison the cards' buttons change. */
  region: string;
}

/**
 * The catalogue's grid with "add to cart" and "add to comparison" on every card, composed here
 * because it joins three features (docs/adr/0054-features-meet-in-the-app-through-slots.md). Pages load it as
 * a later-hydrated part, so none of the cart's or the comparison's code is in their first load; the grid
 * is a form to the cart page, so a tap on a card's "add to cart" before then still adds the product.
 */
export function ProductGridWithActions({ region, ...grid }: ProductGridWithActionsProps) {
  useCartSlice();
  useCartSync(region);
  useComparisonSync(region, rootReducer);
  return (
    <GridPurchase>
      <ProductGrid
        {...grid}
        renderActions={(product) => (
          <>
            <AddToCartButton product={product} region={region} variant="green" size="catalog" fullWidth submit />
            <CompareToggle product={product} region={region} size="catalog" fullWidth />
          </>
        )}
      />
    </GridPurchase>
  );
}

/** The grid lays out the cards: the form adds no box of its own. */
const GridPurchase = styled(CartAdditionForm)`
  display: contents;
`;

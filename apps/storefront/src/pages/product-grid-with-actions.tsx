import styled from '@emotion/styled';
import { AddToCartButton, useCartSync } from '@storefront/cart';
import { ProductGrid, type ProductGridProps } from '@storefront/catalog';
import { CompareToggle, useComparisonSync } from '@storefront/comparison';
import { useRegionPath } from '@storefront/regions';
import { rootReducer } from '../app/app-store';
import { useCartSlice } from '../app/use-cart-slice';

export interface ProductGridWithActionsProps extends Omit<ProductGridProps, 'renderActions'> {
  /** The region's code (`ae`): whose cart and comparison the cards' buttons change. */
  region: string;
}

/**
 * The catalogue's grid with "add to cart" and "add to comparison" on every card, composed here
 * because it joins three features (docs/adr/0054-features-meet-in-the-app-through-slots.md). Pages load it as
 * a later-hydrated part, so none of the cart's or the comparison's code is in their first load; the grid is a form to the
 * cart page, so a tap on a card's "add to cart" before then still adds the product.
 */
export function ProductGridWithActions({ region, ...grid }: ProductGridWithActionsProps) {
  useCartSlice();
  useCartSync(region);
  useComparisonSync(region, rootReducer);
  const cartPath = useRegionPath()('cart');
  // As the product page's buy box: a tap on a card's "add to cart" before the grid has hydrated submits the
  // grid's form with that button's `add`, and the cart page adds the product
  // (docs/adr/0231-one-deferred-hydration-primitive.md).
  return (
    <GridPurchase action={cartPath} onSubmit={(event) => event.preventDefault()}>
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
const GridPurchase = styled.form`
  display: contents;
`;

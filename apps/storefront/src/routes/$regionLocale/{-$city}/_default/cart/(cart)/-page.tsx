import styled from '@emotion/styled';
import { cartViewMessages } from '@storefront/cart';
import { useGetShopQuery } from '@storefront/catalog';
import { Heading } from '@storefront/ui';
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { lazyHydrated } from '../../../../../../app/lazy-hydrated';
import { Page } from '../../../../../../pages/list-page-parts';

const regionRoute = getRouteApi('/$regionLocale');
const cartRoute = getRouteApi('/$regionLocale/{-$city}/_default/cart/(cart)/');

// The cart lives in the browser's storage: the server renders its placeholder, and the cart's code
// (slice, quotation, lines, summary) arrives in its own chunk, outside the first load.
const CartPanel = lazyHydrated('cart', () => import('./-parts/cart-panel').then((module) => module.CartPanel));

/** `/cart/`: the region's cart (lines, quantities, the backend's quotation), then the checkout. */
export function CartPage() {
  const { regionLocale } = regionRoute.useRouteContext();
  const { shopArgs } = cartRoute.useLoaderData();
  const { data: shop } = useGetShopQuery(shopArgs);
  return (
    <CartFrame aria-labelledby="cart-title">
      <Heading level={1} id="cart-title">
        <FormattedMessage {...cartViewMessages.title} />
      </Heading>
      <CartPanel region={regionLocale.region} locale={regionLocale.locale} shop={shop} />
    </CartFrame>
  );
}

const CartFrame = styled(Page)`
  padding-block-end: ${({ theme }) => theme.space[12]};
`;

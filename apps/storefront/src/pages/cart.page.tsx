import styled from '@emotion/styled';
import { CartContents, cartViewMessages, selectCartState, useCartSelector } from '@storefront/cart';
import { shopQuery } from '@storefront/catalog';
import { Button, Heading } from '@storefront/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCartSlice } from '../app/use-cart-slice';
import { useBackendImageUrl } from './home/backend-image';
import { Page } from './list-page-parts';
import { cartPageMessages as messages } from './cart-page.messages';

const regionRoute = getRouteApi('/$regionLocale');
const cartRoute = getRouteApi('/$regionLocale/{-$city}/default-layout/cart');

/**
 * `/cart/`: the region's cart (lines, quantities, the backend's quotation), then the checkout. The
 * app composes it: the cart's contents, the catalogue's shop settings (limits, features), the
 * checkout form loaded when the shopper asks for it.
 */
export function CartPage() {
  useCartSlice();
  const intl = useIntl();
  const { regionLocale } = regionRoute.useRouteContext();
  const { shopArgs } = cartRoute.useLoaderData();
  const { data: shop } = shopQuery.useQuery(shopArgs);
  const imageUrl = useBackendImageUrl();
  const { region } = regionLocale;
  const [checkingOut, setCheckingOut] = useState(false);
  const { loading, quotationStatus, lines } = useCartSelector(selectCartState);
  const ready = lines.length > 0 && !loading && quotationStatus === 'success';

  return (
    <CartFrame aria-labelledby="cart-title">
      <Heading level={1} id="cart-title">
        <FormattedMessage {...cartViewMessages.title} />
      </Heading>
      <CartContents
        region={region.code}
        locale={regionLocale.locale}
        country={region.iso2}
        currency={region.currency}
        limits={shop?.cartLimits}
        imageUrl={imageUrl}
        checkout={
          checkingOut ? null : (
            <Button variant="green" size="lg" fullWidth disabled={!ready} onClick={() => setCheckingOut(true)}>
              {intl.formatMessage(messages.checkout)}
            </Button>
          )
        }
      />
    </CartFrame>
  );
}

const CartFrame = styled(Page)`
  padding-block-end: ${({ theme }) => theme.space[12]};
`;

import styled from '@emotion/styled';
import type { InitShop, Order } from '@storefront/api-client';
import {
  CallbackRequest,
  CartContents,
  CheckoutForm,
  hasCheckoutDraft,
  selectCartState,
  useCartAddition,
  useCartSelector,
} from '@storefront/cart';
import { RecentlyViewed } from '@storefront/catalog';
import type { LocaleCode } from '@storefront/locales';
import { useRegionPath, type RegionConfig } from '@storefront/regions';
import { Button, Skeleton } from '@storefront/ui';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useFormToken } from '../../../../../../../app/public-env';
import { useCartSlice } from '../../../../../../../app/use-cart-slice';
import { cartPageMessages as messages } from './cart-page.messages';
import { useBackendImageUrl } from '../../../../../../../app/backend-image';

// The draft changes only by this tab's own checkout, which is already open then.
const noSubscription = () => () => undefined;

const cartRoute = getRouteApi('/$regionLocale/{-$city}/_default/cart/(cart)/');

export interface CartPanelProps {
  region: RegionConfig;
  locale: LocaleCode;
  /** The country's shop settings (cart limits, features); undefined when they did not load. */
  shop: InitShop | undefined;
}

/**
 * The cart's lines and totals, the checkout under them and the call-back request beside them,
 * composed here because it joins the cart with the app's pieces
 * (docs/adr/0054-features-meet-in-the-app-through-slots.md). The server renders the cart's placeholder
 * (the lines are in the browser's storage). The checkout form loads when the shopper opens it. A checkout
 * left with a draft (a reload) opens again.
 */
export function CartPanel({ region, locale, shop }: CartPanelProps) {
  useCartSlice();
  const intl = useIntl();
  const formToken = useFormToken(region.code);
  const router = useRouter();
  const regionPath = useRegionPath();
  const imageUrl = useBackendImageUrl();
  const [opened, setCheckingOut] = useState(false);
  // A reload during checkout opens it again with what was typed (the draft in session storage): read in
  // the browser after hydration, as the server knows nothing of the tab's storage.
  const drafted = useSyncExternalStore(noSubscription, () => hasCheckoutDraft(region.code), () => false);
  const checkingOut = opened || drafted;
  const { loading, quotationStatus, lines } = useCartSelector(selectCartState);
  const ready = lines.length > 0 && !loading && quotationStatus === 'success';
  const features = shop?.features;
  // An addition the product page's form sent before it had hydrated: made here, then left out of the address.
  const added = useCallback(() => void router.navigate({ href: regionPath('cart'), replace: true }), [router, regionPath]);
  useCartAddition(region.code, cartRoute.useSearch(), shop?.cartLimits, added);

  // An order paid online goes on to the provider's page, which sends the shopper back to the order's.
  const placed = (order: Order) => {
    if (order.paymentUrl) window.location.assign(order.paymentUrl);
    else void router.navigate({ href: regionPath(`cart/${order.slug}`) });
  };

  return (
    <CartContents
      region={region.code}
      locale={locale}
      country={region.iso2}
      currency={region.currency}
      limits={shop?.cartLimits}
      instalments={shop?.instalments}
      imageUrl={imageUrl}
      checkout={
        checkingOut ? null : (
          <Button variant="green" size="lg" fullWidth disabled={!ready} onClick={() => setCheckingOut(true)}>
            {intl.formatMessage(messages.checkout)}
          </Button>
        )
      }
      below={
        checkingOut && lines.length > 0 ? (
          <Suspense fallback={<Skeleton shape="rect" height="32rem" />}>
            <CheckoutForm
              region={region}
              locale={locale}
              features={{ hasOnlinePayment: features?.hasOnlinePayment ?? false, hasTabby: features?.hasTabby ?? false, instalments: shop?.instalments, hasCaptcha: features?.hasCaptcha ?? false }}
              orderPath={`${regionPath('cart')}{order}/`}
              onPlaced={placed}
              // "Proceed to checkout" is gone: focus goes into the form that replaced it.
              focusOnMount
            />
          </Suspense>
        ) : null
      }
      // An empty cart leads back to what the shopper looked at (under `preferences` consent; its code loads lazily).
      empty={<RecentlyViewed region={region.code} locale={locale} country={region.iso2} imageUrl={imageUrl} />}
      aside={
        features?.hasCallbackForms ? (
          <Help>
            <p>{intl.formatMessage(messages.help)}</p>
            <CallbackRequest region={region} locale={locale} formToken={formToken} hasCaptcha={features.hasCaptcha} variant="outlined" fullWidth />
          </Help>
        ) : null
      }
    />
  );
}

const Help = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

import { CartContents, selectCartState, useCartSelector } from '@storefront/cart';
import type { InitShop } from '@storefront/api-client';
import type { RegionConfig } from '@storefront/regions';
import type { LocaleCode } from '@storefront/locales';
import { Button } from '@storefront/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCartSlice } from '../app/use-cart-slice';
import { cartPageMessages as messages } from './cart-page.messages';
import { useBackendImageUrl } from './home/backend-image';

export interface CartPanelProps {
  region: RegionConfig;
  locale: LocaleCode;
  /** The country's shop settings (cart limits, features); undefined when they did not load. */
  shop: InitShop | undefined;
}

/**
 * The cart's lines and totals with the checkout under them, composed here because it joins the
 * cart with the app's pieces (docs/decisions.md "Features meet in the app"). The server renders the
 * cart's placeholder (the lines are in the browser's storage); this part hydrates from its own chunk.
 */
export function CartPanel({ region, locale, shop }: CartPanelProps) {
  useCartSlice();
  const intl = useIntl();
  const imageUrl = useBackendImageUrl();
  const [checkingOut, setCheckingOut] = useState(false);
  const { loading, quotationStatus, lines } = useCartSelector(selectCartState);
  const ready = lines.length > 0 && !loading && quotationStatus === 'success';

  return (
    <CartContents
      region={region.code}
      locale={locale}
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
  );
}

import { AddToCartButton, useCartSync } from '@storefront/cart';
import { ComparisonView, useComparisonSync } from '@storefront/comparison';
import type { LocaleCode } from '@storefront/locales';
import type { RegionConfig } from '@storefront/regions';
import { rootReducer } from '../../../../../../app/app-store';
import { useCartSlice } from '../../../../../../app/use-cart-slice';
import { useBackendImageUrl } from '../../../../../../app/backend-image';

export interface ComparisonPanelProps {
  region: RegionConfig;
  locale: LocaleCode;
}

/**
 * The comparison with the cart's "add to cart" in each filled slot, composed here because it joins
 * two features (docs/adr/0054-features-meet-in-the-app-through-slots.md). The server renders the comparison's
 * placeholder (it lives in the browser's storage); this part hydrates from its own chunk.
 */
export function ComparisonPanel({ region, locale }: ComparisonPanelProps) {
  useComparisonSync(region.code, rootReducer);
  useCartSlice();
  useCartSync(region.code);
  const imageUrl = useBackendImageUrl();
  return (
    <ComparisonView
      region={region.code}
      locale={locale}
      country={region.iso2}
      imageUrl={imageUrl}
      renderActions={(product) => (
        <AddToCartButton
          product={{ id: product.id, name: product.title, slug: product.slug, image: product.image, inStock: product.inStock, preOrder: product.preOrder }}
          region={region.code}
          size="sm"
          fullWidth
        />
      )}
    />
  );
}

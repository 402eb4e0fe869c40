import styled from '@emotion/styled';
import type { ProductDetail, ProductSummary } from '@storefront/api-client';
import { ProductDetails, RecentlyViewed, productPageMessages } from '@storefront/catalog';
import type { LocaleCode } from '@storefront/locales';
import { FormattedMessage } from 'react-intl';
import { useBackendImageUrl } from '../../../../../../../app/backend-image';
import { ProductGridWithActions } from '../../../../../../../pages/product-grid-with-actions';
import { ProductStoresPart } from './product-stores';

// The loader fills the stores' answer through this module, the chunk the page loads for this part anyway.
export { loadProductStores } from './product-stores';

export interface ProductMoreProps {
  product: ProductDetail;
  /** More products of the category (the product itself left out); none shows no section. */
  related: readonly ProductSummary[];
  /** The region's code (`ae`): whose cart and comparison the related cards' buttons change. */
  region: string;
  locale: LocaleCode;
  country: string;
}

/**
 * What the product page shows below the purchase: the stores of the region that have the model (where to
 * see and ride it, `product-stores.tsx`), the description and the characteristics, then more
 * products of the category as the catalogue's cards with the cart's and the comparison's buttons, then
 * the shopper's recently viewed products, whose lazy code records this view (under `preferences` consent
 * only) and so costs the page's first load nothing.
 */
export function ProductMore({ product, related, region, locale, country }: ProductMoreProps) {
  const imageUrl = useBackendImageUrl();
  return (
    <>
      <ProductStoresPart productId={product.id} region={region} locale={locale} />
      <ProductDetails description={product.description} characteristics={product.characteristics} locale={locale} country={country} />
      {related.length > 0 ? (
        <Related aria-labelledby="related-title">
          <h2 id="related-title">
            <FormattedMessage {...productPageMessages.related} />
          </h2>
          <ProductGridWithActions
            products={related}
            region={region}
            locale={locale}
            country={country}
            imageUrl={imageUrl}
            list={{ id: `related:${product.slug}`, name: 'Related products' }}
            firstImagePriority={false}
          />
        </Related>
      ) : null}
      <RecentlyViewed
        region={region}
        locale={locale}
        country={country}
        imageUrl={imageUrl}
        record={{ id: product.id, slug: product.slug, name: product.name }}
      />
    </>
  );
}

const Related = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

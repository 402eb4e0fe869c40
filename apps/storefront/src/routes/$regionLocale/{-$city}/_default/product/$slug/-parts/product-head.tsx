// The product page's parts a shopper acts on: its head (trail, gallery, buy box) and its services.
import styled from '@emotion/styled';
import type { InitShop, ProductDetail } from '@storefront/api-client';
import { ProductGallery, ProductTrail, ServiceIcons, type RegionFeatureFlags } from '@storefront/catalog';
import type { LocaleCode } from '@storefront/locales';
import type { RegionConfig } from '@storefront/regions';
import { useBackendImageUrl } from '../../../../../../../app/backend-image';
import { ProductBuyBox, type ProductBuyBoxProps } from './product-buy-box';

/**
 * The product page's head: the trail through the catalogue, then the gallery (swiped, zoomed) beside
 * the buy box (`ProductBuyBox`).
 */
export function ProductHead(props: ProductBuyBoxProps) {
  const { product } = props;
  const imageUrl = useBackendImageUrl();
  return (
    <>
      <ProductTrail product={product} />
      <Top>
        <ProductGallery images={product.images} name={product.name} imageUrl={imageUrl} />
        <ProductBuyBox {...props} />
      </Top>
    </>
  );
}

export interface ProductServicesProps {
  product: Pick<ProductDetail, 'id' | 'name'>;
  region: RegionConfig;
  locale: LocaleCode;
  /** The region's `/init/shop` features (none while they did not load). */
  features: RegionFeatureFlags & Partial<Pick<InitShop['features'], 'hasCaptcha'>>;
}

/**
 * The product's services (catalog's `ServiceIcons`); where the region takes call-back requests, the
 * test-drive tile leads to the booking page with this product (issue 34).
 */
export function ProductServices({ product, features }: ProductServicesProps) {
  return <ServiceIcons features={features} productId={product.id} />;
}

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(20rem, 2fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[10]};
  }
`;

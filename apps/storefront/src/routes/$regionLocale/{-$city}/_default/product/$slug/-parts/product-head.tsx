import styled from '@emotion/styled';
import { ProductGallery, ProductTrail } from '@storefront/catalog';
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

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(20rem, 2fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[10]};
  }
`;

import styled from '@emotion/styled';
import { productPageMessages, productQuery, relatedProductsQuery, shopQuery } from '@storefront/catalog';
import type { ProductDetail } from '@storefront/api-client';
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { lazyHydrated } from '../../../../../../app/lazy-hydrated';
import { useBackendImageUrl } from '../../../../../../app/backend-image';
import { Page } from '../../../../../../pages/list-page-parts';

const regionRoute = getRouteApi('/$regionLocale');
const productRoute = getRouteApi('/$regionLocale/{-$city}/_default/product/$slug');

// Server-rendered in full, hydrated from their own chunks once the browser is idle: the gallery swipes
// (CSS scroll snapping) and the links work before then; the purchase controls are native radios and
// buttons that come alive with their chunk.
const productParts = () => import('@storefront/catalog/product');
const ProductTrail = lazyHydrated('product trail', () => productParts().then((module) => module.ProductTrail));
const ProductGallery = lazyHydrated('product gallery', () => productParts().then((module) => module.ProductGallery));
// The services with the test drive booked on the page (the cart's call-back request): from the buy box's chunk.
const ProductServices = lazyHydrated('product services', () => import('./-parts/product-buy-box').then((module) => module.ProductServices));
const ProductDetails = lazyHydrated('product details', () => productParts().then((module) => module.ProductDetails));
const ProductBuyBox = lazyHydrated('product buy box', () => import('./-parts/product-buy-box').then((module) => module.ProductBuyBox));
const ProductGrid = lazyHydrated('related products', () => import('../../../../../../pages/product-grid-with-actions').then((module) => module.ProductGridWithActions));

/** Every region offers these until its shop settings say otherwise (they did not load). */
const NO_FEATURES = { hasTabby: false, hasOnlinePayment: false, hasCallbackForms: false };

/**
 * `/product/{slug}/`: the trail through the catalogue, the gallery beside the buy box (name, facts,
 * price, offer, stock, warranty, quantity, "add to cart", "add to comparison"), the region's
 * services, the description and characteristics, and more products of the category.
 */
export function ProductPage() {
  const { args } = productRoute.useLoaderData();
  const { data: product } = productQuery.useQuery(args);
  // The loader has the product (or the page is the 404 or the error page): nothing to wait for.
  return product ? <ProductView product={product} /> : null;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { relatedArgs } = productRoute.useLoaderData();
  const { regionLocale } = regionRoute.useRouteContext();
  const { locale } = regionLocale;
  const country = regionLocale.region.iso2;
  const imageUrl = useBackendImageUrl();
  const { data: shop } = shopQuery.useQuery({ region: regionLocale.region.code, locale });
  const { data: related } = relatedProductsQuery.useQuery(relatedArgs);
  // The loader asks for one more than shown: the product itself is left out.
  const others = (related?.items ?? []).filter((item) => item.id !== product.id).slice(0, relatedArgs.itemsPerPage - 1);

  return (
    <ProductFrame aria-labelledby="product-title" data-product={product.slug}>
      <ProductTrail product={product} />
      <Top>
        <ProductGallery images={product.images} name={product.name} imageUrl={imageUrl} />
        <ProductBuyBox product={product} region={regionLocale.region} locale={locale} country={country} shop={shop} />
      </Top>
      <ProductServices product={product} region={regionLocale.region} locale={locale} features={shop?.features ?? NO_FEATURES} />
      <ProductDetails description={product.description} characteristics={product.characteristics} locale={locale} country={country} />
      {others.length > 0 ? (
        <Related aria-labelledby="related-title">
          <h2 id="related-title">
            <FormattedMessage {...productPageMessages.related} />
          </h2>
          <ProductGrid
            products={others}
            region={regionLocale.region.code}
            locale={locale}
            country={country}
            imageUrl={imageUrl}
            list={{ id: `related:${product.slug}`, name: 'Related products' }}
            firstImagePriority={false}
          />
        </Related>
      ) : null}
    </ProductFrame>
  );
}

/** The catalogue's frame, capped on wide screens: a product reads best at a bounded width. */
const ProductFrame = styled(Page)`
  max-inline-size: 100rem;
  padding-block-end: ${({ theme }) => theme.space[10]};
  gap: ${({ theme }) => theme.space[8]};
`;

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(20rem, 2fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[10]};
  }
`;

const Related = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

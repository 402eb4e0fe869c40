import styled from '@emotion/styled';
import { useGetProductQuery, useGetRelatedProductsQuery, useGetShopQuery } from '@storefront/catalog';
import type { ProductDetail } from '@storefront/api-client';
import { getRouteApi } from '@tanstack/react-router';
import { lazyHydrated } from '../../../../../../app/lazy-hydrated';
import { Page } from '../../../../../../pages/list-page-parts';

const regionRoute = getRouteApi('/$regionLocale');
const productRoute = getRouteApi('/$regionLocale/{-$city}/_default/product/$slug');

// Server-rendered in full, hydrated from their own chunks once the browser is idle: the gallery swipes
// (CSS scroll snapping) and the links work before then, the purchase controls are native radios and
// buttons that come alive with their chunk. The services share the head's chunk (the cart's call-back
// request books the test drive).
const productHead = () => import('./-parts/product-head');
const ProductHead = lazyHydrated('product head', () => productHead().then((module) => module.ProductHead));
const ProductServices = lazyHydrated('product services', () => productHead().then((module) => module.ProductServices));
const ProductMore = lazyHydrated('product details and related', () => import('./-parts/product-more').then((module) => module.ProductMore));

/** Every region offers these until its shop settings say otherwise (they did not load). */
const NO_FEATURES = { hasTabby: false, hasOnlinePayment: false, hasCallbackForms: false };

/**
 * `/product/{slug}/`: the trail through the catalogue, the gallery beside the buy box (name, facts,
 * price, offer, stock, warranty, quantity, "add to cart", "add to comparison"), the region's
 * services, the description and characteristics, and more products of the category.
 */
export function ProductPage() {
  const { args } = productRoute.useLoaderData();
  const { data: product } = useGetProductQuery(args);
  // The loader has the product (or the page is the 404 or the error page): nothing to wait for.
  return product ? <ProductView product={product} /> : null;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { relatedArgs } = productRoute.useLoaderData();
  const { regionLocale } = regionRoute.useRouteContext();
  const { locale } = regionLocale;
  const country = regionLocale.region.iso2;
  const { data: shop } = useGetShopQuery({ region: regionLocale.region.code, locale });
  const { data: related } = useGetRelatedProductsQuery(relatedArgs);
  // The loader asks for one more than shown: the product itself is left out.
  const others = (related?.items ?? []).filter((item) => item.id !== product.id).slice(0, relatedArgs.itemsPerPage - 1);

  return (
    <ProductFrame aria-labelledby="product-title" data-product={product.slug}>
      <ProductHead product={product} region={regionLocale.region} locale={locale} country={country} shop={shop} />
      <ProductServices product={product} region={regionLocale.region} locale={locale} features={shop?.features ?? NO_FEATURES} />
      <ProductMore product={product} related={others} region={regionLocale.region.code} locale={locale} country={country} />
    </ProductFrame>
  );
}

/** The catalogue's frame, capped on wide screens: a product reads best at a bounded width. */
const ProductFrame = styled(Page)`
  max-inline-size: 100rem;
  padding-block-end: ${({ theme }) => theme.space[10]};
  gap: ${({ theme }) => theme.space[8]};
`;

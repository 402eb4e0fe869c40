import { catalogApi, productJsonLd, productSummaryText, type ProductArgs } from '@storefront/catalog';
import type { AnyRouteMatch } from '@tanstack/react-router';
import { appMessages } from '../../../../../../app/messages';
import { pageIntlOf, regionDataOf, rootContextOf } from '../../../../../../app/route-data';
import { breadcrumbListJsonLd, regionRootOf } from '../../../../../-shared/catalog-head';
import { pageHead } from '../../../../../-shared/page-head';
import { pageHeadMessages } from '../../../../../../app/page-head.messages';
import type { ProductPictures } from './-loader';

/** A meta description's length where search results cut it. */
const DESCRIPTION_LENGTH = 160;

function clip(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

/**
 * A product page's head: the product's name as the title, its first paragraph as the description,
 * its first picture as the link preview, and JSON-LD `Product` with its `Offer` (with the region's VAT,
 * return and delivery policies, which the loader builds) and the
 * `BreadcrumbList` of its category's path. A product that did not load is not to be indexed.
 */
export function productHead(matches: readonly AnyRouteMatch[], loaded: { args: ProductArgs; pictures: ProductPictures; offerPolicies?: Record<string, unknown> | undefined } | undefined) {
  const args = loaded?.args;
  const { store, env } = rootContextOf(matches);
  const product = args && store && catalogApi.endpoints.getProduct.select(args)(store.getState())?.data;
  const region = regionDataOf(matches)?.regionLocale.region;
  if (!product || !region || !env) {
    return pageHead(matches, { page: appMessages.product, description: pageHeadMessages.sectionDescription, noindex: true });
  }
  const intl = pageIntlOf(matches);
  const root = regionRootOf(matches, 'product');
  return pageHead(matches, {
    page: product.name,
    description: clip(productSummaryText(product), DESCRIPTION_LENGTH),
    type: 'product',
    image: loaded.pictures.preview,
    jsonLd: (absoluteUrl) => [
      productJsonLd({
        product,
        url: absoluteUrl(`${root}product/${product.slug}/`),
        images: loaded.pictures.all,
        brand: intl.formatMessage(appMessages.brand),
        offerPolicies: loaded.offerPolicies,
      }),
      breadcrumbListJsonLd([
        ...product.ancestors.map((item) => ({ name: item.title, url: absoluteUrl(`${root}catalog/${item.path}/`) })),
        { name: product.name, url: absoluteUrl(`${root}product/${product.slug}/`) },
      ]),
    ],
  });
}

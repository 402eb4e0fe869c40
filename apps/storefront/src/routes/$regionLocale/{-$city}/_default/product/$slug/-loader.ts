import { priceNow, queryErrorStatus } from '@storefront/api-client';
import { catalogApi, offerPoliciesJsonLd, slugOf } from '@storefront/catalog';
import type { ProductDetail } from '@storefront/api-client/contract';
import type { RegionLocale } from '@storefront/regions';
import { notFound } from '@tanstack/react-router';
import type { AppStore } from '../../../../../../app/app-store';
import { publicError } from '../../../../../../app/public-errors';
import { sharedPicture } from '../../../../../../app/shared-pictures';

/** Related products a product page shows (a row of four on desktop). */
const RELATED_COUNT = 4;

/**
 * The product route's loader (`route.tsx` beside it), in its own chunk: a slug that cannot name
 * a product is a 404 without a backend call, one the backend does not sell in the country a 404
 * (SPEC §8); any other failure of the product is the error page (500). Related products and the
 * stores that carry the product that fail leave only their block empty or absent; shop settings that fail leave the JSON-LD's offer without its policies.
 */
export async function loadProductPage({
  slug: param,
  store,
  regionLocale,
  pictures,
}: {
  slug: string;
  store: AppStore;
  regionLocale: RegionLocale;
  /** Where the site is and where its pictures are, as browsers spell them. */
  pictures: { siteUrl: string; imagesPrefix: string };
}) {
  const slug = slugOf(param);
  if (slug === null) throw notFound();
  const region = regionLocale.region.code;
  const { locale } = regionLocale;
  const args = { region, locale, slug };
  const { data: product, error } = await store.dispatch(catalogApi.endpoints.getProduct.initiate(args, { subscribe: false }));
  if (!product) {
    if (queryErrorStatus(error) === 404) throw notFound();
    // The backend's answer is logged, never carried into the page.
    console.error(`Product ${slug} of ${region}_${locale} could not be loaded`, error);
    throw publicError('product-unavailable', 'The product could not be loaded');
  }
  // One more than shown: the product itself is left out of its category's first products.
  const relatedArgs = { region, locale, category: product.category.path, itemsPerPage: RELATED_COUNT + 1 };
  const storesArgs = { region, locale, productId: product.id };
  const [related, shop] = await Promise.all([
    store.dispatch(catalogApi.endpoints.getRelatedProducts.initiate(relatedArgs, { subscribe: false })),
    // The region's startup data has it (the same request): its VAT, returns and delivery for the JSON-LD.
    store.dispatch(catalogApi.endpoints.getShop.initiate({ region, locale }, { subscribe: false })),
    // Through the deferred part that shows the stores (its chunk, which the page needs anyway): the endpoint
    // weighs nothing in the first load. A chunk that fails to load leaves the section out, never the page.
    import('./-parts/product-more').then(
      (part) => part.loadProductStores(store, storesArgs),
      (error: unknown) => console.error('The stores part did not load', error),
    ),
  ]);
  if (related.error) console.error(`Related products of ${slug} (${region}_${locale}) could not be loaded`, related.error);
  const offerPolicies =
    shop.data &&
    offerPoliciesJsonLd({
      shop: shop.data,
      country: regionLocale.region.iso2,
      price: priceNow(product).price,
      currency: product.currency,
      fractionDigits: product.fractionDigits,
    });
  return { args, relatedArgs, pictures: productPictures(product, pictures), offerPolicies };
}

/**
 * The product's pictures as other sites get them (the head's `og:image` and JSON-LD `image`): through
 * the site's image proxy, on its origin. Built here, in the loader's chunk, with the URL builder.
 */
function productPictures(product: ProductDetail, { siteUrl, imagesPrefix }: { siteUrl: string; imagesPrefix: string }) {
  const picture = (image: { path: string; width: number; height: number }) =>
    sharedPicture(siteUrl, { src: `${imagesPrefix}${image.path}`, width: image.width, height: image.height });
  return { preview: picture(product.image), all: product.images.map((image) => picture(image).url) };
}

export type ProductPictures = ReturnType<typeof productPictures>;

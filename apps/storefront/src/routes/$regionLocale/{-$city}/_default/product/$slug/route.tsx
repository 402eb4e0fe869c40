import { createFileRoute } from '@tanstack/react-router';
import { appMessages } from '../../../../../../app/messages';
import { publicRegionApi } from '../../../../../../app/public-env';
import { productHead } from './-head';
import { loadProductPage } from './-loader';
import { ProductPage } from './-page';

/**
 * `/product/{slug}/` (SPEC §2): the page where a shopper decides. A product is found only where it
 * is priced: an unknown slug, or one not sold in the country, is the 404 page with status 404; a
 * product that fails to load (5xx, timeout) is the error page (`-loader.ts`).
 */
export const Route = createFileRoute('/$regionLocale/{-$city}/_default/product/$slug')({
  staticData: { title: appMessages.product, private: false },
  loader: ({ params, context: { store, regionLocale, env } }) => {
    const imagesPrefix = publicRegionApi(env, regionLocale.region.code)?.imagesPrefix ?? '';
    return loadProductPage({ slug: params.slug, store, regionLocale, pictures: { siteUrl: env.siteUrl, imagesPrefix } });
  },
  head: ({ matches, loaderData }) => productHead(matches, loaderData),
  component: ProductPage,
});

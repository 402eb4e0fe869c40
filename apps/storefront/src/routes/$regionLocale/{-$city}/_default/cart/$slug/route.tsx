import { createFileRoute } from '@tanstack/react-router';
import { appMessages } from '../../../../../../app/messages';
import { pageHeadMessages } from '../../../../../../app/page-head.messages';
import { pageHead } from '../../../../../-shared/page-head';
import { loadOrderPage } from '../-loader';
import { OrderPage } from './-page';

/**
 * `/cart/{slug}/` (SPEC §2): an order as it was placed. The slug is the capability to read it:
 * private (`Cache-Control: no-store`, never shared or indexed); a slug that cannot be one, or that the
 * backend does not know in this country, is the 404 page.
 */
export const Route = createFileRoute('/$regionLocale/{-$city}/_default/cart/$slug')({
  staticData: { title: appMessages.cart, private: true },
  loader: ({ params, context: { store, regionLocale } }) => loadOrderPage({ slug: params.slug, store, regionLocale }),
  head: ({ matches, loaderData }) =>
    pageHead(matches, {
      page: loaderData ? pageHeadMessages.orderTitle : appMessages.cart,
      values: { number: loaderData?.number ?? '' },
      description: pageHeadMessages.cartDescription,
      noindex: true,
    }),
  component: OrderPage,
});

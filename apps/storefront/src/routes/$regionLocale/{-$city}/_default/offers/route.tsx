import { catalogApi, offersPageMessages } from '@storefront/catalog';
import { createFileRoute } from '@tanstack/react-router';
import { appMessages } from '../../../../../app/messages';
import { pageIntlOf, rootContextOf } from '../../../../../app/route-data';
import { searchLoaderDeps, validateSearchRecord } from '../../../../../app/search-params';
import { pageHead } from '../../../../-shared/page-head';
import { loadOffersPage } from '../../../../-shared/catalog-loader';
import { OffersPage } from './-page';

/**
 * `/offers/` (SPEC §2): the offers running now in the country, each leading to its products in the
 * catalogue (`/catalog/?offers.slug=…`); ended offers are not shown (routes/-shared/catalog-loader.ts).
 */
export const Route = createFileRoute('/$regionLocale/{-$city}/_default/offers')({
  staticData: { title: appMessages.offers, private: false },
  validateSearch: validateSearchRecord,
  loaderDeps: searchLoaderDeps,
  loader: ({ location, deps, context: { store, regionLocale, requestedSearch } }) =>
    loadOffersPage({
      pathname: location.pathname,
      search: deps.search,
      requestedSearch: requestedSearch(location),
      store,
      regionLocale,
    }),
  head: ({ matches, loaderData }) =>
    pageHead(matches, {
      page: offersPageMessages.title,
      description: offersPageMessages.intro,
      jsonLd: (absoluteUrl) => {
        const state = rootContextOf(matches).store?.getState();
        const offers = (loaderData && state && catalogApi.endpoints.getOffers.select(loaderData.offersArgs)(state)?.data?.items) ?? [];
        const pathname = matches[matches.length - 1]?.pathname ?? '';
        const catalog = pathname.replace(/offers\/$/, 'catalog/');
        if (!offers.length) return [];
        return [
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: pageIntlOf(matches).formatMessage(offersPageMessages.title),
            itemListElement: offers.map((offer, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: offer.title,
              url: absoluteUrl(`${catalog}?${new URLSearchParams({ 'offers.slug': offer.slug })}`),
            })),
          },
        ];
      },
    }),
  component: OffersPage,
});

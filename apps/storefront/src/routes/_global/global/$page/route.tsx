import { pageBySlugQuery } from '@storefront/content';
import { DEFAULT_REGION } from '@storefront/regions';
import { createFileRoute } from '@tanstack/react-router';
import { pageHeadMessages } from '../../../../app/page-head.messages';
import { routeValidationFailure } from '../../../../pages/status-pages';
import { LEGAL_PAGES, isLegalPage } from '../../../../shell/footer/legal-pages';
import { pageHead } from '../../../-shared/page-head';
import { countriesConsent } from './-parts/countries-consent';
import { GlobalPagePage } from './-page';

/**
 * `/global/{cookie-policy|privacy-policy|terms-of-service}/`, rendered from the backend's page of the
 * same slug in the default region; any other page is not found. The cookie policy adds the registry's
 * table of what the site stores and each country's way of asking for consent.
 */
export const Route = createFileRoute('/_global/global/$page')({
  beforeLoad: ({ params }) => {
    if (!isLegalPage(params.page)) throw routeValidationFailure();
    return { title: LEGAL_PAGES[params.page], slug: params.page };
  },
  // Never throws: a backend that fails leaves the page without its text, and the page says so.
  // The cookie policy also names every country with the way its store asks for consent (issue 33).
  loader: async ({ context: { api, queryClient, locale, slug } }) => {
    const countries = slug === 'cookie-policy' ? countriesConsent(locale) : undefined;
    try {
      const page = await (await queryClient()).ensureQueryData(pageBySlugQuery(api, { region: DEFAULT_REGION, locale, slug }));
      return { page, countries };
    } catch (error) {
      console.error(`The ${slug} page could not be loaded`, error);
      return { page: undefined, countries };
    }
  },
  head: ({ matches, match, loaderData }) =>
    pageHead(matches, { page: loaderData?.page?.title ?? match.context.title, description: pageHeadMessages.globalPageDescription }),
  component: GlobalPagePage,
});

import { directionOf, localeConfig } from '@storefront/locales';
import { I18nProvider, ensureIntlLocaleData, loadMessages } from '@storefront/i18n';
import { parseRegionLocale } from '@storefront/regions';
import { Outlet, createRoute, notFound } from '@tanstack/react-router';
import { createIntl } from 'react-intl';
import { appMessages } from '../app/messages';
import { DefaultLayout } from '../layouts/default-layout';
import { NotFoundPage } from '../pages/status-pages';
import { rootRoute } from './root.route';

/** `/{region}_{locale}/…`: every regional page, in the default layout. */
export const regionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$regionLocale',
  beforeLoad: ({ params }) => {
    const regionLocale = parseRegionLocale(params.regionLocale);
    if (!regionLocale) throw notFound();
    return { regionLocale };
  },
  loader: async ({ context: { regionLocale } }) => {
    const { region, locale } = regionLocale;
    const language = localeConfig(locale).language;
    const [messages] = await Promise.all([loadMessages(locale), ensureIntlLocaleData(language)]);
    return {
      messages,
      // Computed once on the server so the browser's ICU data can never disagree at hydration.
      countryName: new Intl.DisplayNames([language], { type: 'region' }).of(region.iso2) ?? region.label,
    };
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {};
    const { locale } = match.context.regionLocale;
    const intl = createIntl({ locale: localeConfig(locale).language, messages: loaderData.messages });
    return {
      meta: [
        { title: `${intl.formatMessage(appMessages.homeTitle, { country: loaderData.countryName })} | ${intl.formatMessage(appMessages.brand)}` },
      ],
    };
  },
  component: RegionLayout,
  notFoundComponent: NotFoundPage,
});

function RegionLayout() {
  const { regionLocale } = regionRoute.useRouteContext();
  const { messages, countryName } = regionRoute.useLoaderData();
  return (
    <I18nProvider locale={regionLocale.locale} messages={messages}>
      <DefaultLayout
        region={regionLocale.region}
        locale={regionLocale.locale}
        countryName={countryName}
        dir={directionOf(regionLocale.locale)}
      >
        <Outlet />
      </DefaultLayout>
    </I18nProvider>
  );
}

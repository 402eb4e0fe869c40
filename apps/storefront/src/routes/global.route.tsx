import { I18nProvider } from '@storefront/i18n';
import { Outlet, createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { appMessages } from '../app/messages';
import { GlobalLayout } from '../layouts/global-layout';
import { rootRoute } from './root.route';

/** SPEC §2 "global" layout: the country chooser and the legal pages, outside any region. */
export const globalLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'global-layout',
  loader: async ({ context: { preferredLocale, loadMessages } }) => ({
    locale: preferredLocale,
    messages: await loadMessages(preferredLocale),
  }),
  component: GlobalRoot,
});

function GlobalRoot() {
  const { locale, messages } = globalLayoutRoute.useLoaderData();
  return (
    <I18nProvider locale={locale} messages={messages}>
      <GlobalLayout>
        <Outlet />
      </GlobalLayout>
    </I18nProvider>
  );
}

/** `/`: where a shopper picks a country and language. */
export const globalHomeRoute = createRoute({
  getParentRoute: () => globalLayoutRoute,
  path: '/',
  head: () => ({ meta: [{ title: appMessages.brand.defaultMessage }] }),
  component: lazyRouteComponent(() => import('../pages/global-home.page'), 'GlobalHomePage'),
});

const LEGAL_PAGES = {
  'cookie-policy': appMessages.cookiePolicy,
  'privacy-policy': appMessages.privacyPolicy,
  'terms-of-service': appMessages.termsOfService,
} as const;

/** `/global/{cookie-policy|privacy-policy|terms-of-service}/`. */
export const globalPageRoute = createRoute({
  getParentRoute: () => globalLayoutRoute,
  path: 'global/$page',
  beforeLoad: ({ params }) => {
    if (!Object.hasOwn(LEGAL_PAGES, params.page)) throw notFound();
    return { title: LEGAL_PAGES[params.page as keyof typeof LEGAL_PAGES] };
  },
  head: ({ match }) => ({
    meta: [{ title: `${match.context.title.defaultMessage} | ${appMessages.brand.defaultMessage}` }],
  }),
  component: lazyRouteComponent(() => import('../pages/section.page'), 'SectionPage'),
});

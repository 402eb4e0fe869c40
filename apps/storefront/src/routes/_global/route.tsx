import { I18nProvider, ensureIntlLocaleData, savedLocale } from '@storefront/i18n';
import { formattingLocale, type LocaleCode } from '@storefront/locales';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { GlobalLayout } from '../../layouts/global-layout';

/**
 * The shopper's language outside a region (SPEC §9: cookie, browser language, English). The server
 * detected it for the first page; in the browser the cookie is read again on every navigation, because a
 * regional page visited since then has saved its language in it.
 */
function shopperLocale(detected: LocaleCode): LocaleCode {
  if (typeof document === 'undefined') return detected;
  return savedLocale(document.cookie) ?? detected;
}

/** SPEC §2 "global" layout: the country chooser and the legal pages, outside any region. */
export const Route = createFileRoute('/_global')({
  // A layout: every page below it renders it and runs its loader, so neither leaves the first load.
  codeSplitGroupings: [],
  beforeLoad: ({ context }) => ({ locale: shopperLocale(context.preferredLocale) }),
  loader: async ({ context: { locale, catalogues } }) => {
    await Promise.all([catalogues.load(locale), ensureIntlLocaleData(formattingLocale(locale))]);
    return { locale };
  },
  component: GlobalRoot,
});

function GlobalRoot() {
  const { locale } = Route.useLoaderData();
  const { catalogues } = Route.useRouteContext();
  return (
    <I18nProvider locale={locale} messages={catalogues.get(locale)}>
      <GlobalLayout>
        <Outlet />
      </GlobalLayout>
    </I18nProvider>
  );
}


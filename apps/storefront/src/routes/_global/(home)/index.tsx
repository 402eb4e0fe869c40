import { localeConfig } from '@storefront/locales';
import { REGIONS, formatRegionLocale } from '@storefront/regions';
import { createFileRoute } from '@tanstack/react-router';
import { appMessages } from '../../../app/messages';
import { pageHead } from '../../-shared/page-head';
import { GlobalHomePage } from './-page';

/** `/`: where a shopper picks a country and language. */
export const Route = createFileRoute('/_global/(home)/')({
  // Named on the server and sent with the page, so the browser's ICU data never disagrees at hydration.
  loader: ({ context: { locale, regionSuggestion } }) => {
    const names = new Intl.DisplayNames([localeConfig(locale).language], { type: 'region' });
    const suggested = regionSuggestion();
    return {
      countries: REGIONS.map((region) => ({ code: region.code, name: names.of(region.iso2) ?? region.label })),
      suggestion: suggested && {
        regionLocale: formatRegionLocale(suggested),
        country: names.of(suggested.region.iso2) ?? suggested.region.label,
        language: localeConfig(suggested.locale).name,
      },
    };
  },
  head: ({ matches }) => pageHead(matches, { page: appMessages.globalTitle, description: appMessages.globalLead, home: true }),
  component: GlobalHomePage,
});


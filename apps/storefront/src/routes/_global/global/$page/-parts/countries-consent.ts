import { localeConfig, type LocaleCode } from '@storefront/locales';
import { REGIONS, consentModeOf, formatRegionLocale, type ConsentModeRule } from '@storefront/regions';

export interface CountryConsent {
  /** The region's cookie policy in the page's language where the region speaks it, else in its own (`es_es`). */
  regionLocale: string;
  /** The country's name in the page's language. */
  name: string;
  mode: ConsentModeRule;
}

/**
 * Every country with the way its store asks for consent, named in the page's language. Built by the
 * loader, on the server for the first page, so the browser's ICU data never disagrees at hydration.
 */
export function countriesConsent(locale: LocaleCode): CountryConsent[] {
  const names = new Intl.DisplayNames([localeConfig(locale).language], { type: 'region' });
  return REGIONS.map((region) => ({
    regionLocale: formatRegionLocale({ region, locale: region.allowedLocalesCodes.includes(locale) ? locale : region.defaultLocaleCode }),
    name: names.of(region.iso2) ?? region.label,
    mode: consentModeOf(region.code),
  }));
}

/**
 * The 15 countries this backend stands in for. The storefront calls them "region codes"
 * (`ae` in `/ae_en/…`); here they are countries, because "regions" are the provinces and
 * cities inside one country that the `/regions` resource lists.
 */
export const COUNTRY_CODES = [
  'ae',
  'om',
  'mx',
  'ru',
  'by',
  'br',
  'qa',
  'sa',
  'es',
  'co',
  'eg',
  'kz',
  'ma',
  'ge',
  'uz',
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

const known: ReadonlySet<string> = new Set(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && known.has(value);
}

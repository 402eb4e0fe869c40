/**
 * SPEC §3 country phone entry. The list of ~245 lives in `country-phones.json`, generated from
 * libphonenumber-js metadata by `tools/scripts/generate-country-phones.mjs` (never edited by hand).
 */
export interface CountryPhone {
  /** English country name (CLDR, through `Intl.DisplayNames`); translate with `Intl.DisplayNames(iso2)`. */
  name: string;
  /** ISO 3166-1 alpha-2, upper case (plus libphonenumber's AC, TA and XK). */
  iso2: string;
  /** Country calling code, digits only: `971`, `7`, `1`. Several countries share one. */
  cc: string;
  /**
   * Mask of a mobile number typed after `+cc`: `#` is a digit, `[#]` an optional digit, anything else
   * is a separator shown as typed. Lenient on purpose; validation is libphonenumber's.
   */
  mask: string;
  /** The flag emoji (regional indicator symbols). */
  flag: string;
}

/**
 * The whole list, loaded on demand: a dynamic import, so the ~21 KB (≈4.4 KB gzip) list becomes its
 * own chunk, fetched by the phone field that needs it and never part of every page's JavaScript.
 */
export async function loadCountryPhones(): Promise<readonly CountryPhone[]> {
  const { default: list } = await import('./country-phones.json');
  return list as readonly CountryPhone[];
}

/**
 * Calling codes of the configured regions' countries, by iso2: the few bytes every page needs
 * (`countryCode`, `phonePrefix`) without loading the list. A spec checks them against the list.
 */
const REGION_CALLING_CODES: Readonly<Record<string, string>> = {
  AE: '971',
  OM: '968',
  MX: '52',
  RU: '7',
  BY: '375',
  BR: '55',
  QA: '974',
  SA: '966',
  ES: '34',
  CO: '57',
  EG: '20',
  KZ: '7',
  MA: '212',
  GE: '995',
  UZ: '998',
};

/**
 * SPEC §3: the phone prefix of a region is the cc of the country whose iso2 matches the region's iso2,
 * or empty. Digits only (`971`); show it as `+971`.
 */
export function phonePrefix(region: { iso2: string }): string {
  return Object.hasOwn(REGION_CALLING_CODES, region.iso2) ? (REGION_CALLING_CODES[region.iso2] ?? '') : '';
}

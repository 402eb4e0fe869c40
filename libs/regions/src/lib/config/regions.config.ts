import type { LocaleCode } from '@storefront/locales';
import { phonePrefix } from './country-phones';

/**
 * SPEC §1/§3/§9: one of the 15 configured country regions, as built into the storefront. The
 * per-deployment parts of the SPEC §3 record (backend addresses, CRM tokens) are added by
 * `regionRecord` (region-deployment.ts); the dev-only extras live in `regionExtras` (region-extras.ts).
 */
export interface RegionConfig {
  code: RegionCode;
  /** ISO 3166-1 alpha-2 of the country, upper case: the key for `Intl.DisplayNames` and the phone list. */
  iso2: string;
  /** English label, for logs and tooling; shoppers see `Intl.DisplayNames` in their language. */
  label: string;
  /** ISO 4217 code (SPEC §9). */
  currency: string;
  defaultLocaleCode: LocaleCode;
  allowedLocalesCodes: readonly LocaleCode[];
  /**
   * English name of the first-level subdivision (emirate, governorate, state, province…) that holds
   * the default city: schema.org `addressRegion` of the region's postal address.
   */
  region: string;
  /** Slug of the default city, the main city of the country: a `{city}` path segment and a backend region slug. */
  city: string;
  /** English name of the default city: schema.org `addressLocality`. */
  locality: string;
  /** Dialling code, digits only (`971`): the country's `cc` in the country phone list. */
  countryCode: string;
}

export const REGION_CODES = [
  'ae', 'om', 'mx', 'ru', 'by', 'br', 'qa', 'sa', 'es', 'co', 'eg', 'kz', 'ma', 'ge', 'uz',
] as const;
export type RegionCode = (typeof REGION_CODES)[number];

export const DEFAULT_REGION: RegionCode = 'ae';

type RegionInput = Pick<RegionConfig, 'code' | 'label' | 'currency' | 'allowedLocalesCodes' | 'region' | 'city' | 'locality'>;

/** The first allowed locale is the default; iso2 is the code in upper case for all 15. */
const define = (input: RegionInput): RegionConfig => {
  const iso2 = input.code.toUpperCase();
  return {
    ...input,
    iso2,
    defaultLocaleCode: input.allowedLocalesCodes[0] ?? 'en',
    countryCode: phonePrefix({ iso2 }),
  };
};

export const REGIONS: readonly RegionConfig[] = [
  define({ code: 'ae', label: 'United Arab Emirates', currency: 'AED', allowedLocalesCodes: ['en', 'ar'], region: 'Dubai', city: 'dubai', locality: 'Dubai' }),
  define({ code: 'om', label: 'Oman', currency: 'OMR', allowedLocalesCodes: ['en', 'ar'], region: 'Muscat Governorate', city: 'muscat', locality: 'Muscat' }),
  define({ code: 'mx', label: 'Mexico', currency: 'MXN', allowedLocalesCodes: ['es_mx', 'en'], region: 'Mexico City', city: 'ciudad-de-mexico', locality: 'Mexico City' }),
  define({ code: 'ru', label: 'Russia', currency: 'RUB', allowedLocalesCodes: ['ru'], region: 'Moscow', city: 'moscow', locality: 'Moscow' }),
  define({ code: 'by', label: 'Belarus', currency: 'BYN', allowedLocalesCodes: ['ru'], region: 'Minsk', city: 'minsk', locality: 'Minsk' }),
  define({ code: 'br', label: 'Brazil', currency: 'BRL', allowedLocalesCodes: ['pt'], region: 'São Paulo', city: 'sao-paulo', locality: 'São Paulo' }),
  define({ code: 'qa', label: 'Qatar', currency: 'QAR', allowedLocalesCodes: ['en', 'ar'], region: 'Doha', city: 'doha', locality: 'Doha' }),
  define({ code: 'sa', label: 'Saudi Arabia', currency: 'SAR', allowedLocalesCodes: ['en'], region: 'Riyadh Province', city: 'riyadh', locality: 'Riyadh' }),
  define({ code: 'es', label: 'Spain', currency: 'EUR', allowedLocalesCodes: ['es'], region: 'Community of Madrid', city: 'madrid', locality: 'Madrid' }),
  define({ code: 'co', label: 'Colombia', currency: 'COP', allowedLocalesCodes: ['es'], region: 'Bogotá Capital District', city: 'bogota', locality: 'Bogotá' }),
  define({ code: 'eg', label: 'Egypt', currency: 'EGP', allowedLocalesCodes: ['en', 'ar'], region: 'Cairo Governorate', city: 'cairo', locality: 'Cairo' }),
  define({ code: 'kz', label: 'Kazakhstan', currency: 'KZT', allowedLocalesCodes: ['ru'], region: 'Almaty', city: 'almaty', locality: 'Almaty' }),
  define({ code: 'ma', label: 'Morocco', currency: 'MAD', allowedLocalesCodes: ['fr'], region: 'Casablanca-Settat', city: 'casablanca', locality: 'Casablanca' }),
  define({ code: 'ge', label: 'Georgia', currency: 'GEL', allowedLocalesCodes: ['ka'], region: 'Tbilisi', city: 'tbilisi', locality: 'Tbilisi' }),
  define({ code: 'uz', label: 'Uzbekistan', currency: 'UZS', allowedLocalesCodes: ['uz'], region: 'Tashkent', city: 'tashkent', locality: 'Tashkent' }),
];

const byCode = new Map<string, RegionConfig>(REGIONS.map((config) => [config.code, config]));

export function findRegion(code: string): RegionConfig | undefined {
  return byCode.get(code);
}

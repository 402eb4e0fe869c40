import type { LocaleCode } from '@storefront/locales';

/** SPEC §1/§9: the 15 configured country regions. The full region record grows with later issues. */
export interface RegionConfig {
  code: RegionCode;
  iso2: string;
  /** English label, for logs and tooling; shoppers see `Intl.DisplayNames` in their language. */
  label: string;
  currency: string;
  defaultLocaleCode: LocaleCode;
  allowedLocalesCodes: readonly LocaleCode[];
}

export const REGION_CODES = [
  'ae', 'om', 'mx', 'ru', 'by', 'br', 'qa', 'sa', 'es', 'co', 'eg', 'kz', 'ma', 'ge', 'uz',
] as const;
export type RegionCode = (typeof REGION_CODES)[number];

export const DEFAULT_REGION: RegionCode = 'ae';

const region = (
  code: RegionCode,
  label: string,
  currency: string,
  allowedLocalesCodes: readonly LocaleCode[],
): RegionConfig => ({
  code,
  iso2: code.toUpperCase(),
  label,
  currency,
  defaultLocaleCode: allowedLocalesCodes[0] ?? 'en',
  allowedLocalesCodes,
});

export const REGIONS: readonly RegionConfig[] = [
  region('ae', 'United Arab Emirates', 'AED', ['en', 'ar']),
  region('om', 'Oman', 'OMR', ['en', 'ar']),
  region('mx', 'Mexico', 'MXN', ['es_mx', 'en']),
  region('ru', 'Russia', 'RUB', ['ru']),
  region('by', 'Belarus', 'BYN', ['ru']),
  region('br', 'Brazil', 'BRL', ['pt']),
  region('qa', 'Qatar', 'QAR', ['en', 'ar']),
  region('sa', 'Saudi Arabia', 'SAR', ['en']),
  region('es', 'Spain', 'EUR', ['es']),
  region('co', 'Colombia', 'COP', ['es']),
  region('eg', 'Egypt', 'EGP', ['en', 'ar']),
  region('kz', 'Kazakhstan', 'KZT', ['ru']),
  region('ma', 'Morocco', 'MAD', ['fr']),
  region('ge', 'Georgia', 'GEL', ['ka']),
  region('uz', 'Uzbekistan', 'UZS', ['uz']),
];

const byCode = new Map<string, RegionConfig>(REGIONS.map((config) => [config.code, config]));

export function findRegion(code: string): RegionConfig | undefined {
  return byCode.get(code);
}

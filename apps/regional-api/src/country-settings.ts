import type { CountryCode } from './countries';

/**
 * What the backend of each country knows about itself: money, tax, locales and how to reach the
 * brand there. Kept in code (not in the database) because it is configuration, not content; the
 * storefront reads it through `/init/shop`.
 */
export interface CountrySettings {
  iso2: string;
  currency: string;
  /** Digits after the decimal point of the currency (ISO 4217 minor unit): OMR has 3. */
  fractionDigits: number;
  /** VAT added on top of catalogue prices, in basis points (500 = 5 %). */
  vatBasisPoints: number;
  /** What the tax is called on a receipt there. */
  taxName: string;
  /** Units of the currency per US dollar, for converting the seed's base prices (late 2026, rounded). */
  usdRate: string;
  defaultLocale: string;
  allowedLocales: readonly string[];
  timeZone: string;
  /** The national hotline, E.164. */
  hotline: string;
  email: string;
  /** WhatsApp number, E.164 without `+`, as wa.me wants it. */
  whatsapp: string;
  features: { hasTabby: boolean; hasCallbackForms: boolean; hasCaptcha: boolean; hasOnlinePayment: boolean };
}

/**
 * The demo brand's mail domain: the storefront's name, Motors & Equipment, under the `.example` TLD
 * reserved for examples (RFC 2606), so no demo message can reach a real mailbox.
 */
export const MAIL_DOMAIN = 'motors-equipment.example';

const settings = (
  iso2: string,
  currency: string,
  fractionDigits: number,
  vatBasisPoints: number,
  taxName: string,
  usdRate: string,
  locales: readonly string[],
  timeZone: string,
  hotline: string,
  features: Partial<CountrySettings['features']> = {},
): CountrySettings => ({
  iso2,
  currency,
  fractionDigits,
  vatBasisPoints,
  taxName,
  usdRate,
  defaultLocale: locales[0] ?? 'en',
  allowedLocales: locales,
  timeZone,
  hotline,
  email: `${iso2.toLowerCase()}@${MAIL_DOMAIN}`,
  whatsapp: hotline.replace('+', ''),
  features: { hasTabby: false, hasCallbackForms: true, hasCaptcha: false, hasOnlinePayment: true, ...features },
});

/**
 * Currencies and locales follow SPEC §9. VAT rates are the standard rates in force in 2026 (Russia
 * 22 % and Kazakhstan 16 % since 1 January 2026; Brazil has no VAT, its 18 % is São Paulo's ICMS;
 * Qatar levies none); a real backend would apply the rules of each product and buyer.
 */
export const COUNTRY_SETTINGS: Readonly<Record<CountryCode, CountrySettings>> = {
  ae: settings('AE', 'AED', 2, 500, 'VAT', '3.6725', ['en', 'ar'], 'Asia/Dubai', '+97143210500', { hasTabby: true }),
  om: settings('OM', 'OMR', 3, 500, 'VAT', '0.3845', ['en', 'ar'], 'Asia/Muscat', '+96824501200', { hasTabby: false }),
  mx: settings('MX', 'MXN', 2, 1600, 'IVA', '18.40', ['es_mx', 'en'], 'America/Mexico_City', '+525541701200'),
  ru: settings('RU', 'RUB', 2, 2200, 'НДС', '81.50', ['ru'], 'Europe/Moscow', '+74957301200', { hasCaptcha: true }),
  by: settings('BY', 'BYN', 2, 2000, 'НДС', '3.0500', ['ru'], 'Europe/Minsk', '+375172701200', {
    hasOnlinePayment: false,
  }),
  br: settings('BR', 'BRL', 2, 1800, 'ICMS', '5.4000', ['pt'], 'America/Sao_Paulo', '+551130401200'),
  qa: settings('QA', 'QAR', 2, 0, 'VAT', '3.6400', ['en', 'ar'], 'Asia/Qatar', '+97444101200'),
  sa: settings('SA', 'SAR', 2, 1500, 'VAT', '3.7500', ['en'], 'Asia/Riyadh', '+966114601200', { hasTabby: true }),
  es: settings('ES', 'EUR', 2, 2100, 'IVA', '0.8600', ['es'], 'Europe/Madrid', '+34914101200'),
  co: settings('CO', 'COP', 2, 1900, 'IVA', '3900', ['es'], 'America/Bogota', '+576017401200'),
  eg: settings('EG', 'EGP', 2, 1400, 'VAT', '48.50', ['en', 'ar'], 'Africa/Cairo', '+20227901200', {
    hasOnlinePayment: false,
  }),
  kz: settings('KZ', 'KZT', 2, 1600, 'НДС', '520', ['ru'], 'Asia/Almaty', '+77272501200'),
  ma: settings('MA', 'MAD', 2, 2000, 'TVA', '9.2000', ['fr'], 'Africa/Casablanca', '+212522401200'),
  ge: settings('GE', 'GEL', 2, 1800, 'დღგ', '2.7000', ['ka'], 'Asia/Tbilisi', '+995322401200'),
  uz: settings('UZ', 'UZS', 2, 1200, 'QQS', '12100', ['uz'], 'Asia/Tashkent', '+998712401200', {
    hasOnlinePayment: false,
  }),
};

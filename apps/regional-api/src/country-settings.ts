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
  /** The consumer tax on goods (VAT or its equivalent), in basis points (500 = 5 %); 0 where none is levied. */
  vatBasisPoints: number;
  /** What the tax is called on a receipt there. */
  taxName: string;
  /**
   * Catalogue prices include the tax: consumer law in every market here wants the price shown to be
   * the price paid. A deployment may serve a country's prices without it (`REGIONAL_API_PRICES_WITHOUT_TAX`),
   * as a backend built for trade buyers would; the quotation then adds it.
   */
  taxIncludedInPrices: boolean;
  /** Where the rate and the rule on displayed prices come from (docs/regional-api.md "Tax in prices"). */
  taxSource: string;
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

interface Tax {
  name: string;
  basisPoints: number;
  source: string;
}

const settings = (
  iso2: string,
  currency: string,
  fractionDigits: number,
  tax: Tax,
  usdRate: string,
  locales: readonly string[],
  timeZone: string,
  hotline: string,
  features: Partial<CountrySettings['features']> = {},
): CountrySettings => ({
  iso2,
  currency,
  fractionDigits,
  vatBasisPoints: tax.basisPoints,
  taxName: tax.name,
  taxIncludedInPrices: true,
  taxSource: tax.source,
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
 * Each market's consumer tax: its name on a receipt, the standard rate in force in 2026 and the
 * sources of the rate and of the rule that the price shown to a consumer is the price paid, tax
 * included. Demo data: a real backend applies the rules of each product and buyer (reduced rates,
 * exemptions). docs/regional-api.md "Tax in prices" has the table.
 */
const TAXES = {
  ae: { name: 'VAT', basisPoints: 500, source: 'Federal Decree-Law No. 8 of 2017 on VAT, art. 38; Executive Regulation (Cabinet Decision No. 52 of 2017), art. 27(1)' },
  om: { name: 'VAT', basisPoints: 500, source: 'VAT Law, Royal Decree No. 121/2020; Executive Regulation (Decision No. 53/2021)' },
  mx: { name: 'IVA', basisPoints: 1600, source: 'Ley del IVA, art. 1; Ley Federal de Protección al Consumidor, art. 7 Bis' },
  ru: { name: 'НДС', basisPoints: 2200, source: 'Налоговый кодекс РФ, ст. 164 (22 % с 1 января 2026) и ст. 168 п. 6; Закон о защите прав потребителей, ст. 10' },
  by: { name: 'НДС', basisPoints: 2000, source: 'Налоговый кодекс Республики Беларусь (Особенная часть); Закон о защите прав потребителей' },
  br: { name: 'ICMS', basisPoints: 1800, source: 'RICMS/SP (Decreto 45.490/2000), art. 52; Lei 12.741/2012; CDC (Lei 8.078/1990), art. 31' },
  qa: { name: 'VAT', basisPoints: 0, source: 'No VAT is levied in Qatar in 2026; Law No. 8 of 2008 on consumer protection' },
  sa: { name: 'VAT', basisPoints: 1500, source: 'VAT Law and Implementing Regulations (ZATCA), 15 % since July 2020; E-Commerce Law (2019), art. 7; Ministry of Commerce price-label instruction' },
  es: { name: 'IVA', basisPoints: 2100, source: 'Ley 37/1992 del IVA, art. 90; RDL 1/2007 (TRLGDCU), arts. 20 and 60; Directive 98/6/EC' },
  co: { name: 'IVA', basisPoints: 1900, source: 'Estatuto Tributario, art. 468; Ley 1480 de 2011 (Estatuto del Consumidor), arts. 26 and 50' },
  eg: { name: 'VAT', basisPoints: 1400, source: 'VAT Law No. 67 of 2016; Consumer Protection Law No. 181 of 2018' },
  kz: { name: 'НДС', basisPoints: 1600, source: 'Налоговый кодекс РК (Закон № 214-VIII от 18.07.2025), 16 % с 1 января 2026; Правила внутренней торговли (приказ № 264 от 27.03.2015)' },
  ma: { name: 'TVA', basisPoints: 2000, source: 'Code général des impôts, art. 98; Loi 31-08, art. 3, and Décret 2-12-503 (prix toutes taxes comprises)' },
  ge: { name: 'დღგ', basisPoints: 1800, source: 'Tax Code of Georgia, art. 169; Law of Georgia on the Protection of Consumer Rights (2022)' },
  uz: { name: 'QQS', basisPoints: 1200, source: 'Tax Code of Uzbekistan, art. 258; Law on the Protection of Consumer Rights' },
} as const satisfies Record<CountryCode, Tax>;

/** Currencies and locales follow SPEC §9; the taxes are `TAXES`. */
export const COUNTRY_SETTINGS: Readonly<Record<CountryCode, CountrySettings>> = {
  ae: settings('AE', 'AED', 2, TAXES.ae, '3.6725', ['en', 'ar'], 'Asia/Dubai', '+97143210500', { hasTabby: true }),
  om: settings('OM', 'OMR', 3, TAXES.om, '0.3845', ['en', 'ar'], 'Asia/Muscat', '+96824501200', { hasTabby: false }),
  mx: settings('MX', 'MXN', 2, TAXES.mx, '18.40', ['es_mx', 'en'], 'America/Mexico_City', '+525541701200'),
  ru: settings('RU', 'RUB', 2, TAXES.ru, '81.50', ['ru'], 'Europe/Moscow', '+74957301200', { hasCaptcha: true }),
  by: settings('BY', 'BYN', 2, TAXES.by, '3.0500', ['ru'], 'Europe/Minsk', '+375172701200', {
    hasOnlinePayment: false,
  }),
  br: settings('BR', 'BRL', 2, TAXES.br, '5.4000', ['pt'], 'America/Sao_Paulo', '+551130401200'),
  qa: settings('QA', 'QAR', 2, TAXES.qa, '3.6400', ['en', 'ar'], 'Asia/Qatar', '+97444101200'),
  sa: settings('SA', 'SAR', 2, TAXES.sa, '3.7500', ['en'], 'Asia/Riyadh', '+966114601200', { hasTabby: true }),
  es: settings('ES', 'EUR', 2, TAXES.es, '0.8600', ['es'], 'Europe/Madrid', '+34914101200'),
  co: settings('CO', 'COP', 2, TAXES.co, '3900', ['es'], 'America/Bogota', '+576017401200'),
  eg: settings('EG', 'EGP', 2, TAXES.eg, '48.50', ['en', 'ar'], 'Africa/Cairo', '+20227901200', {
    hasOnlinePayment: false,
  }),
  kz: settings('KZ', 'KZT', 2, TAXES.kz, '520', ['ru'], 'Asia/Almaty', '+77272501200'),
  ma: settings('MA', 'MAD', 2, TAXES.ma, '9.2000', ['fr'], 'Africa/Casablanca', '+212522401200'),
  ge: settings('GE', 'GEL', 2, TAXES.ge, '2.7000', ['ka'], 'Asia/Tbilisi', '+995322401200'),
  uz: settings('UZ', 'UZS', 2, TAXES.uz, '12100', ['uz'], 'Asia/Tashkent', '+998712401200', {
    hasOnlinePayment: false,
  }),
};

/**
 * Pay in 4 where `hasTabby` is set: the demo limits are the provider's published ones for a merchant
 * (AED 10–20,000 and SAR 10–10,000 per order, per its payment partners' documentation); a real
 * deployment takes its merchant's.
 */
export const INSTALMENTS: Partial<Record<CountryCode, { provider: string; count: number; minMajor: number; maxMajor: number }>> = {
  ae: { provider: 'Tabby', count: 4, minMajor: 10, maxMajor: 20_000 },
  sa: { provider: 'Tabby', count: 4, minMajor: 10, maxMajor: 10_000 },
};

/** A country's return policy and delivery times, what a product page's merchant data says (demo data). */
export interface MerchantPolicies {
  /** Days to return a product after delivery; returned at a store of the country, free of charge. */
  returnDays: number;
  /** Working days to hand an order to the courier, and on the road to the shopper. Delivery is free: the quotation has no delivery line. */
  handlingDays: readonly [number, number];
  transitDays: readonly [number, number];
}

const COMPACT: MerchantPolicies = { returnDays: 14, handlingDays: [0, 1], transitDays: [1, 3] };
const WIDE: MerchantPolicies = { returnDays: 14, handlingDays: [1, 2], transitDays: [2, 7] };

/**
 * Return window and delivery times per country: 14 days everywhere (Spain's right of withdrawal for a
 * distance sale, RDL 1/2007 art. 102–104, and the brand's policy elsewhere); one or two days to
 * the courier and one to three on the road in the small countries, more in the wide ones.
 */
export const MERCHANT_POLICIES: Readonly<Record<CountryCode, MerchantPolicies>> = {
  ae: COMPACT,
  om: COMPACT,
  mx: WIDE,
  ru: WIDE,
  by: COMPACT,
  br: WIDE,
  qa: COMPACT,
  sa: WIDE,
  es: COMPACT,
  co: WIDE,
  eg: WIDE,
  kz: WIDE,
  ma: COMPACT,
  ge: COMPACT,
  uz: COMPACT,
};

/**
 * A country's settings as this deployment serves them: `withoutTax` names the countries whose catalogue
 * prices it sends without tax (`REGIONAL_API_PRICES_WITHOUT_TAX`).
 */
export const servedSettings = (country: CountryCode, withoutTax: ReadonlySet<CountryCode>): CountrySettings => {
  const settings = COUNTRY_SETTINGS[country];
  return withoutTax.has(country) ? { ...settings, taxIncludedInPrices: false } : settings;
};

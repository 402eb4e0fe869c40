/**
 * What a shopper should see, written out independently of the app's code: the region config
 * (libs/regions), the locales (libs/locales), the messages (libs/i18n/src/messages) and the
 * reference backend's seed (apps/regional-api/src/db/seed/regions.seed-data.ts).
 */

export interface RegionHome {
  /** The country's card title on the global page (English label). */
  country: string;
  /** The language link's text (the locale's own name). */
  language: string;
  path: `/${string}/`;
  /** `<html lang>`: the language as spoken in the region's country (issue 11). */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The region list's heading ('regions.list.title' in that locale). */
  regionsTitle: string;
}

const TITLES = {
  en: 'Where to find us',
  ar: 'أين تجدنا',
  es_mx: 'Dónde encontrarnos',
  es: 'Dónde encontrarnos',
  ru: 'Где нас найти',
  pt: 'Onde nos encontrar',
  fr: 'Où nous trouver',
  ka: 'სად გვიპოვით',
  uz: 'Bizni qayerdan topasiz',
} as const;

const home = (
  country: string,
  path: RegionHome['path'],
  language: string,
  lang: string,
  titles: keyof typeof TITLES,
): RegionHome => ({ country, path, language, lang, dir: lang.startsWith('ar-') ? 'rtl' : 'ltr', regionsTitle: TITLES[titles] });

/** Every region with every language, in the order of the global page. */
export const REGION_HOMES: readonly RegionHome[] = [
  home('United Arab Emirates', '/ae_en/', 'English', 'en-AE', 'en'),
  home('United Arab Emirates', '/ae_ar/', 'العربية', 'ar-AE', 'ar'),
  home('Oman', '/om_en/', 'English', 'en-OM', 'en'),
  home('Oman', '/om_ar/', 'العربية', 'ar-OM', 'ar'),
  home('Mexico', '/mx_es/', 'Español (México)', 'es-MX', 'es_mx'),
  home('Mexico', '/mx_en/', 'English', 'en-MX', 'en'),
  home('Russia', '/ru_ru/', 'Русский', 'ru-RU', 'ru'),
  home('Belarus', '/by_ru/', 'Русский', 'ru-BY', 'ru'),
  home('Brazil', '/br_pt/', 'Português', 'pt-BR', 'pt'),
  home('Qatar', '/qa_en/', 'English', 'en-QA', 'en'),
  home('Qatar', '/qa_ar/', 'العربية', 'ar-QA', 'ar'),
  home('Saudi Arabia', '/sa_en/', 'English', 'en-SA', 'en'),
  home('Spain', '/es_es/', 'Español', 'es-ES', 'es'),
  home('Colombia', '/co_es/', 'Español', 'es-CO', 'es'),
  home('Egypt', '/eg_en/', 'English', 'en-EG', 'en'),
  home('Egypt', '/eg_ar/', 'العربية', 'ar-EG', 'ar'),
  home('Kazakhstan', '/kz_ru/', 'Русский', 'ru-KZ', 'ru'),
  home('Morocco', '/ma_fr/', 'Français', 'fr-MA', 'fr'),
  home('Georgia', '/ge_ka/', 'ქართული', 'ka-GE', 'ka'),
  home('Uzbekistan', '/uz_uz/', 'Oʻzbekcha', 'uz-UZ', 'uz'),
];

/** The countries of the global page, in order. */
export const COUNTRIES: readonly string[] = [...new Set(REGION_HOMES.map((entry) => entry.country))];

/** The seeded regions of the United Arab Emirates (Ras Al Khaimah is inactive). */
export const AE_REGIONS = {
  en: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman'],
  ar: ['دبي', 'أبوظبي', 'الشارقة', 'عجمان'],
  inactive: { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
} as const;

export const RU_REGIONS = ['Москва', 'Санкт-Петербург', 'Казань', 'Новосибирск'] as const;

export const MX_REGIONS_ES = ['Ciudad de México', 'Guadalajara', 'Monterrey', 'Puebla', 'Tijuana'] as const;

import type { LocaleCode } from '@storefront/locales';
import { phonePrefix } from './country-phones';
import { findRegion, type RegionCode, type RegionConfig } from './regions.config';

/**
 * SPEC §3 "dev-only extras" of a region: contacts, social links and feature flags (the warranty
 * options are every region's business constant, SPEC §9: `WARRANTY_OPTIONS`).
 * They are demo data for development, the demo and tests: realistic in shape but fictional (numbers
 * made of zeros, `@motors-equipment.example` mail, `Example Street` addresses, made-up social handles). A real
 * deployment takes them from its backend's settings.
 */
export interface RegionExtras {
  contacts: RegionContacts;
  social: RegionSocial;
  features: RegionFeatures;
}

interface RegionContacts {
  phone: {
    /** The region's phone prefix (`phonePrefix`): calling code digits, `971`. */
    prefix: string;
    /** As shown: `+971 4 000 0000`. */
    label: string;
    /** As dialled (E.164, for `tel:`): `+97140000000`. */
    value: string;
  };
  email: string;
  /** Street address in the region's default language. */
  address: string;
  /** Empty where the country has no postal codes (UAE, Qatar). */
  postalCode: string;
  /** schema.org GeoCoordinates of the showroom (the default city's centre). */
  geo: { latitude: number; longitude: number };
  /** schema.org OpeningHoursSpecification: 09:00–21:00 every day (SPEC §9). */
  openingHours: readonly OpeningHours[];
  /** schema.org `sameAs`: the region's social profiles. */
  sameAs: readonly string[];
}

export interface OpeningHours {
  dayOfWeek: readonly DayOfWeek[];
  opens: string;
  closes: string;
}

export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface RegionSocial {
  /** `https://wa.me/{digits}?text=…`, a greeting prefilled in the region's default language. */
  whatsapp: string;
  facebook: string;
  linkedIn: string;
  instagram: string;
  youtube: string;
}

interface RegionFeatures {
  /** Tabby "buy now, pay later": offered in the UAE and Saudi Arabia only. */
  hasTabby: boolean;
  hasCallbackForms: boolean;
  hasCaptcha: boolean;
  hasOnlinePayment: boolean;
}

/** The prefilled WhatsApp message, per locale (only each region's default one is used). */
const WHATSAPP_GREETING: Readonly<Record<LocaleCode, string>> = {
  en: 'Hello! I have a question about your products.',
  ru: 'Здравствуйте! У меня вопрос о вашей продукции.',
  es_mx: '¡Hola! Tengo una pregunta sobre sus productos.',
  es: '¡Hola! Tengo una consulta sobre sus productos.',
  pt: 'Olá! Tenho uma dúvida sobre os produtos de vocês.',
  ar: 'مرحبًا! لدي سؤال عن منتجاتكم.',
  fr: 'Bonjour\u00a0! J’ai une question sur vos produits.',
  ka: 'გამარჯობა! მაქვს შეკითხვა თქვენი პროდუქციის შესახებ.',
  uz: 'Assalomu alaykum! Mahsulotlaringiz haqida savolim bor.',
};

/** A WhatsApp chat with `digits` (E.164 without `+`), the greeting prefilled in the region's default language. */
export function whatsappLink(region: RegionConfig, digits: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(WHATSAPP_GREETING[region.defaultLocaleCode])}`;
}

// Shared by every region's extras, so frozen: a caller cannot change them for everyone.
export const EVERY_DAY: readonly DayOfWeek[] = Object.freeze(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const);
const OPENING_HOURS: readonly OpeningHours[] = Object.freeze([Object.freeze({ dayOfWeek: EVERY_DAY, opens: '09:00', closes: '21:00' })]);

const FEATURES: RegionFeatures = { hasTabby: false, hasCallbackForms: true, hasCaptcha: false, hasOnlinePayment: true };

interface ContactInput {
  /** National part of the fictional showroom number as shown after `+cc`. */
  phone: string;
  address: string;
  postalCode: string;
  geo: [latitude: number, longitude: number];
  features?: Partial<RegionFeatures>;
}

/**
 * Per region: what differs. Flags follow the regional backend's country settings: Tabby in the UAE and
 * Saudi Arabia, a captcha on Russian forms, no online payment in Belarus, Egypt and Uzbekistan.
 */
const INPUT: Readonly<Record<RegionCode, ContactInput>> = {
  ae: { phone: '4 000 0000', address: '1 Example Street, Al Quoz', postalCode: '', geo: [25.2048, 55.2708], features: { hasTabby: true } },
  om: { phone: '2400 0000', address: '1 Example Street, Al Khuwair', postalCode: '133', geo: [23.588, 58.3829] },
  mx: { phone: '55 0000 0000', address: 'Calle Ejemplo 1, Col. Centro', postalCode: '06000', geo: [19.4326, -99.1332] },
  ru: { phone: '495 000-00-00', address: 'ул. Примерная, д. 1', postalCode: '101000', geo: [55.7558, 37.6173], features: { hasCaptcha: true } },
  by: { phone: '17 000-00-00', address: 'ул. Примерная, д. 1', postalCode: '220030', geo: [53.9006, 27.559], features: { hasOnlinePayment: false } },
  br: { phone: '11 0000-0000', address: 'Rua Exemplo, 1 – Centro', postalCode: '01001-000', geo: [-23.5505, -46.6333] },
  qa: { phone: '4000 0000', address: '1 Example Street, West Bay', postalCode: '', geo: [25.2854, 51.531] },
  sa: { phone: '11 000 0000', address: '1 Example Street, Al Olaya', postalCode: '12211', geo: [24.7136, 46.6753], features: { hasTabby: true } },
  es: { phone: '910 00 00 00', address: 'Calle Ejemplo, 1', postalCode: '28013', geo: [40.4168, -3.7038] },
  co: { phone: '601 000 0000', address: 'Calle Ejemplo # 1-00', postalCode: '110111', geo: [4.711, -74.0721] },
  eg: { phone: '2 0000 0000', address: '1 Example Street, Downtown', postalCode: '11511', geo: [30.0444, 31.2357], features: { hasOnlinePayment: false } },
  kz: { phone: '727 000 0000', address: 'ул. Примерная, 1', postalCode: '050000', geo: [43.222, 76.8512] },
  ma: { phone: '522 00 00 00', address: '1, rue Exemple', postalCode: '20000', geo: [33.5731, -7.5898] },
  ge: { phone: '32 200 00 00', address: 'მაგალითის ქ. 1', postalCode: '0105', geo: [41.7151, 44.8271] },
  uz: { phone: '71 000 00 00', address: 'Namuna koʻchasi, 1', postalCode: '100000', geo: [41.2995, 69.2401], features: { hasOnlinePayment: false } },
};

function build(region: RegionConfig, input: ContactInput): RegionExtras {
  const prefix = phonePrefix(region);
  const value = `+${prefix}${input.phone.replace(/\D/g, '')}`;
  const handle = `motorsequipment.${region.code}`;
  const social: RegionSocial = {
    whatsapp: whatsappLink(region, value.slice(1)),
    facebook: `https://www.facebook.com/${handle}`,
    linkedIn: `https://www.linkedin.com/company/motors-equipment-${region.code}`,
    instagram: `https://www.instagram.com/${handle}`,
    youtube: `https://www.youtube.com/@motors-equipment-${region.code}`,
  };
  return {
    contacts: {
      phone: { prefix, label: `+${prefix} ${input.phone}`, value },
      email: `${region.code}@motors-equipment.example`,
      address: input.address,
      postalCode: input.postalCode,
      geo: { latitude: input.geo[0], longitude: input.geo[1] },
      openingHours: OPENING_HOURS,
      sameAs: [social.facebook, social.linkedIn, social.instagram, social.youtube],
    },
    social,
    features: { ...FEATURES, ...input.features },
  };
}

/** The dev-only extras of a configured region (SPEC §3). */
export function regionExtras(code: RegionCode): RegionExtras {
  const region = findRegion(code);
  if (!region) throw new Error(`regionExtras: unknown region ${JSON.stringify(code)}`);
  return build(region, INPUT[code]);
}

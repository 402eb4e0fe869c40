import type { Generals, InitShop } from '@storefront/api-client';
import { phonePrefix } from './country-phones';
import { EVERY_DAY, whatsappLink, type OpeningHours, type RegionExtras, type RegionSocial } from './region-extras';
import type { RegionConfig } from './regions.config';

export type SocialNetwork = 'WhatsApp' | 'Facebook' | 'Instagram' | 'YouTube' | 'LinkedIn';

/** How a page tells the shopper to reach the brand in a region; a part nobody knows is absent. */
export interface RegionContactDetails {
  /** `label` as shown (`+971 43210500`), `value` as dialled (E.164, for `tel:`). */
  phone?: { label: string; value: string };
  email?: string;
  /** The showroom's street and postal code, in the region's default language. */
  address?: { street: string; postalCode: string };
  openingHours: readonly OpeningHours[];
  networks: readonly { network: SocialNetwork; href: string }[];
}

export interface RegionContactSources {
  /** `/init` generals: the country's hotline, mail and WhatsApp number. */
  generals?: Generals;
  /** `/init/shop`: the shop's opening hours. */
  shop?: Pick<InitShop, 'openingHours'>;
  /**
   * The region's dev-only extras (SPEC §3, `regionExtras(code)`), which then fill what the backend
   * lacks. Never in production: their numbers and addresses are fictional, and a real shopper must
   * not be sent to them. Passed in, not looked up, so a production build leaves their table out.
   */
  developmentFallback?: RegionExtras;
}

/** The networks only the dev-only extras know (the backend's one is WhatsApp). */
const NETWORKS: readonly [SocialNetwork, keyof RegionSocial][] = [
  ['Facebook', 'facebook'],
  ['Instagram', 'instagram'],
  ['YouTube', 'youtube'],
  ['LinkedIn', 'linkedIn'],
];

/** `+97143210500` shown as `+971 43210500`: the calling code apart, so it reads as international. */
export function phoneLabel(region: RegionConfig, e164: string): string {
  const prefix = `+${phonePrefix(region)}`;
  return prefix.length > 1 && e164.startsWith(prefix) ? `${prefix} ${e164.slice(prefix.length)}` : e164;
}

/**
 * SPEC §3: the contacts of a region come from the backend's startup data (`/init` generals, `/init/shop`).
 * The backend knows no street address and no networks besides WhatsApp: those exist in development only,
 * from the dev-only extras, as do phone, mail and hours when the backend did not answer.
 */
export function regionContacts(region: RegionConfig, sources: RegionContactSources): RegionContactDetails {
  const backend = sources.generals?.generalContact;
  const extras = sources.developmentFallback;
  const phone = backend
    ? { label: phoneLabel(region, backend.phone), value: backend.phone }
    : extras && { label: extras.contacts.phone.label, value: extras.contacts.phone.value };
  // wa.me wants digits only; a backend may give the number with its `+`.
  const whatsapp = backend ? whatsappLink(region, backend.whatsapp.replace(/\D/g, '')) : extras?.social.whatsapp;
  const hours = sources.shop?.openingHours;
  const networks: { network: SocialNetwork; href: string }[] = whatsapp ? [{ network: 'WhatsApp', href: whatsapp }] : [];
  if (extras) for (const [network, key] of NETWORKS) networks.push({ network, href: extras.social[key] });
  return {
    phone,
    email: backend?.email ?? extras?.contacts.email,
    address: extras && { street: extras.contacts.address, postalCode: extras.contacts.postalCode },
    openingHours: hours ? [{ dayOfWeek: EVERY_DAY, ...hours }] : (extras?.contacts.openingHours ?? []),
    networks,
  };
}

import type { RegionCode } from './regions.config';

/**
 * How each region asks before anything optional is stored or read on the shopper's device
 * (docs/adr/0273-consent-defaults-by-region.md, with the sources):
 * - `opt-in`: nothing optional before the shopper allows it (analytics and marketing start denied);
 * - `opt-out`: a notice; the optional purposes are on until the shopper refuses them.
 * Strictly necessary storage (the cart, the language, the choice itself) needs no consent anywhere.
 */
export type ConsentModeRule = 'opt-in' | 'opt-out';

/** Each region's rule; the laws behind them are in consent-laws.ts, a module of their own, so no page carries them but the cookie policy's. */
const CONSENT_MODES: Readonly<Record<RegionCode, ConsentModeRule>> = {
  ae: 'opt-in',
  om: 'opt-in',
  mx: 'opt-out',
  ru: 'opt-in',
  by: 'opt-in',
  br: 'opt-in',
  qa: 'opt-in',
  sa: 'opt-in',
  es: 'opt-in',
  co: 'opt-in',
  eg: 'opt-in',
  kz: 'opt-in',
  ma: 'opt-in',
  ge: 'opt-in',
  uz: 'opt-in',
};

/** How a page asks: its region's rule, and opt-in where there is no region (the global pages). */
export function consentModeOf(region: RegionCode | undefined): ConsentModeRule {
  return region ? CONSENT_MODES[region] : 'opt-in';
}

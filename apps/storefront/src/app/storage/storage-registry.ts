import type { ConsentPurpose } from '@storefront/analytics';
import type { MessageDescriptor } from 'react-intl';
import { storedItemPurposes as purposes } from './storage-registry.messages';

/**
 * Everything the storefront keeps in a shopper's browser, declared once (issue 33,
 * docs/adr/0278-one-registry-of-what-the-site-stores.md). The libs keep owning their keys and cookie
 * builders; this list says, for each, what it is for, under which consent purpose and for how long. The
 * cookie policy pages render their table from it (pages/stored-items-table.tsx); storage-registry.spec.ts
 * proves that each pattern matches the name its lib builds and that each cookie is written as declared;
 * apps/storefront-e2e/src/storage-registry.spec.ts fails on anything a real visit stores that the
 * policy's table does not list.
 */

export type StoredItemKind = 'cookie' | 'localStorage' | 'sessionStorage';

type LifetimeUnit = 'day' | 'month' | 'year';

/**
 * How long an item stays:
 * - `for`: an expiry written with it (a cookie's `Max-Age`, an expiry date stored with the value);
 *   `upTo`: set by someone else, whose browser may cap it (Chrome keeps a cookie 400 days at most);
 * - `tab`: session storage, gone when the tab is closed;
 * - `untilRemoved`: local storage without an expiry, removed by the site when it empties (the cart after
 *   an order) or by the shopper clearing the site's data.
 */
export type StoredItemLifetime =
  | { readonly for: number; readonly unit: LifetimeUnit; readonly upTo?: true }
  | { readonly until: 'tab' | 'removed' };

interface StoredItemBase {
  /**
   * The key or cookie name; a part in braces stands for what varies (`cartItems_{region}`: one per
   * region). A pattern matches names with any text of at least one character in place of each part.
   */
  readonly name: string;
  readonly category: ConsentPurpose;
  readonly purpose: MessageDescriptor;
  readonly lifetime: StoredItemLifetime;
  /** Who writes it: this site (its code and the libraries it runs), or Google's tag when a site's GTM loads it. */
  readonly setBy: 'site' | 'google';
}

interface StoredCookie extends StoredItemBase {
  readonly kind: 'cookie';
  readonly sameSite: 'lax' | 'strict';
  readonly secure: boolean;
}

interface StoredKey extends StoredItemBase {
  readonly kind: 'localStorage' | 'sessionStorage';
}

export type StoredItem = StoredCookie | StoredKey;

const ONE_YEAR = { for: 365, unit: 'day' } as const;
const TAB = { until: 'tab' } as const;
const UNTIL_REMOVED = { until: 'removed' } as const;

/**
 * The registry, necessary items first. Every cookie of the site is `Secure` (libs/cookies writes no
 * other); Google's are as its tag writes them (the site's GTM container can add `Secure` with
 * `cookie_flags`).
 */
export const STORED_ITEMS: readonly StoredItem[] = [
  // Cookies the storefront writes through libs/cookies (SPEC §9).
  { name: 'i18n_redirected', kind: 'cookie', category: 'necessary', purpose: purposes.locale, lifetime: ONE_YEAR, setBy: 'site', sameSite: 'lax', secure: true },
  { name: 'last_region', kind: 'cookie', category: 'necessary', purpose: purposes.lastRegion, lifetime: ONE_YEAR, setBy: 'site', sameSite: 'lax', secure: true },
  {
    name: 'region_suggestion_dismissed',
    kind: 'cookie',
    category: 'necessary',
    purpose: purposes.suggestionDismissed,
    lifetime: ONE_YEAR,
    setBy: 'site',
    sameSite: 'lax',
    secure: true,
  },
  { name: 'city_{region}', kind: 'cookie', category: 'necessary', purpose: purposes.city, lifetime: ONE_YEAR, setBy: 'site', sameSite: 'lax', secure: true },
  { name: 'viewport', kind: 'cookie', category: 'necessary', purpose: purposes.viewport, lifetime: ONE_YEAR, setBy: 'site', sameSite: 'strict', secure: true },
  // The shopper's choice, written by vanilla-cookieconsent (libs/analytics consent, 182 days).
  {
    name: 'cookie_consent',
    kind: 'cookie',
    category: 'necessary',
    purpose: purposes.consent,
    lifetime: { for: 182, unit: 'day' },
    setBy: 'site',
    sameSite: 'lax',
    secure: true,
  },
  // The shopper's things in this browser, per region.
  { name: 'cartItems_{region}', kind: 'localStorage', category: 'necessary', purpose: purposes.cart, lifetime: UNTIL_REMOVED, setBy: 'site' },
  { name: 'comparison_{region}', kind: 'localStorage', category: 'necessary', purpose: purposes.comparison, lifetime: UNTIL_REMOVED, setBy: 'site' },
  { name: 'checkoutDraft_{region}', kind: 'sessionStorage', category: 'necessary', purpose: purposes.checkoutDraft, lifetime: TAB, setBy: 'site' },
  // The page's own housekeeping: the chunk-reload guard (SPEC §8) and the router's scroll positions.
  { name: 'storefront:chunk-reload-at', kind: 'sessionStorage', category: 'necessary', purpose: purposes.chunkReload, lifetime: TAB, setBy: 'site' },
  { name: 'tanstack_router_reload:{message}', kind: 'sessionStorage', category: 'necessary', purpose: purposes.routerReload, lifetime: TAB, setBy: 'site' },
  { name: 'tsr-scroll-restoration-v1_3', kind: 'sessionStorage', category: 'necessary', purpose: purposes.scrollRestoration, lifetime: TAB, setBy: 'site' },
  // With analytics consent.
  {
    name: 'reportedPurchases_{region}',
    kind: 'localStorage',
    category: 'analytics',
    purpose: purposes.reportedPurchases,
    lifetime: UNTIL_REMOVED,
    setBy: 'site',
  },
  // Google's tag (GA4), when a site's GTM container loads it: the storefront only reads `_ga`.
  { name: '_ga', kind: 'cookie', category: 'analytics', purpose: purposes.gaClient, lifetime: { for: 2, unit: 'year', upTo: true }, setBy: 'google', sameSite: 'lax', secure: false },
  {
    name: '_ga_{container}',
    kind: 'cookie',
    category: 'analytics',
    purpose: purposes.gaSession,
    lifetime: { for: 2, unit: 'year', upTo: true },
    setBy: 'google',
    sameSite: 'lax',
    secure: false,
  },
  // With marketing consent (SPEC §4: three months).
  { name: 'campaign_marks', kind: 'localStorage', category: 'marketing', purpose: purposes.campaignMarks, lifetime: { for: 3, unit: 'month' }, setBy: 'site' },
  // With preferences consent, erased when it is withdrawn (docs/adr/0285-remembering-what-a-shopper-looked-at-needs-consent.md).
  { name: 'recentlyViewed_{region}', kind: 'localStorage', category: 'preferences', purpose: purposes.recentlyViewed, lifetime: UNTIL_REMOVED, setBy: 'site' },
  { name: 'recentSearches_{region}', kind: 'localStorage', category: 'preferences', purpose: purposes.recentSearches, lifetime: UNTIL_REMOVED, setBy: 'site' },
];

const PLACEHOLDER = /\{[a-z]+\}/gi;

/** A name pattern as a regular expression: each part in braces is one or more characters of any kind. */
export function storedNamePattern(name: string): RegExp {
  const literal = name.split(PLACEHOLDER).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('.+')}$`);
}

/** The registry's entry of a name the browser holds, or undefined for a name no entry declares. */
export function registeredItem(kind: StoredItemKind, name: string, items: readonly StoredItem[] = STORED_ITEMS): StoredItem | undefined {
  return items.find((item) => item.kind === kind && storedNamePattern(item.name).test(name));
}

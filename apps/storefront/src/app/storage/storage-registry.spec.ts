import { CAMPAIGN_MARKS_STORAGE_KEY, CONSENT_COOKIE, CONSENT_DAYS, resolveCampaignMarks } from '@storefront/analytics';
import { cartStorageKey, checkoutDraftKey, reportedPurchasesKey } from '@storefront/cart';
import { comparisonStorageKey } from '@storefront/comparison';
import { recentSearchesKey, recentlyViewedKey } from '@storefront/catalog';
import { LOCALE_COOKIE, localeCookie } from '@storefront/i18n';
import {
  LAST_REGION_COOKIE,
  SUGGESTION_DISMISSED_COOKIE,
  VIEWPORT_COOKIE,
  lastRegionCookie,
  parseRegionLocale,
  rememberedCityCookie,
  suggestionDismissedCookie,
  viewportCookie,
} from '@storefront/regions';
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY, routerReloadKey } from '../navigation/chunk-reload';
import { STORED_ITEMS, registeredItem, storedNamePattern, type StoredItem, type StoredItemKind } from './storage-registry';

const DAY_SECONDS = 24 * 60 * 60;
const ae = parseRegionLocale('ae_en');
if (!ae) throw new Error('ae_en is a region locale');

/** The one entry a name the code writes falls under; fails when none or several do. */
function entryOf(kind: StoredItemKind, name: string): StoredItem {
  const matching = STORED_ITEMS.filter((item) => item.kind === kind && storedNamePattern(item.name).test(name));
  expect(matching.map((item) => item.name), `${kind} ${name}`).toHaveLength(1);
  return matching[0] as StoredItem;
}

/** A `document.cookie` assignment's name and attributes. */
function cookieParts(assignment: string) {
  const [pair = '', ...attributes] = assignment.split('; ');
  const attribute = (name: string) => attributes.find((each) => each.toLowerCase().startsWith(`${name.toLowerCase()}=`))?.split('=')[1];
  return {
    name: pair.slice(0, pair.indexOf('=')),
    maxAge: Number(attribute('Max-Age')),
    sameSite: attribute('SameSite')?.toLowerCase(),
    secure: attributes.includes('Secure'),
    path: attribute('Path'),
  };
}

describe('the storage registry', () => {
  it('gives every entry a name, a kind, a category, a purpose, a lifetime and who sets it', () => {
    for (const item of STORED_ITEMS) {
      expect(item.name, JSON.stringify(item)).toMatch(/^[\w:.{}-]+$/);
      expect(['cookie', 'localStorage', 'sessionStorage']).toContain(item.kind);
      expect(['necessary', 'analytics', 'marketing', 'preferences']).toContain(item.category);
      expect(item.purpose.id, item.name).toMatch(/^app\.storage\.purpose\.\w+$/);
      expect(item.purpose.defaultMessage, item.name).toBeTruthy();
      expect(['site', 'google']).toContain(item.setBy);
      const { lifetime } = item;
      if ('until' in lifetime) expect(['tab', 'removed']).toContain(lifetime.until);
      else expect(lifetime.for > 0 && Number.isInteger(lifetime.for) && ['day', 'month', 'year'].includes(lifetime.unit), item.name).toBe(true);
      // Session storage ends with the tab; nothing else does.
      expect('until' in lifetime && lifetime.until === 'tab', item.name).toBe(item.kind === 'sessionStorage');
      if (item.kind === 'cookie') {
        expect(['lax', 'strict']).toContain(item.sameSite);
        expect(typeof item.secure).toBe('boolean');
        // A cookie always has an expiry of its own.
        expect('for' in lifetime, item.name).toBe(true);
      }
    }
  });

  it('declares each name once, and every cookie the site writes is Secure', () => {
    const names = STORED_ITEMS.map((item) => `${item.kind} ${item.name}`);
    expect(new Set(names).size).toBe(names.length);
    expect(STORED_ITEMS.filter((item) => item.kind === 'cookie' && item.setBy === 'site' && !item.secure)).toEqual([]);
  });

  it('matches a pattern’s varying part with any text, and nothing around it', () => {
    const pattern = storedNamePattern('cartItems_{region}');
    expect(pattern.test('cartItems_ae')).toBe(true);
    expect(pattern.test('cartItems_')).toBe(false);
    expect(pattern.test('xcartItems_ae')).toBe(false);
    expect(storedNamePattern('storefront:chunk-reload-at').test('storefront:chunk-reload-atx')).toBe(false);
    expect(storedNamePattern('a.b').test('axb')).toBe(false);
    expect(registeredItem('localStorage', 'cartItems_ae')?.name).toBe('cartItems_{region}');
    expect(registeredItem('sessionStorage', 'cartItems_ae')).toBeUndefined();
    expect(registeredItem('cookie', 'someone_elses')).toBeUndefined();
  });
});

describe('the registry against the names the libs build', () => {
  it.each([
    ['the locale (SPEC §9)', localeCookie('ru'), LOCALE_COOKIE],
    ['the last region read', lastRegionCookie(ae), LAST_REGION_COOKIE],
    ['the dismissed suggestion', suggestionDismissedCookie(), SUGGESTION_DISMISSED_COOKIE],
    ['the remembered city', rememberedCityCookie('ae', 'dubai'), 'city_ae'],
    ['the viewport (SPEC §9)', viewportCookie('md'), VIEWPORT_COOKIE],
  ])('declares the cookie of %s as it is written', (_what, assignment, name) => {
    const written = cookieParts(assignment);
    expect(written.name).toBe(name);
    const entry = entryOf('cookie', written.name);
    if (entry.kind !== 'cookie' || !('for' in entry.lifetime)) throw new Error(`${entry.name} is a cookie with an expiry`);
    expect(entry.lifetime).toEqual({ for: written.maxAge / DAY_SECONDS, unit: 'day' });
    expect(entry.sameSite).toBe(written.sameSite);
    expect(entry.secure).toBe(written.secure);
    expect(written.secure).toBe(true);
    expect(written.path).toBe('/');
  });

  it.each([
    ['localStorage', cartStorageKey('ae'), 'cartItems_{region}'],
    ['localStorage', comparisonStorageKey('ae'), 'comparison_{region}'],
    ['localStorage', reportedPurchasesKey('ae'), 'reportedPurchases_{region}'],
    ['localStorage', CAMPAIGN_MARKS_STORAGE_KEY, 'campaign_marks'],
    ['localStorage', recentlyViewedKey('ae'), 'recentlyViewed_{region}'],
    ['localStorage', recentSearchesKey('ae'), 'recentSearches_{region}'],
    ['sessionStorage', checkoutDraftKey('ae'), 'checkoutDraft_{region}'],
    ['sessionStorage', CHUNK_RELOAD_STORAGE_KEY, 'storefront:chunk-reload-at'],
    ['sessionStorage', routerReloadKey(new Error('Failed to fetch dynamically imported module: /x.js')), 'tanstack_router_reload:{message}'],
  ] as const)('declares the %s key %s as %s', (kind, key, declared) => {
    expect(entryOf(kind, key).name).toBe(declared);
  });

  it('keeps campaign marks as long as it says (SPEC §4: three calendar months)', () => {
    const now = new Date('2026-01-31T10:00:00.000Z');
    const { storage } = resolveCampaignMarks({ fromUrl: { UTM_SOURCE: 'x' }, stored: undefined, now });
    if (storage.action !== 'save') throw new Error('new marks are saved');
    expect(entryOf('localStorage', CAMPAIGN_MARKS_STORAGE_KEY).lifetime).toEqual({ for: 3, unit: 'month' });
    expect(storage.value.expiresAt.toISOString()).toBe('2026-04-30T10:00:00.000Z');
  });

  it('files analytics and marketing data under their purposes, the shopper’s own things as necessary', () => {
    expect(entryOf('localStorage', CAMPAIGN_MARKS_STORAGE_KEY).category).toBe('marketing');
    expect(entryOf('localStorage', reportedPurchasesKey('ae')).category).toBe('analytics');
    expect(entryOf('cookie', '_ga').category).toBe('analytics');
    expect(entryOf('cookie', '_ga_ABC123').category).toBe('analytics');
    expect(entryOf('localStorage', cartStorageKey('ae')).category).toBe('necessary');
    // What the shopper looked at, kept for them: neither necessary nor tracking (ADR 0285).
    expect(entryOf('localStorage', recentlyViewedKey('ae')).category).toBe('preferences');
    expect(entryOf('localStorage', recentSearchesKey('ae')).category).toBe('preferences');
    expect(entryOf('cookie', CONSENT_COOKIE)).toMatchObject({ category: 'necessary', lifetime: { for: CONSENT_DAYS, unit: 'day' }, secure: true, sameSite: 'lax' });
  });
});

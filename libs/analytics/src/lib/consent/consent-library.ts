import * as CookieConsent from 'vanilla-cookieconsent';
import { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_REVISION } from './consent-cookie';
import type { ConsentMode, ConsentSnapshot, OptionalPurpose } from './consent-state';

/**
 * The one module that talks to vanilla-cookieconsent (docs/adr/0272-consent-with-vanilla-cookieconsent.md):
 * it stores the choice (cookie `cookie_consent`, 182 days), knows whether it is still valid (same
 * revision, not expired) and clears Google's cookies when analytics is withdrawn. Its own banner and
 * dialog are never shown (`autoShow: false`): the storefront draws them with libs/ui.
 *
 * The library builds its banner's markup whenever no valid choice is stored, shown or not. Its
 * interface-free "core" build would avoid that, but in 3.1.0 its `run()` throws
 * (consent-library.spec.ts fails once a release fixes it: then switch). Until then the markup goes into
 * an element that is never attached (`root`), so no unstyled copy of it reaches the page.
 */
let started: Promise<void> | undefined;

/** Reads the stored choice (once per page); resolves when the library knows it. */
export function startConsentLibrary(): Promise<void> {
  started ??= CookieConsent.run({
    root: document.createElement('div'),
    revision: CONSENT_REVISION,
    autoShow: false,
    // Our end-to-end tests drive a real browser, which the library would take for a bot and skip.
    hideFromBots: false,
    // The library's scripts manager is not used: nothing on the page waits for a `data-category` tag.
    manageScriptTags: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax', secure: true },
    categories: {
      necessary: { enabled: true, readOnly: true },
      // Google's tag sets `_ga` and `_ga_<id>` once analytics is granted; withdrawing it erases them.
      analytics: { autoClear: { cookies: [{ name: /^_ga(_|$)/ }] } },
      marketing: {},
      // What the shopper looked at, on the device only; withdrawing it erases that (consent-manager-view.tsx).
      preferences: {},
    },
    // Required by the library even with its interface unused; the texts are the storefront's (react-intl).
    language: { default: 'en', translations: { en: { consentModal: {}, preferencesModal: { sections: [] } } } },
  });
  return started;
}

/**
 * The consent in force under `mode`: the shopper's stored choice when there is a valid one, else the
 * region's default (opt-out regions allow the optional purposes until the shopper refuses them).
 */
export function readConsent(mode: ConsentMode): Omit<ConsentSnapshot, 'status'> {
  if (!CookieConsent.validConsent()) {
    const allowed = mode === 'opt-out';
    return { analytics: allowed, marketing: allowed, preferences: allowed, decided: false };
  }
  const accepted = CookieConsent.getUserPreferences().acceptedCategories;
  return {
    analytics: accepted.includes('analytics'),
    marketing: accepted.includes('marketing'),
    preferences: accepted.includes('preferences'),
    decided: true,
  };
}

/** Stores the shopper's choice: the optional purposes they allow (necessary is always kept). */
export function saveConsent(allowed: readonly OptionalPurpose[]): void {
  CookieConsent.acceptCategory(['necessary', ...allowed]);
}

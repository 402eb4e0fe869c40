/** Where and how long the choice is kept: a module of its own, so naming it loads no library. */
export const CONSENT_COOKIE = 'cookie_consent';

/** Six months, then the shopper is asked again (CNIL's and the AEPD's guidance on how long a choice holds). */
export const CONSENT_DAYS = 182;

/**
 * Raised whenever the purposes or what they cover change: a choice made under another revision is no
 * longer valid (vanilla-cookieconsent's `validConsent()` is false), so the region's default applies and
 * the banner asks again. 2: the `preferences` purpose (docs/adr/0285-remembering-what-a-shopper-looked-at-needs-consent.md).
 */
export const CONSENT_REVISION = 2;

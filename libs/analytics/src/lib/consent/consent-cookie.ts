/** Where and how long the choice is kept: a module of its own, so naming it loads no library. */
export const CONSENT_COOKIE = 'cookie_consent';

/** Six months, then the shopper is asked again (CNIL's and the AEPD's guidance on how long a choice holds). */
export const CONSENT_DAYS = 182;

/**
 * Raised whenever the purposes or what they cover change: a choice made under another revision is no
 * longer valid, and the banner asks again.
 */
export const CONSENT_REVISION = 1;

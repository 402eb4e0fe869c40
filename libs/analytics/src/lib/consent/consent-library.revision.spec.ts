import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_REVISION } from './consent-cookie';
import { readConsent, startConsentLibrary } from './consent-library';

/** A choice as the library stored it under revision 1 (before `preferences`): "Accept all" of that time. */
function storedChoice(revision: number): string {
  const now = new Date().toISOString();
  return encodeURIComponent(
    JSON.stringify({
      categories: ['necessary', 'analytics', 'marketing'],
      revision,
      data: null,
      consentTimestamp: now,
      consentId: '3f2b8a4e-6c1d-4e5f-9a7b-2c3d4e5f6a7b',
      services: { necessary: [], analytics: [], marketing: [] },
      languageCode: 'en',
      lastConsentTimestamp: now,
      expirationTime: Date.now() + 86_400_000,
    }),
  );
}

describe('a choice made under an older revision', () => {
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('is no longer valid: the region’s default applies and the banner asks again', async () => {
    expect(CONSENT_REVISION).toBe(2);
    document.cookie = `${CONSENT_COOKIE}=${storedChoice(1)}; Path=/`;
    await startConsentLibrary();
    expect(readConsent('opt-in')).toEqual({ analytics: false, marketing: false, preferences: false, decided: false });
    expect(readConsent('opt-out')).toEqual({ analytics: true, marketing: true, preferences: true, decided: false });
  });
});

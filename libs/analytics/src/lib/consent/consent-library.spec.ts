import { afterEach, describe, expect, it } from 'vitest';
import * as CookieConsent from 'vanilla-cookieconsent';
import { CONSENT_COOKIE } from './consent-cookie';
import { readConsent, saveConsent, startConsentLibrary } from './consent-library';

describe('the consent library', () => {
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('applies the region’s default until a choice is stored, then the choice', async () => {
    await startConsentLibrary();
    expect(readConsent('opt-in')).toEqual({ analytics: false, marketing: false, preferences: false, decided: false });
    expect(readConsent('opt-out')).toEqual({ analytics: true, marketing: true, preferences: true, decided: false });
    saveConsent(['analytics']);
    expect(readConsent('opt-in')).toEqual({ analytics: true, marketing: false, preferences: false, decided: true });
    expect(readConsent('opt-out')).toEqual({ analytics: true, marketing: false, preferences: false, decided: true });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=`);
    saveConsent(['preferences']);
    expect(readConsent('opt-in')).toEqual({ analytics: false, marketing: false, preferences: true, decided: true });
    saveConsent([]);
    expect(readConsent('opt-out')).toEqual({ analytics: false, marketing: false, preferences: false, decided: true });
  });

  it('puts none of its own interface into the page', async () => {
    await startConsentLibrary();
    expect(document.querySelector('#cc-main, .cm')).toBeNull();
    expect(CookieConsent.validConsent()).toBeTypeOf('boolean');
  });
});

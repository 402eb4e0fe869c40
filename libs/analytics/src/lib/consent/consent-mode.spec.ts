import { describe, expect, it } from 'vitest';
import { consentDefaultScript, pushConsentUpdate, type ConsentModeTarget } from './consent-mode';

/** Runs the inline script against a window of its own and returns what it queued. */
function runDefault(script: string): unknown[] {
  const target: ConsentModeTarget = {};
  new Function('window', script)(target);
  return (target.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

describe('Consent Mode v2 on the data layer', () => {
  it('defaults to denied where the region asks first, with necessary storage granted', () => {
    expect(runDefault(consentDefaultScript('opt-in'))).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          personalization_storage: 'denied',
          functionality_storage: 'granted',
          security_storage: 'granted',
          wait_for_update: 2000,
        },
      ],
    ]);
  });

  it('defaults to granted where a notice is the rule', () => {
    const [[, , state]] = runDefault(consentDefaultScript('opt-out')) as [[string, string, Record<string, string>]];
    expect(state).toMatchObject({ ad_storage: 'granted', analytics_storage: 'granted', personalization_storage: 'granted' });
  });

  it('pushes an update as gtag() does: an Arguments object, after what is queued', () => {
    const target: ConsentModeTarget = { dataLayer: [{ event: 'gtm.js' }] };
    pushConsentUpdate({ analytics: true, marketing: false, preferences: true }, target);
    const update = target.dataLayer?.[1];
    expect(Object.prototype.toString.call(update)).toBe('[object Arguments]');
    expect(Array.from(update as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted', personalization_storage: 'granted' },
    ]);
  });

  it('leaves a foreign dataLayer alone', () => {
    const target = { dataLayer: 'not an array' } as unknown as ConsentModeTarget;
    expect(() => pushConsentUpdate({ analytics: true, marketing: true, preferences: true }, target)).not.toThrow();
    expect(target.dataLayer).toBe('not an array');
  });
});

import { describe, expect, it } from 'vitest';
import { CONSENT_LAWS } from './consent-laws';
import { consentModeOf } from './consent-rules';
import { REGION_CODES } from './regions.config';

describe('consent rules', () => {
  it('names a rule and its law for every region', () => {
    expect(Object.keys(CONSENT_LAWS).sort()).toEqual([...REGION_CODES].sort());
    for (const code of REGION_CODES) {
      expect(['opt-in', 'opt-out']).toContain(consentModeOf(code));
      expect(CONSENT_LAWS[code].length).toBeGreaterThan(5);
    }
  });

  it('asks first in Spain (EU law) and gives notice in Mexico', () => {
    expect(consentModeOf('es')).toBe('opt-in');
    expect(consentModeOf('mx')).toBe('opt-out');
  });

  it('asks first on the global pages, which belong to no region', () => {
    expect(consentModeOf(undefined)).toBe('opt-in');
  });
});

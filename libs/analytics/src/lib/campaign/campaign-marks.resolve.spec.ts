import { describe, expect, it } from 'vitest';
import { addCalendarMonths, resolveCampaignMarks, type StoredCampaignMarks } from './campaign-marks.resolve';

const at = (iso: string) => new Date(iso);
const NOW = at('2025-01-15T10:30:00.000Z');
const NEWSLETTER = { UTM_SOURCE: 'newsletter', UTM_MEDIUM: 'email' };
const ADS = { UTM_SOURCE: 'google', GCLID: 'Cj0KCQ' };

describe('addCalendarMonths', () => {
  it('moves the same day and time three calendar months ahead', () => {
    expect(addCalendarMonths(at('2025-01-15T10:30:00.000Z'), 3)).toEqual(at('2025-04-15T10:30:00.000Z'));
  });

  it('crosses the year', () => {
    expect(addCalendarMonths(at('2025-11-02T00:00:00.000Z'), 3)).toEqual(at('2026-02-02T00:00:00.000Z'));
  });

  it('clamps to the last day of a shorter month instead of spilling into the next', () => {
    expect(addCalendarMonths(at('2025-01-31T12:00:00.000Z'), 3)).toEqual(at('2025-04-30T12:00:00.000Z'));
    expect(addCalendarMonths(at('2024-11-30T12:00:00.000Z'), 3)).toEqual(at('2025-02-28T12:00:00.000Z'));
  });

  it('lands on 29 February in a leap year', () => {
    expect(addCalendarMonths(at('2023-11-30T08:00:00.000Z'), 3)).toEqual(at('2024-02-29T08:00:00.000Z'));
  });

  it('does not change the date it is given', () => {
    const date = at('2025-01-31T00:00:00.000Z');
    addCalendarMonths(date, 3);
    expect(date.toISOString()).toBe('2025-01-31T00:00:00.000Z');
  });
});

describe('resolveCampaignMarks', () => {
  it('saves new URL marks with an expiry exactly 3 calendar months ahead when nothing is stored', () => {
    expect(resolveCampaignMarks({ fromUrl: NEWSLETTER, stored: undefined, now: NOW })).toEqual({
      marks: NEWSLETTER,
      storage: { action: 'save', value: { marks: NEWSLETTER, expiresAt: at('2025-04-15T10:30:00.000Z') } },
    });
  });

  it('replaces stored marks with different URL marks and restarts the 3 months', () => {
    const stored: StoredCampaignMarks = { marks: ADS, expiresAt: at('2025-02-01T00:00:00.000Z') };
    expect(resolveCampaignMarks({ fromUrl: NEWSLETTER, stored, now: NOW })).toEqual({
      marks: NEWSLETTER,
      storage: { action: 'save', value: { marks: NEWSLETTER, expiresAt: at('2025-04-15T10:30:00.000Z') } },
    });
  });

  it('replaces all stored marks, not only the differing ones: campaigns are never merged', () => {
    const stored: StoredCampaignMarks = { marks: { ...NEWSLETTER, UTM_CAMPAIGN: 'spring' }, expiresAt: at('2025-03-01T00:00:00.000Z') };
    const result = resolveCampaignMarks({ fromUrl: { UTM_SOURCE: 'newsletter' }, stored, now: NOW });
    expect(result.marks).toEqual({ UTM_SOURCE: 'newsletter' });
    expect(result.storage).toMatchObject({ action: 'save', value: { marks: { UTM_SOURCE: 'newsletter' } } });
  });

  it('keeps the original expiry when the URL brings the same marks again', () => {
    const stored: StoredCampaignMarks = { marks: { UTM_MEDIUM: 'email', UTM_SOURCE: 'newsletter' }, expiresAt: at('2025-02-01T00:00:00.000Z') };
    expect(resolveCampaignMarks({ fromUrl: NEWSLETTER, stored, now: NOW })).toEqual({
      marks: stored.marks,
      storage: { action: 'keep' },
    });
  });

  it('uses the stored marks when the URL has none and they have not expired', () => {
    const stored: StoredCampaignMarks = { marks: ADS, expiresAt: at('2025-04-15T10:30:00.000Z') };
    expect(resolveCampaignMarks({ fromUrl: {}, stored, now: NOW })).toEqual({ marks: ADS, storage: { action: 'keep' } });
  });

  it('still uses the stored marks one millisecond before they expire', () => {
    const stored: StoredCampaignMarks = { marks: ADS, expiresAt: at('2025-04-15T10:30:00.000Z') };
    const now = at('2025-04-15T10:29:59.999Z');
    expect(resolveCampaignMarks({ fromUrl: {}, stored, now })).toEqual({ marks: ADS, storage: { action: 'keep' } });
  });

  it('removes the stored marks at exactly 3 months after they were saved', () => {
    const saved = resolveCampaignMarks({ fromUrl: ADS, stored: undefined, now: NOW });
    if (saved.storage.action !== 'save') throw new Error('expected the marks to be saved');
    const threeMonthsLater = at('2025-04-15T10:30:00.000Z');
    expect(resolveCampaignMarks({ fromUrl: {}, stored: saved.storage.value, now: threeMonthsLater })).toEqual({
      marks: {},
      storage: { action: 'remove' },
    });
  });

  it('removes long-expired stored marks', () => {
    const stored: StoredCampaignMarks = { marks: ADS, expiresAt: at('2020-01-01T00:00:00.000Z') };
    expect(resolveCampaignMarks({ fromUrl: {}, stored, now: NOW })).toEqual({ marks: {}, storage: { action: 'remove' } });
  });

  it('saves the same marks afresh when the stored copy has expired', () => {
    const stored: StoredCampaignMarks = { marks: ADS, expiresAt: at('2025-01-01T00:00:00.000Z') };
    expect(resolveCampaignMarks({ fromUrl: ADS, stored, now: NOW })).toEqual({
      marks: ADS,
      storage: { action: 'save', value: { marks: ADS, expiresAt: at('2025-04-15T10:30:00.000Z') } },
    });
  });

  it('has no marks and nothing to do when neither the URL nor storage has any', () => {
    expect(resolveCampaignMarks({ fromUrl: {}, stored: undefined, now: NOW })).toEqual({ marks: {}, storage: { action: 'keep' } });
  });
});

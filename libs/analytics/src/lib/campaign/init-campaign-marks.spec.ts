import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initCampaignMarks } from './init-campaign-marks';

const NOW = new Date('2025-01-15T10:30:00.000Z');
const stored = () => JSON.parse(localStorage.getItem('campaign_marks') ?? 'null');

describe('initCampaignMarks', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.cookie = '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    window.history.replaceState(null, '', '/');
  });

  it('saves the URL marks for 3 months and returns them with the _ga client id', () => {
    const result = initCampaignMarks({
      location: { search: '?utm_source=google&gclid=Cj0KCQ&page=2' },
      storage: localStorage,
      cookie: 'viewport=desktop; _ga=GA1.1.123456789.1700000000',
      now: NOW,
    });
    expect(result).toEqual({ marks: { UTM_SOURCE: 'google', GCLID: 'Cj0KCQ' }, clientId: '123456789.1700000000' });
    expect(stored()).toEqual({ marks: { UTM_SOURCE: 'google', GCLID: 'Cj0KCQ' }, expiresAt: '2025-04-15T10:30:00.000Z' });
  });

  it('uses the stored marks on a later visit without marks and leaves the stored copy unchanged', () => {
    initCampaignMarks({ location: { search: '?utm_source=google' }, storage: localStorage, cookie: '', now: NOW });
    const later = new Date('2025-03-01T00:00:00.000Z');
    const result = initCampaignMarks({ location: { search: '' }, storage: localStorage, cookie: '', now: later });
    expect(result).toEqual({ marks: { UTM_SOURCE: 'google' }, clientId: undefined });
    expect(stored().expiresAt).toBe('2025-04-15T10:30:00.000Z');
  });

  it('removes the stored marks once they have expired and returns none', () => {
    initCampaignMarks({ location: { search: '?utm_source=google' }, storage: localStorage, cookie: '', now: NOW });
    const expired = new Date('2025-04-15T10:30:00.000Z');
    expect(initCampaignMarks({ location: { search: '' }, storage: localStorage, cookie: '', now: expired }).marks).toEqual({});
    expect(localStorage.getItem('campaign_marks')).toBeNull();
  });

  it('replaces the stored marks when a visit brings different ones', () => {
    initCampaignMarks({ location: { search: '?utm_source=google' }, storage: localStorage, cookie: '', now: NOW });
    const later = new Date('2025-02-10T00:00:00.000Z');
    const result = initCampaignMarks({ location: { search: '?utm_source=newsletter' }, storage: localStorage, cookie: '', now: later });
    expect(result.marks).toEqual({ UTM_SOURCE: 'newsletter' });
    expect(stored()).toEqual({ marks: { UTM_SOURCE: 'newsletter' }, expiresAt: '2025-05-10T00:00:00.000Z' });
  });

  it('recovers from a corrupt stored value by saving the URL marks over it', () => {
    localStorage.setItem('campaign_marks', '{"__proto__":{"polluted":true}}');
    const result = initCampaignMarks({ location: { search: '?gclid=abc' }, storage: localStorage, cookie: '', now: NOW });
    expect(result.marks).toEqual({ GCLID: 'abc' });
    expect(stored().marks).toEqual({ GCLID: 'abc' });
  });

  it('takes the location, local storage and cookies of the browser by default', () => {
    window.history.replaceState(null, '', '/ae_en/?utm_campaign=Winter');
    document.cookie = '_ga=GA1.1.42.1700000000; path=/';
    expect(initCampaignMarks({ now: NOW })).toEqual({ marks: { UTM_CAMPAIGN: 'Winter' }, clientId: '42.1700000000' });
    expect(stored().marks).toEqual({ UTM_CAMPAIGN: 'Winter' });
  });

  it('still returns the URL marks when local storage cannot be reached', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    window.history.replaceState(null, '', '/?utm_source=google');
    expect(() => window.localStorage).toThrow();
    expect(initCampaignMarks({ now: NOW, cookie: '' })).toEqual({ marks: { UTM_SOURCE: 'google' }, clientId: undefined });
  });

  it('does nothing and returns no marks on the server, where there is no window', () => {
    window.history.replaceState(null, '', '/?utm_source=google');
    vi.stubGlobal('window', undefined);
    try {
      expect(initCampaignMarks()).toEqual({ marks: {}, clientId: undefined });
      expect(localStorage.getItem('campaign_marks')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

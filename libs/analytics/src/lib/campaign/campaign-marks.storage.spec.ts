import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_MARKS } from './campaign-marks';
import { CAMPAIGN_MARKS_STORAGE_KEY, campaignMarksStorage } from './campaign-marks.storage';

const EXPIRES = new Date('2025-04-15T10:30:00.000Z');
const VALID = JSON.stringify({ marks: { UTM_SOURCE: 'google', GCLID: 'Cj0KCQ' }, expiresAt: EXPIRES.toISOString() });

/** A Storage whose every method throws, as in a sandboxed frame or with storage blocked. */
function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

describe('campaignMarksStorage', () => {
  beforeEach(() => localStorage.clear());

  it('writes the marks and expiry as JSON under campaign_marks', () => {
    campaignMarksStorage(localStorage).write({ marks: { UTM_SOURCE: 'google', GCLID: 'Cj0KCQ' }, expiresAt: EXPIRES });
    expect(CAMPAIGN_MARKS_STORAGE_KEY).toBe('campaign_marks');
    expect(JSON.parse(localStorage.getItem('campaign_marks') ?? 'null')).toEqual({
      marks: { UTM_SOURCE: 'google', GCLID: 'Cj0KCQ' },
      expiresAt: '2025-04-15T10:30:00.000Z',
    });
  });

  it('reads back what it wrote', () => {
    const storage = campaignMarksStorage(localStorage);
    storage.write({ marks: { UTM_CAMPAIGN: 'Sale' }, expiresAt: EXPIRES });
    expect(storage.read()).toEqual({ marks: { UTM_CAMPAIGN: 'Sale' }, expiresAt: EXPIRES });
  });

  it('uses the key it is given', () => {
    campaignMarksStorage(localStorage, 'ae_marks').write({ marks: { UTM_SOURCE: 'a' }, expiresAt: EXPIRES });
    expect(localStorage.getItem('ae_marks')).not.toBeNull();
    expect(localStorage.getItem('campaign_marks')).toBeNull();
  });

  it('reads nothing when nothing is stored', () => {
    expect(campaignMarksStorage(localStorage).read()).toBeUndefined();
  });

  it.each([
    ['bad JSON', '{"marks":'],
    ['a JSON string', '"UTM_SOURCE=google"'],
    ['null', 'null'],
    ['an array', `[${VALID}]`],
    ['marks without expiry', '{"marks":{"UTM_SOURCE":"a"}}'],
    ['an expiry that is not a date', '{"marks":{"UTM_SOURCE":"a"},"expiresAt":"soon"}'],
    ['an expiry as a number', `{"marks":{"UTM_SOURCE":"a"},"expiresAt":${EXPIRES.getTime()}}`],
    ['an expiry in a non-ISO form', '{"marks":{"UTM_SOURCE":"a"},"expiresAt":"April 15, 2025"}'],
    ['marks that are a list', '{"marks":[["UTM_SOURCE","a"]],"expiresAt":"2025-04-15T10:30:00.000Z"}'],
    ['a foreign mark name', '{"marks":{"token":"secret"},"expiresAt":"2025-04-15T10:30:00.000Z"}'],
    ['a non-string mark', '{"marks":{"UTM_SOURCE":{"a":1}},"expiresAt":"2025-04-15T10:30:00.000Z"}'],
    ['a __proto__ key in the marks', '{"marks":{"__proto__":{"polluted":"yes"}},"expiresAt":"2025-04-15T10:30:00.000Z"}'],
    ['a top-level __proto__ key', `{"__proto__":{"polluted":"yes"},${VALID.slice(1)}`],
    ['a constructor key', '{"marks":{"constructor":{"prototype":{"polluted":"yes"}}},"expiresAt":"2025-04-15T10:30:00.000Z"}'],
    ['an extra field', `{"extra":1,${VALID.slice(1)}`],
    ['too many marks', JSON.stringify({ marks: Object.fromEntries(Array.from({ length: MAX_MARKS + 1 }, (_, i) => [`UTM_M${i}`, 'v'])), expiresAt: EXPIRES.toISOString() })],
    ['a huge value', `{"marks":{"UTM_SOURCE":"${'a'.repeat(100_000)}"},"expiresAt":"2025-04-15T10:30:00.000Z"}`],
  ])('treats %s as absent and removes it', (_label, raw) => {
    localStorage.setItem('campaign_marks', raw);
    expect(campaignMarksStorage(localStorage).read()).toBeUndefined();
    expect(localStorage.getItem('campaign_marks')).toBeNull();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('keeps a valid stored value in place when reading it', () => {
    localStorage.setItem('campaign_marks', VALID);
    expect(campaignMarksStorage(localStorage).read()).toEqual({
      marks: { UTM_SOURCE: 'google', GCLID: 'Cj0KCQ' },
      expiresAt: EXPIRES,
    });
    expect(localStorage.getItem('campaign_marks')).toBe(VALID);
  });

  it('carries out save, keep and remove actions', () => {
    const storage = campaignMarksStorage(localStorage);
    storage.apply({ action: 'save', value: { marks: { UTM_SOURCE: 'a' }, expiresAt: EXPIRES } });
    expect(storage.read()?.marks).toEqual({ UTM_SOURCE: 'a' });
    storage.apply({ action: 'keep' });
    expect(storage.read()?.marks).toEqual({ UTM_SOURCE: 'a' });
    storage.apply({ action: 'remove' });
    expect(localStorage.getItem('campaign_marks')).toBeNull();
  });

  it('never throws when the storage itself throws', () => {
    const storage = campaignMarksStorage(throwingStorage());
    expect(storage.read()).toBeUndefined();
    expect(() => storage.write({ marks: { UTM_SOURCE: 'a' }, expiresAt: EXPIRES })).not.toThrow();
    expect(() => storage.remove()).not.toThrow();
  });

  it('drops a write that exceeds the quota without throwing', () => {
    const full: Storage = {
      ...throwingStorage(),
      getItem: () => null,
      setItem: vi.fn(() => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      }),
    };
    const storage = campaignMarksStorage(full);
    expect(() => storage.write({ marks: { UTM_SOURCE: 'a' }, expiresAt: EXPIRES })).not.toThrow();
    expect(full.setItem).toHaveBeenCalledOnce();
    expect(storage.read()).toBeUndefined();
  });

  it('drops a write with an invalid expiry date without throwing or storing anything', () => {
    const storage = campaignMarksStorage(localStorage);
    expect(() => storage.write({ marks: { UTM_SOURCE: 'a' }, expiresAt: new Date(Number.NaN) })).not.toThrow();
    expect(localStorage.getItem('campaign_marks')).toBeNull();
  });
});

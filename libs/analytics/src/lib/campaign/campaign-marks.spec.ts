import { describe, expect, it } from 'vitest';
import {
  MAX_MARKS,
  MAX_MARK_VALUE_LENGTH,
  extractCampaignMarks,
  isCampaignMarks,
  isTrackingParameter,
  marksForWidgets,
  sameCampaignMarks,
} from './campaign-marks';

describe('extractCampaignMarks', () => {
  it('keeps utm_* and gclid parameters under upper-cased names and ignores the rest', () => {
    expect(
      extractCampaignMarks('?utm_source=newsletter&utm_medium=email&gclid=Cj0KCQabc&page=2&ved=x&fbclid=y'),
    ).toEqual({ UTM_SOURCE: 'newsletter', UTM_MEDIUM: 'email', GCLID: 'Cj0KCQabc' });
  });

  it('keeps the values as the URL gave them, because a gclid is case-sensitive', () => {
    expect(extractCampaignMarks('utm_campaign=Summer-Sale&gclid=Cj0KCQiA_aBc')).toEqual({
      UTM_CAMPAIGN: 'Summer-Sale',
      GCLID: 'Cj0KCQiA_aBc',
    });
  });

  it('matches parameter names case-insensitively', () => {
    expect(extractCampaignMarks('UTM_Source=google&GCLID=abc&Utm_Term=phone')).toEqual({
      UTM_SOURCE: 'google',
      GCLID: 'abc',
      UTM_TERM: 'phone',
    });
  });

  it('reads URLSearchParams as well as a query string with or without the question mark', () => {
    const expected = { UTM_SOURCE: 'a' };
    expect(extractCampaignMarks(new URLSearchParams({ utm_source: 'a' }))).toEqual(expected);
    expect(extractCampaignMarks('?utm_source=a')).toEqual(expected);
    expect(extractCampaignMarks('utm_source=a')).toEqual(expected);
  });

  it('decodes percent-encoding and plus signs and trims the value', () => {
    expect(extractCampaignMarks('utm_campaign=%20Black+Friday%20&utm_term=%D0%BF%D0%BB%D0%B0%D0%BD%D1%88%D0%B5%D1%82')).toEqual({
      UTM_CAMPAIGN: 'Black Friday',
      UTM_TERM: 'планшет',
    });
  });

  it('drops empty and blank values', () => {
    expect(extractCampaignMarks('utm_source=&utm_medium=%20%20&gclid&utm_term=ok')).toEqual({ UTM_TERM: 'ok' });
  });

  it('ignores names that only look like marks: a bare utm_, a prefix without underscore, gclid with a suffix', () => {
    expect(extractCampaignMarks('utm_=a&utmsource=b&gclid2=c&x_utm_source=d&utm_%3Cscript%3E=e')).toEqual({});
  });

  it('keeps the first usable value when a mark repeats, whatever the case of its name', () => {
    expect(extractCampaignMarks('utm_source=&utm_source=first&UTM_SOURCE=second')).toEqual({ UTM_SOURCE: 'first' });
  });

  it(`ignores values longer than ${MAX_MARK_VALUE_LENGTH} characters`, () => {
    const atLimit = 'a'.repeat(MAX_MARK_VALUE_LENGTH);
    const overLimit = 'b'.repeat(MAX_MARK_VALUE_LENGTH + 1);
    expect(extractCampaignMarks(`utm_source=${atLimit}&utm_medium=${overLimit}`)).toEqual({ UTM_SOURCE: atLimit });
  });

  it(`keeps at most ${MAX_MARKS} marks`, () => {
    const query = Array.from({ length: 50 }, (_, index) => `utm_m${index}=v${index}`).join('&');
    const marks = extractCampaignMarks(query);
    expect(Object.keys(marks)).toHaveLength(MAX_MARKS);
    expect(marks['UTM_M0']).toBe('v0');
    expect(marks[`UTM_M${MAX_MARKS - 1}`]).toBe(`v${MAX_MARKS - 1}`);
    expect(marks[`UTM_M${MAX_MARKS}`]).toBeUndefined();
  });

  it('ignores __proto__, constructor and prototype parameters and leaves Object.prototype untouched', () => {
    const marks = extractCampaignMarks('__proto__[polluted]=yes&__proto__=x&constructor[prototype][polluted]=yes&prototype=z&utm_source=a');
    expect(marks).toEqual({ UTM_SOURCE: 'a' });
    expect(Object.getPrototypeOf(marks)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('returns no marks for an empty, malformed or huge query without throwing', () => {
    expect(extractCampaignMarks('')).toEqual({});
    expect(extractCampaignMarks('%E0%A4%A&&==&utm_source=%')).toEqual({ UTM_SOURCE: '%' });
    expect(extractCampaignMarks(`q=${'x'.repeat(200_000)}`)).toEqual({});
  });
});

describe('sameCampaignMarks', () => {
  it('treats the same names and values in another order as the same marks', () => {
    expect(sameCampaignMarks({ UTM_SOURCE: 'a', GCLID: 'g' }, { GCLID: 'g', UTM_SOURCE: 'a' })).toBe(true);
  });

  it('tells marks apart by a value, a missing name or an extra name', () => {
    expect(sameCampaignMarks({ UTM_SOURCE: 'a' }, { UTM_SOURCE: 'b' })).toBe(false);
    expect(sameCampaignMarks({ UTM_SOURCE: 'a', UTM_MEDIUM: 'm' }, { UTM_SOURCE: 'a' })).toBe(false);
    expect(sameCampaignMarks({ UTM_SOURCE: 'a' }, { UTM_SOURCE: 'a', UTM_MEDIUM: 'm' })).toBe(false);
    expect(sameCampaignMarks({ UTM_SOURCE: 'a' }, { GCLID: 'a' })).toBe(false);
  });
});

describe('isCampaignMarks', () => {
  it('accepts marks under stored names with usable values', () => {
    expect(isCampaignMarks({ UTM_SOURCE: 'a', GCLID: 'Cj0' })).toBe(true);
    expect(isCampaignMarks({})).toBe(true);
  });

  it.each([
    ['null', null],
    ['an array', [['UTM_SOURCE', 'a']]],
    ['a string', 'UTM_SOURCE=a'],
    ['a lower-case name', { utm_source: 'a' }],
    ['a foreign name', { FOO: 'a' }],
    ['a number value', { UTM_SOURCE: 1 }],
    ['an empty value', { UTM_SOURCE: '' }],
    ['an untrimmed value', { UTM_SOURCE: ' a' }],
    ['an overlong value', { UTM_SOURCE: 'a'.repeat(MAX_MARK_VALUE_LENGTH + 1) }],
    ['too many marks', Object.fromEntries(Array.from({ length: MAX_MARKS + 1 }, (_, i) => [`UTM_M${i}`, 'v']))],
    ['an own __proto__ key', JSON.parse('{"__proto__": {"polluted": "yes"}}')],
    ['a class instance', new Date()],
  ])('refuses %s', (_label, value) => {
    expect(isCampaignMarks(value)).toBe(false);
  });
});

describe('marksForWidgets', () => {
  it('gives widgets the utm marks under their conventional lower-case names and the gclid apart', () => {
    expect(marksForWidgets({ UTM_SOURCE: 'google', UTM_CAMPAIGN: 'Sale', GCLID: 'Cj0KCQ' })).toEqual({
      utm: { utm_source: 'google', utm_campaign: 'Sale' },
      gclid: 'Cj0KCQ',
    });
  });

  it('leaves gclid out when there is none', () => {
    const widgetMarks = marksForWidgets({ UTM_SOURCE: 'google' });
    expect(widgetMarks).toEqual({ utm: { utm_source: 'google' } });
    expect('gclid' in widgetMarks).toBe(false);
  });

  it('gives empty utm marks for no marks', () => {
    expect(marksForWidgets({})).toEqual({ utm: {} });
  });
});

describe('isTrackingParameter', () => {
  it('knows campaign and click parameters, in any case', () => {
    for (const name of ['utm_source', 'UTM_Campaign', 'utm_', 'gclid', 'GCLID', 'fbclid', 'ved']) expect(isTrackingParameter(name), name).toBe(true);
  });

  it('leaves every parameter a page shows', () => {
    for (const name of ['q', 'page', 'badges[]', 'offers.slug', 'utm', 'xgclid', 'price[between]']) expect(isTrackingParameter(name), name).toBe(false);
  });
});

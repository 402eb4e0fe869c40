import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Messages } from './messages';
import { fillPlaceholders, type TextPlaceholders } from './placeholders';

const RU: TextPlaceholders = {
  currency: 'RUB',
  city: 'Москва',
  inCity: 'в Москве',
  fromCity: 'из Москвы',
  region: 'Россия',
  inRegion: 'в России',
  fromRegion: 'из России',
  fullRegion: 'Российская Федерация',
  inFullRegion: 'в Российской Федерации',
  fromFullRegion: 'из Российской Федерации',
};

const SOURCE = {
  delivery: 'Доставка {inCity} и по всей стране, цены в {currency}',
  stores: '{count, plural, one {# салон {inRegion}} few {# салона {inRegion}} other {# салонов {inRegion}}}',
  bold: 'Мы <b>{fromRegion}</b>',
  untouched: 'Здравствуйте, {name}',
  every: '{city}|{fromCity}|{region}|{fullRegion}|{inFullRegion}|{fromFullRegion}',
};

const format = (messages: Messages, id: keyof typeof SOURCE, values: Record<string, unknown> = {}) =>
  createIntl({ locale: 'ru', messages, onError: (error) => { throw error; } }).formatMessage({ id }, values as never);

const compiled = (source: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(source).map(([id, text]) => [id, parse(text)]));

describe.each([
  ['source strings (development)', SOURCE as Messages],
  ['compiled ASTs (production)', compiled(SOURCE)],
])('fillPlaceholders on %s', (_, messages) => {
  const filled = fillPlaceholders(messages, RU);

  it('writes the region and city forms into the texts', () => {
    expect(format(filled, 'delivery')).toBe('Доставка в Москве и по всей стране, цены в RUB');
    expect(format(filled, 'every')).toBe(
      'Москва|из Москвы|Россия|Российская Федерация|в Российской Федерации|из Российской Федерации',
    );
  });

  it('fills plural branches and rich-text tags', () => {
    expect(format(filled, 'stores', { count: 3 })).toBe('3 салона в России');
    expect(format(filled, 'bold', { b: (chunks: string[]) => `[${chunks.join('')}]` })).toBe('Мы [из России]');
  });

  it("leaves the components' own arguments alone", () => {
    expect(format(filled, 'untouched', { name: 'Анна' })).toBe('Здравствуйте, Анна');
  });
});

describe('fillPlaceholders', () => {
  it('takes a value with ICU syntax characters literally', () => {
    const filled = fillPlaceholders({ lead: 'Shop {inCity}' }, { inCity: "in O'Hare {x} <b>" });

    expect(createIntl({ locale: 'en', messages: filled }).formatMessage({ id: 'lead' })).toBe("Shop in O'Hare {x} <b>");
  });

  it('returns the same catalogue when there is nothing to fill', () => {
    const messages = { lead: 'Shop {inCity}' };

    expect(fillPlaceholders(messages, {})).toBe(messages);
  });
});

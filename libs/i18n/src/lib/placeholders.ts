import type { MessageFormatElement } from 'react-intl';
import type { Messages } from './messages';

/**
 * SPEC §3 text placeholders: `{currency}`, `{city}`, `{inCity}`, `{fromCity}`, `{region}`,
 * `{inRegion}`, `{fromRegion}`, `{fullRegion}`, `{inFullRegion}`, `{fromFullRegion}`. A message may use
 * any of them without the component passing a value: they are written into the catalogue. The names
 * are reserved: a component's own value must be named otherwise (a `{region}` value would be replaced).
 */
const TEXT_PLACEHOLDERS = [
  'currency',
  'city',
  'inCity',
  'fromCity',
  'region',
  'inRegion',
  'fromRegion',
  'fullRegion',
  'inFullRegion',
  'fromFullRegion',
] as const;
type TextPlaceholder = (typeof TEXT_PLACEHOLDERS)[number];
export type TextPlaceholders = Record<TextPlaceholder, string>;

// Element kinds of @formatjs/icu-messageformat-parser's TYPE enum (imported as values it would
// pull the parser into the browser bundle).
const LITERAL = 0;
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

const isPlaceholder = (name: string, values: Partial<TextPlaceholders>): name is TextPlaceholder =>
  Object.hasOwn(values, name);

function fillElements(elements: MessageFormatElement[], values: Partial<TextPlaceholders>): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === ARGUMENT && isPlaceholder(element.value, values)) {
      return { type: LITERAL, value: values[element.value] ?? '', location: element.location } as MessageFormatElement;
    }
    if (element.type === SELECT || element.type === PLURAL) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [key, { ...option, value: fillElements(option.value, values) }]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    if (element.type === TAG) return { ...element, children: fillElements(element.children, values) };
    return element;
  });
}

/** Quotes text for an ICU message: `'` doubles, and `{ } < >` are taken literally. */
const icuLiteral = (text: string) => text.replace(/'/g, "''").replace(/[{}<>]+/g, (special) => `'${special}'`);

/** Filled catalogues per catalogue and set of values: every page of a region and city fills the same. */
const filledCache = new WeakMap<Messages, Map<string, Messages>>();
/** Value sets kept per catalogue (a country's cities × a few regions); the oldest goes first. */
const FILLED_PER_CATALOGUE = 256;

/**
 * The catalogue with the text placeholders written in, for compiled ASTs (production) and source
 * strings (development) alike. Other arguments stay for the components' own values. The same
 * catalogue and values give the same (shared, never mutated) result, computed once.
 */
export function fillPlaceholders(messages: Messages, values: Partial<TextPlaceholders>): Messages {
  const key = JSON.stringify(TEXT_PLACEHOLDERS.map((name) => values[name] ?? null));
  let filled = filledCache.get(messages);
  if (!filled) {
    filled = new Map();
    filledCache.set(messages, filled);
  }
  const known = filled.get(key);
  if (known) return known;
  const result = fill(messages, values);
  filled.set(key, result);
  if (filled.size > FILLED_PER_CATALOGUE) filled.delete(filled.keys().next().value as string);
  return result;
}

function fill(messages: Messages, values: Partial<TextPlaceholders>): Messages {
  const names = TEXT_PLACEHOLDERS.filter((name) => values[name] !== undefined);
  if (names.length === 0) return messages;
  const pattern = new RegExp(`\\{\\s*(${names.join('|')})\\s*\\}`, 'g');
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]: [string, string | MessageFormatElement[]]) => [
      id,
      typeof message === 'string'
        ? message.replace(pattern, (_, name: TextPlaceholder) => icuLiteral(values[name] ?? ''))
        : fillElements(message, values),
    ]),
  ) as Messages;
}

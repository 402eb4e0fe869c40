import type { Db } from '../db/open-database';
import { letterDigitParts, searchWords } from './search-text';

/** What a shopper typed as two FTS5 queries over `product_search` (docs/adr/0279-search-rule.md). */
export interface ProductSearchQuery {
  /** Every word as typed (a word start), or a model name cut where letters meet digits. */
  exact: string;
  /** The same, each word of four letters or more also as the indexed words one typo away from it. */
  match: string;
}

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Shorter words have too many neighbours one letter away ("mako", "make", "mike") to guess. */
const MIN_TYPO_LENGTH = 4;
/** Longer words are pasted rather than typed; the bound keeps a search under ~2,000 vocabulary lookups a word. */
const MAX_TYPO_LENGTH = 24;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));
/** The letters each script's words are made of once folded (search-text.ts): a typo is replaced by one of them. */
const ALPHABETS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/\p{Script=Latin}/u, range(0x61, 0x7a)],
  [/\p{Script=Cyrillic}/u, [...range(0x430, 0x44f), 'ў', 'қ', 'ғ', 'ҳ']],
  [/\p{Script=Arabic}/u, [...range(0x621, 0x63a), ...range(0x641, 0x64a)].filter((letter) => !'أإآةى'.includes(letter))],
  [/\p{Script=Georgian}/u, range(0x10d0, 0x10f0)],
];

const digitsOf = (text: string) => text.replace(/\P{N}/gu, '');

/**
 * Every string one deletion, transposition, substitution or insertion of a letter away from `word`.
 * Digits stay as typed: "tx28" is not a typo of "tx26", another model.
 */
export function oneEditAway(word: string): Set<string> {
  const letters = [...word];
  const alphabet = [...ALPHABETS.filter(([script]) => script.test(word)).flatMap(([, alphabet]) => alphabet)];
  const variants = new Set<string>();
  const spliced = (at: number, remove: number, ...insert: string[]) => {
    const copy = [...letters];
    copy.splice(at, remove, ...insert);
    return copy.join('');
  };
  for (let at = 0; at <= letters.length; at += 1) {
    if (at < letters.length) variants.add(spliced(at, 1));
    if (at + 1 < letters.length) variants.add(spliced(at, 2, letters[at + 1] ?? '', letters[at] ?? ''));
    for (const letter of alphabet) {
      if (at < letters.length) variants.add(spliced(at, 1, letter));
      variants.add(spliced(at, 0, letter));
    }
  }
  variants.delete(word);
  const digits = digitsOf(word);
  for (const variant of variants) if (digitsOf(variant) !== digits) variants.delete(variant);
  return variants;
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * Builds the FTS5 queries of what a shopper typed. A word's typo neighbours are looked up in the
 * index's vocabulary (`product_search_vocab`, one indexed lookup per candidate), never by reading it whole.
 */
export function createProductSearch(db: Db) {
  const knownTerms = db
    .prepare<{ candidates: string }, string>(
      `SELECT DISTINCT v.term FROM json_each(@candidates) c JOIN product_search_vocab v ON v.term = c.value ORDER BY v.term`,
    )
    .pluck();

  return {
    /** The queries of `text`, or none when it holds no letter or digit. */
    queryOf(text: string): ProductSearchQuery | undefined {
      const words = [...new Set(searchWords(text).map((word) => [...word].slice(0, MAX_WORD_LENGTH).join('')))].slice(0, MAX_WORDS);
      if (words.length === 0) return undefined;
      const exact: string[] = [];
      const match: string[] = [];
      for (const word of words) {
        const parts = letterDigitParts(word);
        const asTyped = parts.length > 1 ? `(${quoted(word)}* OR ${quoted(parts.join(' '))}*)` : `${quoted(word)}*`;
        exact.push(asTyped);
        const length = [...word].length;
        const typos = length >= MIN_TYPO_LENGTH && length <= MAX_TYPO_LENGTH && /\p{L}/u.test(word)
          ? knownTerms.all({ candidates: JSON.stringify([...oneEditAway(word)]) })
          : [];
        match.push(typos.length > 0 ? `(${[asTyped, ...typos.map(quoted)].join(' OR ')})` : asTyped);
      }
      return { exact: exact.join(' AND '), match: match.join(' AND ') };
    },
  };
}

/**
 * The text of the product search index and the words of a query, folded the same way on both sides
 * (docs/adr/0279-search-rule.md). The FTS5 tokenizer (unicode61, remove_diacritics 2) lowercases and
 * folds Latin accents, but treats Arabic short vowels as separators and keeps Cyrillic ё: the folding
 * here is what it leaves out.
 */

const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/gu;
const LATIN_MARKS = /(?<=\p{Script=Latin})\p{M}+/gu;

/**
 * Folds what shoppers type interchangeably: Arabic without short vowels or tatweel, alef forms as bare
 * alef, ta marbuta as ha, alef maqsura as ya; Cyrillic ё as е; Latin without accents; lower case.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(ARABIC_MARKS, '')
    .replace(/[\u0622\u0623\u0625\u0671]/gu, '\u0627')
    .replace(/\u0629/gu, '\u0647')
    .replace(/\u0649/gu, '\u064A')
    .replace(/[ёЁ]/gu, (letter) => (letter === 'ё' ? 'е' : 'Е'))
    .normalize('NFD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .toLowerCase();
}

/** The words of a text as the index sees them: runs of letters and digits of any script. */
export function searchWords(text: string): string[] {
  return foldSearchText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A word cut where letters meet digits (`tx28` → `tx 28`); one part when there is no such boundary. */
export function letterDigitParts(word: string): string[] {
  return word.match(/\p{L}+|\p{N}+/gu) ?? [word];
}

/**
 * Model names written together or apart: every run of two or more adjacent words joined
 * (`Sandstorm XR 1000` → `sandstormxr`, `xr1000`, `sandstormxr1000`), and every word cut where
 * letters meet digits (`TX28` → `tx 28`), so "raptor125", "raptor-125" and "raptor 125" meet.
 */
function compactForms(text: string): string[] {
  const words = searchWords(text).slice(0, 6);
  const forms: string[] = [];
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 2; end <= words.length; end += 1) forms.push(words.slice(start, end).join(''));
  }
  for (const word of words) {
    const parts = letterDigitParts(word);
    if (parts.length > 1) forms.push(parts.join(' '));
  }
  return forms;
}

/**
 * The indexed text of a product: its names in every language, SKU and model, folded, then the compact
 * and cut forms of the model and the SKU.
 */
export function productSearchText(names: readonly string[], sku: string, model: string): string {
  return [...names, sku, model, ...compactForms(model), ...compactForms(sku)].map(foldSearchText).join(' \n ');
}

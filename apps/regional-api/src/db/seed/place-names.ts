import type { Localized } from './texts';

/**
 * A place's name with its "in" and "from" forms (`nameCases` of SPEC §3), for the languages that
 * form them by rule. Where a rule does not fit a name, the data gives the three forms itself.
 */
export type PlaceForms = readonly [name: string, nameIn: string, nameFrom: string];

/**
 * A place's name in every language, as the seed data writes it: Russian declines place names, so its
 * forms are written out; the other languages give the name, and the forms follow their rule unless
 * the data gives all three for a name the rule does not fit.
 */
export interface PlaceNames {
  en: string;
  ar: string;
  es: string;
  ru: PlaceForms;
  pt: string | PlaceForms;
  fr: string | PlaceForms;
  ka: string | PlaceForms;
  uz: string | PlaceForms;
}

/** English, Arabic and Spanish put a preposition before the unchanged name. */
const withPrepositions =
  (into: string, outOf: string) =>
  (name: string): PlaceForms => [name, `${into} ${name}`, `${outOf} ${name}`];

/** Portuguese: `em`/`de`, contracted with the article a few cities take (`no Rio`, `da Cidade do México`). */
export function portuguese(name: string, article?: 'o' | 'a'): PlaceForms {
  if (article === 'o') return [name, `no ${name}`, `do ${name}`];
  if (article === 'a') return [name, `na ${name}`, `da ${name}`];
  return [name, `em ${name}`, `de ${name}`];
}

/** French: `à`/`de`, `de` elided before a vowel (`d’Abou Dabi`). */
function french(name: string): PlaceForms {
  const elided = /^[AEIOUÉÈÊÂÎÔY]/i.test(name) ? `d’${name}` : `de ${name}`;
  return [name, `à ${name}`, elided];
}

const GEORGIAN_VOWELS = new Set(['ა', 'ე', 'ი', 'ო', 'უ']);

/**
 * Georgian: the postpositions `-ში` (in) and `-დან` (from). A consonant stem drops its nominative
 * `-ი` before `-ში` (თბილისი → თბილისში, თბილისიდან); an `-ა` stem keeps it before `-ში` and turns it
 * into `-ი` before `-დან` (დოჰა → დოჰაში, დოჰიდან); other vowel stems take both as they are
 * (კაირო → კაიროში, კაიროდან). Foreign names whose `-ი` belongs to the name (ალმატი) pass
 * `vowelStem`.
 */
export function georgian(name: string, vowelStem = false): PlaceForms {
  const last = name.at(-1) ?? '';
  const beforeLast = name.at(-2) ?? '';
  if (last === 'ი' && !vowelStem && !GEORGIAN_VOWELS.has(beforeLast)) return [name, `${name.slice(0, -1)}ში`, `${name}დან`];
  if (last === 'ა') return [name, `${name}ში`, `${name.slice(0, -1)}იდან`];
  return [name, `${name}ში`, `${name}დან`];
}

/** Uzbek: the suffixes `-da` (in) and `-dan` (from), which never change the name. */
export const uzbek = (name: string): PlaceForms => [name, `${name}da`, `${name}dan`];

const by = (value: string | PlaceForms, rule: (name: string) => PlaceForms): PlaceForms => (typeof value === 'string' ? rule(value) : value);

/** The three forms of a place's name in every language. */
export const placeForms = (names: PlaceNames): Localized<PlaceForms> => ({
  en: withPrepositions('in', 'from')(names.en),
  ar: withPrepositions('في', 'من')(names.ar),
  ru: names.ru,
  es: withPrepositions('en', 'desde')(names.es),
  pt: by(names.pt, portuguese),
  fr: by(names.fr, french),
  ka: by(names.ka, georgian),
  uz: by(names.uz, uzbek),
});

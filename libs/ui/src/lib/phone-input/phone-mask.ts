/**
 * Phone masks per country (SPEC §5): `#` is a digit, `[#]` an optional digit (`[##]` two), every
 * other character is shown as typed (`(##) ####-###[#]`). Masks cover the national number; the
 * dialling code is shown apart.
 */

export type PhoneMaskToken = { kind: 'digit'; optional: boolean } | { kind: 'literal'; char: string };

export interface PhoneCountry {
  /** Country name, translated by the caller. */
  name: string;
  /** ISO 3166-1 alpha-2, lower or upper case (`ae`). */
  iso2: string;
  /** Dialling code without `+` (`971`). */
  cc: string;
  /** National number mask (`## ### ####`). */
  mask: string;
  /** An emoji flag (`🇦🇪`) or an image URL. */
  flag: string;
}

const parsed = new Map<string, PhoneMaskToken[]>();

/** Splits a mask into digit slots and literals; cached, masks are few and reused. */
export function parsePhoneMask(mask: string): PhoneMaskToken[] {
  const cached = parsed.get(mask);
  if (cached) return cached;
  const tokens: PhoneMaskToken[] = [];
  let optional = false;
  for (const char of mask) {
    if (char === '[') optional = true;
    else if (char === ']') optional = false;
    else if (char === '#') tokens.push({ kind: 'digit', optional });
    else tokens.push({ kind: 'literal', char });
  }
  parsed.set(mask, tokens);
  return tokens;
}

/** How many digits a mask takes: `min` required, `max` with every optional one. */
export function phoneMaskDigitCount(mask: string): { min: number; max: number } {
  const digits = parsePhoneMask(mask).filter((token) => token.kind === 'digit');
  return { min: digits.filter((token) => !token.optional).length, max: digits.length };
}

/**
 * The ASCII digits of a value. Arabic-Indic (٠–٩) and Persian (۰–۹) digits, which Arabic
 * keyboards type, count as the same digits.
 */
export function phoneDigits(value: string): string {
  let digits = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code >= 48 && code <= 57) digits += char;
    else if (code >= 0x0660 && code <= 0x0669) digits += String(code - 0x0660);
    else if (code >= 0x06f0 && code <= 0x06f9) digits += String(code - 0x06f0);
  }
  return digits;
}

/**
 * The national digits of what was typed or pasted: an international form of the same country
 * (`+971 50…`, `00971 50…`) loses its dialling code.
 */
export function nationalDigits(value: string, cc: string): string {
  const trimmed = value.trim();
  const digits = phoneDigits(trimmed);
  const international = trimmed.startsWith('+') || digits.startsWith(`00${cc}`);
  if (!international) return digits;
  const withoutPrefix = digits.startsWith('00') ? digits.slice(2) : digits;
  return withoutPrefix.startsWith(cc) ? withoutPrefix.slice(cc.length) : withoutPrefix;
}

/**
 * Formats digits with a mask, as far as there are digits (no trailing literals, so deleting
 * works). Optional digits are used only when there are more digits than the required ones,
 * first optional slot first; digits beyond the mask are dropped.
 */
export function formatPhone(value: string, mask: string): string {
  const tokens = parsePhoneMask(mask);
  const { min, max } = phoneMaskDigitCount(mask);
  const digits = phoneDigits(value).slice(0, max);
  let optionalLeft = Math.max(0, digits.length - min);
  let index = 0;
  let output = '';
  let skippedOptional = false;
  for (const token of tokens) {
    if (index >= digits.length) break;
    if (token.kind === 'literal') {
      // After a skipped optional digit, do not repeat a separator that is already there.
      if (!(skippedOptional && output.endsWith(token.char))) output += token.char;
      continue;
    }
    if (token.optional) {
      if (optionalLeft === 0) {
        skippedOptional = true;
        continue;
      }
      optionalLeft -= 1;
    }
    skippedOptional = false;
    output += digits[index];
    index += 1;
  }
  return output;
}

/** True when the number has every required digit and no more than the mask allows. */
export function isPhoneComplete(value: string, mask: string): boolean {
  const { min, max } = phoneMaskDigitCount(mask);
  const count = phoneDigits(value).length;
  return count >= min && count <= max;
}

/** The international E.164 form, `+` dialling code and national digits (`+971501234567`). */
export function toE164(cc: string, national: string): string {
  return `+${phoneDigits(cc)}${phoneDigits(national)}`;
}

/** A placeholder in the shape of the mask with every digit slot shown as `0`… (`50 123 4567` style). */
export function phoneMaskPlaceholder(mask: string, digit = '0'): string {
  return parsePhoneMask(mask)
    .filter((token) => token.kind === 'literal' || !token.optional)
    .map((token) => (token.kind === 'literal' ? token.char : digit))
    .join('');
}

/** Where the caret goes after formatting: after the same number of digits as before it. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

/**
 * The checks of the checkout and call-back forms, run in the browser before anything is sent. They
 * mirror the backend's (docs/regional-api.md "Cart, orders, call-backs"), so a shopper hears what is
 * wrong at once and in their language; the backend still decides (its 422 is mapped back to fields:
 * `submission.ts`). The forms run them as zod checks (`field-schemas.ts`).
 */

/** What can be wrong with one field. Each has a translated message (`form-fields.messages.ts`). */
export type FieldProblem =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'noLetter'
  | 'markup'
  | 'incomplete'
  | 'invalid'
  /** The backend refused the value (a 422 naming the field) for a reason the browser cannot check. */
  | 'rejected';

export const NAME_LENGTH = { min: 2, max: 100 } as const;
export const COMMENT_MAX_LENGTH = 1000;
export const ADDRESS_MAX_LENGTH = 300;
export const EMAIL_MAX_LENGTH = 254;

const LETTER = /\p{L}/u;
// Control characters, angle brackets and links have no place in a name (the backend refuses them too).
const MARKUP = /[<>]|:\/\/|\p{Cc}/u;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** Spaces trimmed and runs of white space made one, as the backend stores a name. */
export const cleanName = (value: string) => value.trim().replace(/\s+/g, ' ');

/** A person's name: 2–100 characters with at least one letter, no markup or links. */
export function nameProblem(value: string): FieldProblem | undefined {
  const name = cleanName(value);
  if (name === '') return 'required';
  if (name.length < NAME_LENGTH.min) return 'tooShort';
  if (name.length > NAME_LENGTH.max) return 'tooLong';
  if (!LETTER.test(name)) return 'noLetter';
  if (MARKUP.test(name)) return 'markup';
  return undefined;
}

/** What the phone field reports: its national digits and whether the country's mask is filled. */
export interface PhoneFieldValue {
  national: string;
  complete: boolean;
}

/** A phone number: required, and every digit its country's mask asks for (SPEC §5 phone masks). */
export function phoneProblem({ national, complete }: PhoneFieldValue): FieldProblem | undefined {
  if (national === '') return 'required';
  return complete ? undefined : 'incomplete';
}

/** An e-mail address: optional; when given, one that mail can reach. */
export function emailProblem(value: string): FieldProblem | undefined {
  const email = value.trim();
  if (email === '') return undefined;
  if (email.length > EMAIL_MAX_LENGTH) return 'tooLong';
  return EMAIL.test(email) ? undefined : 'invalid';
}

/** Free text (a comment): optional, at most `max` characters. */
export function textProblem(value: string, max = COMMENT_MAX_LENGTH): FieldProblem | undefined {
  return value.trim().length > max ? 'tooLong' : undefined;
}

/** Free text that must be there (a courier's address): required, at most `max` characters. */
export function requiredTextProblem(value: string, max: number): FieldProblem | undefined {
  return value.trim() === '' ? 'required' : textProblem(value, max);
}

/**
 * The captcha's solution: `null` (or nothing) where the region asks for no captcha, `''` until the
 * widget has verified (required then), the widget's payload once it has.
 */
export const captchaProblem = (value: string | null | undefined): FieldProblem | undefined => (value === '' ? 'required' : undefined);

/** A choice among options (a store, a city): required. */
export const choiceProblem = (value: string | undefined): FieldProblem | undefined => (value ? undefined : 'required');

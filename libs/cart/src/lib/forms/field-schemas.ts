import { z } from '@storefront/api-client/contract';
import type { PhoneValue } from '@storefront/ui';
import { COMMENT_MAX_LENGTH, captchaProblem, cleanName, emailProblem, nameProblem, phoneProblem, requiredTextProblem, textProblem, type FieldProblem } from './field-rules';

/**
 * A field's rule as a zod check: the problem `rule` finds becomes the issue's message (a `FieldProblem`,
 * which the form translates, `problemText`). The forms validate with these through react-hook-form's
 * Standard Schema resolver; the rules stay plain functions (`field-rules.ts`), tested on their own.
 */
function ruled<Schema extends z.ZodType>(schema: Schema, rule: (value: z.output<Schema>) => FieldProblem | undefined): Schema {
  return schema.superRefine((value, context) => {
    const problem = rule(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

/** A phone field's value (ui's `PhoneValue`): what the mask knows of the number. */
const phoneValueSchema = z.object({ country: z.string(), national: z.string(), e164: z.string(), complete: z.boolean() }) satisfies z.ZodType<PhoneValue>;

/** Optional free text: trimmed, absent when empty. */
const optionalText = (value: string): string | undefined => value.trim() || undefined;

/** The shopper's name, cleaned as the backend stores it. */
export const nameFieldSchema = ruled(z.string(), nameProblem).transform(cleanName);
/** A phone number, complete per its country's mask, sent in E.164. */
export const phoneFieldSchema = ruled(phoneValueSchema, phoneProblem).transform((phone) => phone.e164);
/** An optional e-mail address, trimmed. */
export const emailFieldSchema = ruled(z.string(), emailProblem).transform(optionalText);
/** An optional comment of at most `COMMENT_MAX_LENGTH` characters, trimmed. */
export const commentFieldSchema = ruled(z.string(), (value) => textProblem(value, COMMENT_MAX_LENGTH)).transform(optionalText);
/** A message that must be there (a feedback's): at most `COMMENT_MAX_LENGTH` characters, trimmed. */
export const messageFieldSchema = ruled(z.string(), (value) => requiredTextProblem(value, COMMENT_MAX_LENGTH)).transform((value) => value.trim());
/** The captcha's solution where the region asks for one (`captchaProblem`); absent where it does not. */
export const captchaFieldSchema = ruled(z.string().nullish(), captchaProblem).transform((value) => value || undefined);

import { z } from 'zod';
import { badRequest } from './http-error';

/**
 * Query values arrive as strings, arrays (`name[]=v`) or objects (`name[key]=v`): the app uses
 * the extended parser because the storefront encodes list filters that way. A parameter that
 * must be one value is checked here, so `?page[]=1` is a 400 and never reaches a handler.
 */
export const scalar = () => z.string({ error: 'must be a single value' });

/** A positive whole number written in digits only (`1e3`, `-1`, `2.5` and `` are refused). */
export const positiveInteger = () =>
  scalar()
    .regex(/^\d+$/, { error: 'must be a positive integer' })
    .transform(Number)
    // No .int(): it would refuse digits beyond 2^53, and callers cap large values instead.
    .pipe(z.number().min(1, { error: 'must be a positive integer' }));

export const booleanFlag = () =>
  z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');

/** Parses `req.query` with a schema; unknown parameters are ignored, invalid ones are a 400. */
export function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.output<T> {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
  throw badRequest(`Invalid query: ${details.join('; ')}`);
}

/** `?locale=`: every localized resource accepts it (see negotiateLocale). */
export const localeQuery = z.object({ locale: scalar().optional() });

/** `name=v` or `name[]=v` (repeatable): always a list of at most `max` values. */
export const stringList = (max = 50) =>
  z
    .union([scalar(), z.array(scalar(), { error: 'must be values' }).max(max, { error: `at most ${max} values` })])
    .transform((value) => (Array.isArray(value) ? value : [value]));

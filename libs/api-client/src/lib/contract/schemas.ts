import { z } from './zod';
import { nameCasesSchema } from './common';
import { listSchema } from './list';

/**
 * The regional backend contract (docs/architecture.md "The regional backend contract"). The storefront
 * validates what it reads with these schemas and apps/regional-api's tests validate every answer.
 * Resources live in their own files (places, catalog, content, service, startup, checkout).
 */
export { listSchema } from './list';
export type { List } from './list';
export { apiPaths } from './paths';

export const regionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  active: z.boolean(),
  nameCases: nameCasesSchema,
});
export type ServerRegion = z.infer<typeof regionSchema>;

export const regionListSchema = listSchema(regionSchema);

/**
 * Every error: `{ error, message }` (error is the HTTP reason phrase). Validation errors of a body
 * may add `issues`, one per problem, each naming where it is (`cart[2].quantity`).
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

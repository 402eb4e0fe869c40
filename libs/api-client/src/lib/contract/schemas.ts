import { z } from 'zod';

/**
 * The regional backend contract (ARCHITECTURE.md "The regional backend contract"). The storefront
 * validates what it reads with these schemas and apps/regional-api's tests validate every answer.
 */
export const listSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalItems: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    itemsPerPage: z.number().int().positive(),
  });

export type List<T> = { items: T[]; totalItems: number; page: number; itemsPerPage: number };

export const regionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  active: z.boolean(),
  nameCases: z.object({ nameIn: z.string(), nameFrom: z.string() }),
});
export type ServerRegion = z.infer<typeof regionSchema>;

export const regionListSchema = listSchema(regionSchema);

export const apiErrorSchema = z.object({ error: z.string(), message: z.string() });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Paths of the regional API, relative to a region's `backApi` base (`…/{region}/api`). */
export const apiPaths = {
  regions: '/regions',
  region: (id: number) => `/regions/${id}`,
} as const;

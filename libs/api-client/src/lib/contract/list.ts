import { z } from './zod';

/** Every list: `{ items, totalItems, page, itemsPerPage }` (itemsPerPage 30 by default, at most 999). */
export const listSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalItems: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    itemsPerPage: z.number().int().positive(),
  });

export type List<T> = { items: T[]; totalItems: number; page: number; itemsPerPage: number };

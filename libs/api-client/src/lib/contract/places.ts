import { z } from './zod';
import { geoSchema, nameCasesSchema, regionRefSchema, timeOfDay } from './common';

/** `GET /cities`: places the storefront accepts as `{city}` in a path (SPEC §2, §5). */
export const citySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  nameCases: nameCasesSchema,
  active: z.boolean(),
  region: regionRefSchema,
  geo: geoSchema,
});
export type City = z.infer<typeof citySchema>;

export const DAYS_OF_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** `GET /stores`, `/stores/uuid/{uuid}`: showrooms, service centres and dealers. */
export const storeSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  name: z.string(),
  kind: z.enum(['showroom', 'service', 'dealer']),
  address: z.string(),
  phone: z.string().regex(/^\+\d{7,15}$/),
  email: z.email(),
  geo: geoSchema,
  openingHours: z.array(z.object({ dayOfWeek: z.enum(DAYS_OF_WEEK), opens: timeOfDay(), closes: timeOfDay() })),
  city: z.object({ id: z.number().int().positive(), slug: z.string(), name: z.string() }),
  region: regionRefSchema,
  active: z.boolean(),
});
export type Store = z.infer<typeof storeSchema>;

/** SPEC §3 "General settings": the country as the texts name it, with its case forms. */
export const generalsSchema = z.object({
  generalContact: z.object({
    primaryRegion: regionRefSchema,
    regionName: z.string(),
    regionNameCases: nameCasesSchema,
    fullRegionName: z.string(),
    fullRegionNameCases: nameCasesSchema,
    phone: z.string(),
    email: z.email(),
    whatsapp: z.string(),
  }),
});
export type Generals = z.infer<typeof generalsSchema>;

import { z } from './zod';

/**
 * Pieces every resource shares. Money is always an integer number of minor units (cents, fils,
 * baisa) of the currency the same object names, with its `fractionDigits`: 1234500 AED with 2
 * digits is AED 12,345.00. Dates are ISO 8601 strings in UTC.
 */
export const isoDateTime = () => z.iso.datetime({ offset: true });

export const minorUnits = () => z.number().int();

/**
 * A pre-order (SPEC §1's badge and icon): the product is not in stock yet and can be ordered all the
 * same; `expectedAt` is the day it is expected in the country (ISO 8601 date, `2027-03-01`).
 */
export const preOrderSchema = z.object({ expectedAt: z.iso.date() });
export type PreOrder = z.infer<typeof preOrderSchema>;

/** A generated image on the backend's origin: the file is at `{imagesPrefix}{path}`. */
export const imageSchema = z.object({
  path: z.string().regex(/^\/[\w\-/.]+$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type ApiImage = z.infer<typeof imageSchema>;

/** Rich text as data, rendered by the storefront without HTML. */
export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
]);
export type ContentBlock = z.infer<typeof blockSchema>;

/**
 * The language a body of text is written in, where the backend may answer a text it lacks in the
 * request's language in another one (English): a BCP 47 language subtag (`en`, `ka`). Absent means
 * the request's language; the page marks the body (`lang`) and tells the shopper.
 */
export const bodyLanguageSchema = () =>
  z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional();

export const nameCasesSchema = z.object({ nameIn: z.string(), nameFrom: z.string() });

/** A country's region (province or city) as other resources refer to it. */
export const regionRefSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  active: z.boolean(),
});

export const geoSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

export const timeOfDay = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

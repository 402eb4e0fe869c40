import { z } from './zod';
import { categoryTreeNodeSchema } from './catalog';
import { imageSchema, isoDateTime, minorUnits, timeOfDay } from './common';
import { generalsSchema, storeSchema } from './places';

/** `GET /init`: SPEC §3 "Initial data response: stores, categories, generals". */
export const initSchema = z.object({
  stores: z.array(storeSchema),
  categories: z.array(categoryTreeNodeSchema),
  generals: generalsSchema,
});
export type InitData = z.infer<typeof initSchema>;

/** `GET /init/shop`: how this country's shop works (money, tax, locales, contacts, features). */
export const initShopSchema = z.object({
  region: z.string().length(2),
  currency: z.object({ code: z.string().length(3), fractionDigits: z.number().int().min(0).max(4) }),
  tax: z.object({
    name: z.string(),
    /** Basis points: 500 is 5 %. */
    rate: z.number().int().min(0).max(10_000),
    /**
     * Catalogue prices include the tax (what a shopper pays, consumer law in every market here), or
     * exclude it and the quotation adds it (docs/regional-api.md "Tax in prices").
     */
    includedInPrices: z.boolean(),
  }),
  locales: z.object({ default: z.string(), allowed: z.array(z.string()).min(1) }),
  timeZone: z.string(),
  contacts: z.object({ phone: z.string(), email: z.email(), whatsapp: z.string() }),
  openingHours: z.object({ opens: timeOfDay(), closes: timeOfDay() }),
  features: z.object({
    hasTabby: z.boolean(),
    hasCallbackForms: z.boolean(),
    hasCaptcha: z.boolean(),
    hasOnlinePayment: z.boolean(),
  }),
  /** The return policy: days after delivery, at a store (else by post), free of charge or not. Absent from a backend without it. */
  returns: z.object({ days: z.number().int().nonnegative(), inStore: z.boolean(), free: z.boolean() }).optional(),
  /** Courier delivery: its fee (minor units) and the working days to hand an order over and on the road. */
  delivery: z
    .object({
      fee: minorUnits().nonnegative(),
      handlingDays: z.object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() }),
      transitDays: z.object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() }),
    })
    .optional(),
  /**
   * Paying in instalments where `features.hasTabby` is set: the provider's name, the number of payments
   * and the order totals it takes (minor units); null elsewhere, absent from a backend without it.
   */
  instalments: z
    .object({ provider: z.string(), count: z.number().int().min(2).max(12), minTotal: minorUnits().positive(), maxTotal: minorUnits().positive() })
    .nullable()
    .optional(),
  /** Bounds of the quantity of one cart line, and of the number of lines. */
  cartLimits: z.object({ maxQuantity: z.number().int().positive(), maxLines: z.number().int().positive() }),
});
export type InitShop = z.infer<typeof initShopSchema>;

/** A running offer as the header's sale links need it (SPEC §3 "Header sale entry"). */
const initOfferSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  discountPercent: z.number().int().min(1).max(90),
  endsAt: isoDateTime(),
  image: imageSchema,
  filterQueryString: z.string(),
});

/** `GET /init/offers`: the offers running now in this country. */
export const initOffersSchema = z.object({ items: z.array(initOfferSchema) });
export type InitOffers = z.infer<typeof initOffersSchema>;

/** `GET /map/site`: every region/locale pair, for alternate-language links (SPEC §2). */
export const mapSiteSchema = z.object({
  items: z.array(
    z.object({
      region: z.string().length(2),
      locale: z.string(),
      /** `ae_en`, `mx_es`: the path prefix of the storefront. */
      regionLocale: z.string(),
      isDefault: z.boolean(),
    }),
  ),
});
export type MapSite = z.infer<typeof mapSiteSchema>;

/** `GET /sitemap/sitemap-urls` items: paths below `/{region_locale}/`, with a trailing slash. */
export const sitemapUrlSchema = z.object({
  path: z.string().regex(/^\/(.*\/)?$/),
  lastModified: isoDateTime().nullable(),
  changeFrequency: z.enum(['daily', 'weekly', 'monthly', 'yearly']),
  priority: z.number().min(0).max(1),
});
export type SitemapUrl = z.infer<typeof sitemapUrlSchema>;

import { z } from './zod';
import { blockSchema, imageSchema, isoDateTime, minorUnits, preOrderSchema } from './common';
import { listSchema } from './list';

const id = () => z.number().int().positive();

/** `GET /categories`, `/categories/hidden`: one category, flat (parentId links the tree). */
export const categorySchema = z.object({
  id: id(),
  slug: z.string(),
  /** Slugs from the root, `motorcycles/off-road-motorcycles/enduro`: the storefront's `/catalog/{slug...}`. */
  path: z.string(),
  parentId: id().nullable(),
  level: z.number().int().min(1).max(3),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  image: imageSchema,
  hidden: z.boolean(),
  /** Products of this category and its descendants sold in the country. */
  productsCount: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;

const categoryRefSchema = z.object({ id: id(), slug: z.string(), path: z.string(), title: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export interface CategoryTreeNode extends Category {
  children: CategoryTreeNode[];
}
/** `/init` categories: the visible tree, children in display order. */
export const categoryTreeNodeSchema: z.ZodType<CategoryTreeNode> = categorySchema.extend({
  get children() {
    return z.array(categoryTreeNodeSchema);
  },
});

/** `GET /categories/{id}`, `/categories/slug/{slug}`. */
export const categoryDetailSchema = categorySchema.extend({
  ancestors: z.array(categoryRefSchema),
  children: z.array(categorySchema),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

const countedOption = z.object({ value: z.string(), label: z.string(), count: z.number().int().nonnegative() });

/**
 * `GET /categories/{id}/filters`: what the catalogue page can filter on in this category, with
 * counts. Option values are what the product list takes back: `badges[]=sale`,
 * `offers.slug=gear-up`, `characteristics[cooling][]=liquid`, `price[between]=from..to`.
 */
export const categoryFiltersSchema = z.object({
  categoryId: id().nullable(),
  currency: z.string().length(3),
  fractionDigits: z.number().int().min(0).max(4),
  /** Lowest and highest price (minor units) in the category; null when it has no products. */
  price: z.object({ min: minorUnits(), max: minorUnits() }).nullable(),
  badges: z.array(countedOption),
  offers: z.array(countedOption),
  characteristics: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      type: z.enum(['string', 'number']),
      unit: z.string().nullable(),
      options: z.array(countedOption),
    }),
  ),
});
export type CategoryFilters = z.infer<typeof categoryFiltersSchema>;

/** `GET /badges`, `/badges/{id}`, `/badges/text/{text}`: the five badges of SPEC §1. */
export const badgeSchema = z.object({
  id: id(),
  text: z.enum(['best-seller', 'new', 'sale', 'limited-stock', 'pre-order']),
  title: z.string(),
  color: z.string().regex(/^#[0-9A-F]{6}$/i),
  textColor: z.string().regex(/^#[0-9A-F]{6}$/i),
  position: z.number().int(),
});
export type Badge = z.infer<typeof badgeSchema>;

/** A running offer as a product names it. */
const offerRefSchema = z.object({
  id: id(),
  slug: z.string(),
  title: z.string(),
  discountPercent: z.number().int().min(1).max(90),
  endsAt: isoDateTime(),
});

/**
 * The offer a product is sold at now: its best running offer (offers never stack), with `price`, one
 * piece at the offer in minor units: the price less `discountPercent` of it, rounded half up, which
 * is what the quotation charges for one piece of the product (its warranty aside).
 */
const productOfferSchema = offerRefSchema.extend({ price: minorUnits().nonnegative() });

/** One product in a list: enough for a catalogue card. */
const productSummarySchema = z.object({
  id: id(),
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  modelYear: z.number().int(),
  colour: z.object({ code: z.string(), label: z.string() }),
  category: categoryRefSchema,
  currency: z.string().length(3),
  fractionDigits: z.number().int().min(0).max(4),
  price: minorUnits().positive(),
  /** The price before a sale (minor units), as the merchant recorded it, or null. */
  oldPrice: minorUnits().positive().nullable(),
  /**
   * The reference ("was") price of a reduction now (an offer or a sale): the lowest price of the 30 days
   * before it began (docs/adr/0266-reference-prices.md); null without a reduction to announce. Absent
   * from a backend without price history: the catalogue price (offer) or `oldPrice` (sale) then.
   */
  referencePrice: minorUnits().positive().nullable().optional(),
  stock: z.number().int().nonnegative(),
  inStock: z.boolean(),
  /**
   * A pre-order in this country (stock 0, carries the `pre-order` badge): it can be ordered, and
   * arrives on `expectedAt`; null for every other product. Orderable = `inStock` or a pre-order.
   */
  preOrder: preOrderSchema.nullable(),
  badges: z.array(badgeSchema),
  image: imageSchema,
  /** The offer the product is sold at now; null or absent (a backend without offer prices) when none. */
  offer: productOfferSchema.nullable().optional(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

const listValueItem = z.object({ name: z.string(), value: z.union([z.string(), z.number()]) });

/** SPEC §3 "Product characteristic": name, value (string, number or list of name/value), group. */
export const characteristicSchema = z.object({
  key: z.string(),
  name: z.string(),
  value: z.union([z.string(), z.number(), z.array(listValueItem)]),
  /** Unit of a number value in the request's language (`cc`, `см³`), or null. */
  unit: z.string().nullable(),
  position: z.number().int(),
  group: z.object({ id: id(), title: z.string(), position: z.number().int() }),
});
export type ProductCharacteristic = z.infer<typeof characteristicSchema>;

/** `GET /products/{id}`, `/products/slug/{slug}`. */
export const productDetailSchema = productSummarySchema.extend({
  description: z.array(blockSchema),
  images: z.array(imageSchema).min(1),
  characteristics: z.array(characteristicSchema),
  /** Running offers that include this product in this country. */
  offers: z.array(offerRefSchema),
  ancestors: z.array(categoryRefSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListSchema = listSchema(productSummarySchema);

/** `GET /v2/products/`: the same list plus the filters of the category asked for (or of all). */
export const productListV2Schema = productListSchema.extend({ filters: categoryFiltersSchema });
export type ProductListV2 = z.infer<typeof productListV2Schema>;

/** `GET /offers`, `/offers/{id}`, `/offers/slug/{slug}`. */
export const offerSchema = z.object({
  id: id(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  conditions: z.string(),
  discountPercent: z.number().int().min(1).max(90),
  startsAt: isoDateTime(),
  endsAt: isoDateTime(),
  /** Running now (startsAt ≤ now < endsAt). */
  active: z.boolean(),
  image: imageSchema,
  productsCount: z.number().int().nonnegative(),
  /** Query string of the catalogue filter that lists its products (header sale links). */
  filterQueryString: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerDetailSchema = offerSchema.extend({ productIds: z.array(id()) });

/**
 * `GET /products/suggestions?q=`: beside the products, the categories and running offers whose titles hold
 * every word typed as a word start (the header's instant search), at most five of each, in catalogue order.
 */
export const searchSuggestionsSchema = z.object({
  categories: z.array(categorySchema.pick({ id: true, slug: true, path: true, title: true })),
  offers: z.array(offerSchema.pick({ id: true, slug: true, title: true, discountPercent: true, filterQueryString: true })),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
export type OfferDetail = z.infer<typeof offerDetailSchema>;

/** `GET /taxonomies`: collections (`/collections/{slug}` in the storefront). */
export const taxonomySchema = z.object({
  id: id(),
  slug: z.string(),
  kind: z.literal('collection'),
  title: z.string(),
  description: z.string(),
  image: imageSchema,
  productsCount: z.number().int().nonnegative(),
});
export type Taxonomy = z.infer<typeof taxonomySchema>;

/** `GET /taxonomies/{slug}`: the collection with its products in order. */
export const taxonomyDetailSchema = taxonomySchema.extend({ products: z.array(productSummarySchema) });
export type TaxonomyDetail = z.infer<typeof taxonomyDetailSchema>;

const comparisonProductRef = z.object({ id: id(), slug: z.string(), title: z.string(), image: imageSchema });

/**
 * `GET /comparison/categories`: SPEC §3 "Catalogue category for comparison" (slug, title, active,
 * subCategories with title, active and products). Top categories, each with its leaf categories.
 */
export const comparisonCategorySchema = z.object({
  id: id(),
  slug: z.string(),
  title: z.string(),
  active: z.boolean(),
  subCategories: z.array(
    z.object({ id: id(), slug: z.string(), title: z.string(), active: z.boolean(), products: z.array(comparisonProductRef) }),
  ),
});
export type ComparisonCategory = z.infer<typeof comparisonCategorySchema>;

/**
 * `GET /comparison/products/{slug}`: a product as the comparison table reads it, with its price now
 * (the comparison's slots keep neither: prices change, and they are the region's).
 */
export const comparisonProductSchema = productSummarySchema
  .pick({ id: true, slug: true, image: true, category: true, currency: true, fractionDigits: true, price: true, oldPrice: true, referencePrice: true, offer: true, inStock: true, preOrder: true })
  .extend({ title: z.string(), characteristics: z.array(characteristicSchema) });
export type ComparisonProduct = z.infer<typeof comparisonProductSchema>;

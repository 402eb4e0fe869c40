// The comparison's data and its rules (SPEC §3, §4, §5), as plain functions of plain data: the slice's
// reducers, the persistence's shape check and the toggle's limit check all use them. No Redux here.
import type { ApiImage, CategoryRef, ProductCharacteristic, ProductSummary } from '@storefront/api-client';

import { COMPARISON_LIMITS } from './comparison.limits';

export { COMPARISON_LIMITS };

/** A slot's position in its category: 0, 1 or 2. */
type ComparisonSlotId = 0 | 1 | 2;

/** A value as the table shows it (SPEC §3 "Product characteristic"): empty values are left out. */
export type ComparisonValue = string | number | { name: string; value: string | number }[];

/** One characteristic of a product in a slot: its name and its group's title (SPEC §3 "Slot"). */
export interface ComparisonSlotCharacteristic {
  key: string;
  name: string;
  value: ComparisonValue;
  /** Unit of a number value in the language it was fetched in (`cc`), or null. */
  unit: string | null;
  /** The group's title ("Engine"). */
  group: string;
}

/** SPEC §3 "Slot": a product of a comparison category. */
export interface ComparisonSlot {
  /** Its position in the category (0..2); positions close up when a product leaves. */
  id: ComparisonSlotId;
  productId: number;
  title: string;
  slug: string;
  /** The first picture of the model (the product summary's `image`). */
  image: ApiImage;
  /** Empty until fetched (`GET /comparison/products/{slug}`), then sorted by group and name. */
  characteristics: ComparisonSlotCharacteristic[];
}

/** A characteristic's name in a category's list, with whether the shopper ticked it. */
interface ComparisonCharacteristicName {
  title: string;
  checked: boolean;
}

/** A group of characteristic names ("Engine": displacement, power…), sorted by title. */
export interface ComparisonCharacteristicGroup {
  title: string;
  names: ComparisonCharacteristicName[];
}

/** A ticked characteristic (SPEC §3 `selectedCharacteristics`). */
export interface ComparisonSelectedCharacteristic {
  title: string;
  group: string;
  checked: boolean;
}

/**
 * SPEC §3 "Comparison category". Keyed by the products' leaf category id (`ProductSummary.category.id`):
 * a product belongs to exactly one, and the id does not change with the language.
 */
export interface ComparisonCategoryEntry {
  id: number;
  slug: string;
  path: string;
  /** In the language of the page that added its first product. */
  title: string;
  /** Its filled slots, in order (ids 0..2), at most 3. */
  products: ComparisonSlot[];
  /** The union of its products' characteristic names, by group, sorted by title. */
  characteristics: ComparisonCharacteristicGroup[];
  /** The ticked names, in the order of `characteristics`. */
  selectedCharacteristics: ComparisonSelectedCharacteristic[];
  isActive: boolean;
}

/** What adding a product needs to know of it: a product summary has it all. */
export type ComparableProduct = Pick<ProductSummary, 'id' | 'slug' | 'name' | 'image'> & { category: CategoryRef };

/** What toggling a product does, decided before it is done (SPEC §4, §5). */
export type ComparisonToggleOutcome = 'added' | 'removed' | 'tooManyCategories' | 'tooManyProducts';

/** The category (and slot) a product is in, if any. */
export function findProduct(
  categories: readonly ComparisonCategoryEntry[],
  productId: number,
): { category: ComparisonCategoryEntry; slot: ComparisonSlot } | undefined {
  for (const category of categories) {
    const slot = category.products.find((product) => product.productId === productId);
    if (slot) return { category, slot };
  }
  return undefined;
}

/**
 * SPEC §4/§5: a product already compared is removed (toggle); otherwise it is added only if its
 * category has fewer than 3 products, and a new category only if fewer than 6 exist.
 */
export function toggleOutcome(categories: readonly ComparisonCategoryEntry[], product: ComparableProduct): ComparisonToggleOutcome {
  if (findProduct(categories, product.id)) return 'removed';
  const category = categories.find((entry) => entry.id === product.category.id);
  if (category) return category.products.length < COMPARISON_LIMITS.productsPerCategory ? 'added' : 'tooManyProducts';
  return categories.length < COMPARISON_LIMITS.categories ? 'added' : 'tooManyCategories';
}

const slotId = (index: number) => index as ComparisonSlotId;

/** A characteristic's value without its empty parts; undefined when nothing is left (SPEC §5). */
export function comparableValue(value: ProductCharacteristic['value']): ComparisonValue | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  const items = value.filter((item) => comparableValue(item.value) !== undefined);
  return items.length > 0 ? items : undefined;
}

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);

/**
 * A product's characteristics as a slot keeps them: empty strings, empty lists and NaN left out
 * (SPEC §5), sorted by group title, then name.
 */
export function slotCharacteristics(characteristics: readonly ProductCharacteristic[]): ComparisonSlotCharacteristic[] {
  const kept: ComparisonSlotCharacteristic[] = [];
  for (const { key, name, value, unit, group } of characteristics) {
    const shown = comparableValue(value);
    if (shown !== undefined) kept.push({ key, name, value: shown, unit, group: group.title });
  }
  return kept.sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));
}

/**
 * A category's characteristic list from its products' (SPEC §4 "merged into the category and
 * sorted by title"): every group and name any product has, each once, groups and names sorted by
 * title; a name keeps its checked flag from `previous` (new names are not checked).
 */
export function mergedCharacteristics(
  products: readonly ComparisonSlot[],
  previous: readonly ComparisonCharacteristicGroup[],
): Pick<ComparisonCategoryEntry, 'characteristics' | 'selectedCharacteristics'> {
  const checked = new Set(previous.flatMap((group) => group.names.filter((name) => name.checked).map((name) => `${group.title}\u0000${name.title}`)));
  const groups = new Map<string, Set<string>>();
  for (const product of products) {
    for (const characteristic of product.characteristics) {
      const names = groups.get(characteristic.group) ?? new Set<string>();
      names.add(characteristic.name);
      groups.set(characteristic.group, names);
    }
  }
  const characteristics = [...groups]
    .map(([title, names]) => ({
      title,
      names: [...names].map((name) => ({ title: name, checked: checked.has(`${title}\u0000${name}`) })).sort(byTitle),
    }))
    .sort(byTitle);
  return { characteristics, selectedCharacteristics: selectedOf(characteristics) };
}

/** The ticked names of a characteristic list, in its order. */
export function selectedOf(groups: readonly ComparisonCharacteristicGroup[]): ComparisonSelectedCharacteristic[] {
  return groups.flatMap((group) =>
    group.names.filter((name) => name.checked).map((name) => ({ title: name.title, group: group.title, checked: true })),
  );
}

/** The slot a product fills at `index` of its category. */
export function slotOf(product: ComparableProduct, index: number): ComparisonSlot {
  return { id: slotId(index), productId: product.id, title: product.name, slug: product.slug, image: product.image, characteristics: [] };
}

/** Slots renumbered after one left (0..n-1). */
export function renumbered(products: readonly ComparisonSlot[]): ComparisonSlot[] {
  return products.map((product, index) => (product.id === index ? product : { ...product, id: slotId(index) }));
}

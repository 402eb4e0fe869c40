// SPEC §4: the comparison is saved per region in local storage and restored at start and after every
// navigation; what cannot be read is an empty comparison, never an error.
import { comparisonStorageKey, notifyComparisonStored } from '../storage/stored-comparison';
import { COMPARISON_LIMITS, type ComparisonCategoryEntry } from './comparison.model';

export { comparisonStorageKey };

/**
 * The browser's local storage, or undefined where there is none (the server) or it is switched off
 * (reading `localStorage` itself throws then).
 */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A region's saved categories. Nothing saved, storage switched off, text that is not JSON or JSON
 * of another shape all read as none (the last two with a console warning).
 */
export function loadComparison(region: string, storage: Storage | undefined = browserStorage()): ComparisonCategoryEntry[] {
  let text: string | null;
  try {
    text = storage?.getItem(comparisonStorageKey(region)) ?? null;
  } catch (error) {
    console.warn('The saved comparison could not be read', error);
    return [];
  }
  if (text === null) return [];
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch (error) {
    console.warn(`The saved comparison (${comparisonStorageKey(region)}) is not JSON; it is reset`, error);
    return [];
  }
  if (!isSavedComparison(saved)) {
    console.warn(`The saved comparison (${comparisonStorageKey(region)}) has an unknown shape; it is reset`);
    return [];
  }
  return saved;
}

/** Saves a region's categories (an empty comparison removes the key); a full or disabled storage is logged, not thrown. */
export function saveComparison(
  region: string,
  categories: readonly ComparisonCategoryEntry[],
  storage: Storage | undefined = browserStorage(),
): void {
  const key = comparisonStorageKey(region);
  try {
    const text = categories.length === 0 ? null : JSON.stringify(categories);
    // Unchanged text is not written again: another tab hears every write (`storage` event).
    if (storage === undefined || storage.getItem(key) === text) return;
    if (text === null) storage.removeItem(key);
    else storage.setItem(key, text);
    notifyComparisonStored(region);
  } catch (error) {
    console.warn('The comparison could not be saved', error);
  }
}

type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString: Check = (value) => typeof value === 'string';
const isId: Check = (value) => Number.isInteger(value) && (value as number) > 0;
const isBoolean: Check = (value) => typeof value === 'boolean';
const isNullableString: Check = (value) => value === null || isString(value);
const listOf =
  (item: Check, max = Infinity): Check =>
  (value) =>
    Array.isArray(value) && value.length <= max && value.every(item);
const shaped =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isRecord(value) && Object.entries(fields).every(([name, check]) => check(value[name]));

const isScalar: Check = (value) => isString(value) || (typeof value === 'number' && Number.isFinite(value));
const isValue: Check = (value) => isScalar(value) || listOf(shaped({ name: isString, value: isScalar }))(value);
const isImage = shaped({ path: isString, width: isId, height: isId, alt: isString });
const isSlot = shaped({
  id: (value) => value === 0 || value === 1 || value === 2,
  productId: isId,
  title: isString,
  slug: isString,
  image: isImage,
  characteristics: listOf(shaped({ key: isString, name: isString, value: isValue, unit: isNullableString, group: isString })),
});
const isCategory = shaped({
  id: isId,
  slug: isString,
  path: isString,
  title: isString,
  products: (value) =>
    listOf(isSlot, COMPARISON_LIMITS.productsPerCategory)(value) &&
    (value as unknown[]).length > 0 &&
    (value as { id: number }[]).every((slot, index) => slot.id === index),
  characteristics: listOf(shaped({ title: isString, names: listOf(shaped({ title: isString, checked: isBoolean })) })),
  selectedCharacteristics: listOf(shaped({ title: isString, group: isString, checked: isBoolean })),
  isActive: isBoolean,
});

/** What `saveComparison` writes: at most 6 categories of 1 to 3 slots, one of them at most active. */
export function isSavedComparison(value: unknown): value is ComparisonCategoryEntry[] {
  if (!listOf(isCategory, COMPARISON_LIMITS.categories)(value)) return false;
  const categories = value as ComparisonCategoryEntry[];
  const ids = new Set(categories.map((category) => category.id));
  const products = new Set(categories.flatMap((category) => category.products.map((product) => product.productId)));
  const productCount = categories.reduce((count, category) => count + category.products.length, 0);
  return (
    ids.size === categories.length &&
    products.size === productCount &&
    categories.filter((category) => category.isActive).length <= 1
  );
}

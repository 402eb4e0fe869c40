import type { AnalyticsItem } from './analytics-events';

/** GA4 cuts item parameter values at 100 characters; we cut them ourselves, on a character boundary. */
export const MAX_ITEM_TEXT_LENGTH = 100;
const CATEGORY_FIELDS = ['item_category', 'item_category2', 'item_category3', 'item_category4', 'item_category5'] as const;

interface AnalyticsCharacteristicEntry {
  name: string;
  value?: string | number | null;
}

/** SPEC §3 product characteristic: the value is a string, a number or a list of name/value entries. */
export interface AnalyticsCharacteristic {
  name: string;
  value: string | number | readonly AnalyticsCharacteristicEntry[] | null | undefined;
}

export interface AnalyticsProduct {
  title: string;
  id: string | number;
  price?: number | string | null;
  /** The category path, outermost first: titles or category objects with a title. */
  categories?: readonly (string | { title: string })[];
  characteristics?: readonly AnalyticsCharacteristic[];
}

/** SPEC §3 "Analytics cart line": product (title, id, price, categories, characteristics), quantity. */
export interface AnalyticsCartLine {
  product: AnalyticsProduct;
  quantity?: number;
}

/** The list a product was seen or chosen in (catalog page, search results, a collection). */
export interface AnalyticsItemList {
  id?: string;
  name?: string;
}

function clip(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= MAX_ITEM_TEXT_LENGTH) return trimmed;
  return Array.from(trimmed).slice(0, MAX_ITEM_TEXT_LENGTH).join('');
}

function finiteNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** SPEC §5 leaves out empty strings, empty lists and NaN; so does the variant. */
function readableValue(value: AnalyticsCharacteristic['value']): string {
  if (typeof value === 'number') return Number.isNaN(value) ? '' : String(value);
  if (typeof value === 'string') return value.trim();
  if (!Array.isArray(value)) return '';
  return value
    .map((entry: AnalyticsCharacteristicEntry) => entry.name.trim())
    .filter((name) => name !== '')
    .join(', ');
}

/** `Colour: Black; Memory: 256 GB; Ports: USB-C, HDMI`, or undefined when nothing is worth saying. */
export function itemVariant(characteristics: readonly AnalyticsCharacteristic[] = []): string | undefined {
  const parts = characteristics.flatMap(({ name, value }) => {
    const readable = readableValue(value);
    if (readable === '') return [];
    const label = name.trim();
    return [label === '' ? readable : `${label}: ${readable}`];
  });
  return parts.length > 0 ? clip(parts.join('; ')) : undefined;
}

/**
 * A GA4 item from an analytics cart line (SPEC §3): title → item_name, id → item_id, the category
 * path → item_category…item_category5, characteristics → a readable item_variant, and the list it
 * was seen in → item_list_id / item_list_name. Missing or unusable fields are left out, never invented.
 */
export function toAnalyticsItem({ product, quantity }: AnalyticsCartLine, list: AnalyticsItemList = {}): AnalyticsItem {
  const item: AnalyticsItem = { item_id: String(product.id), item_name: clip(product.title) };
  const price = finiteNumber(product.price);
  if (price !== undefined) item.price = price;
  if (quantity !== undefined && Number.isInteger(quantity) && quantity > 0) item.quantity = quantity;
  const categories = (product.categories ?? [])
    .map((category) => clip(typeof category === 'string' ? category : category.title))
    .filter((title) => title !== '');
  CATEGORY_FIELDS.forEach((field, index) => {
    const title = categories[index];
    if (title !== undefined) item[field] = title;
  });
  const variant = itemVariant(product.characteristics);
  if (variant !== undefined) item.item_variant = variant;
  if (list.name) item.item_list_name = clip(list.name);
  if (list.id) item.item_list_id = clip(list.id);
  return item;
}

/** The value of some items: price × quantity (1 when unknown), rounded to 3 decimals (OMR has fils). */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  const total = items.reduce((sum, { price = 0, quantity = 1 }) => sum + price * quantity, 0);
  return Math.round(total * 1000) / 1000;
}

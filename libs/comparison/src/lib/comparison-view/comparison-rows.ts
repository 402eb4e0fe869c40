// The comparison table's rows, as plain data: which characteristics, in what order, with each slot's
// value and whether the products differ. No React here (comparison-rows.spec.ts).
import type { ProductCharacteristic } from '@storefront/api-client';
import type { ComparisonCategoryEntry, ComparisonSlotCharacteristic, ComparisonValue } from '../state/comparison.model';

interface ComparisonRow {
  group: string;
  name: string;
  /** The shopper marked it (SPEC §3 "checked"). */
  checked: boolean;
  /** One per filled slot, in slot order; undefined where the product has no such value. */
  values: (ComparisonSlotCharacteristic | undefined)[];
  /** Not every filled slot shows the same (a missing value differs from any value). */
  differs: boolean;
}

export interface ComparisonRowGroup {
  title: string;
  rows: ComparisonRow[];
}

/**
 * Where the backend places groups and names (`group.position`, `position`) in the products it
 * returned: the table follows the product's own order (engine before dimensions), not the alphabet.
 */
export interface DisplayOrder {
  groups: ReadonlyMap<string, number>;
  names: ReadonlyMap<string, number>;
}

const nameKey = (group: string, name: string) => `${group}\u0000${name}`;

/** The display order of some products' characteristics (the first position seen wins). */
export function displayOrder(products: readonly (readonly ProductCharacteristic[])[]): DisplayOrder {
  const groups = new Map<string, number>();
  const names = new Map<string, number>();
  for (const characteristics of products) {
    for (const characteristic of characteristics) {
      if (!groups.has(characteristic.group.title)) groups.set(characteristic.group.title, characteristic.group.position);
      const key = nameKey(characteristic.group.title, characteristic.name);
      if (!names.has(key)) names.set(key, characteristic.position);
    }
  }
  return { groups, names };
}

/** The text a value compares by (lists item by item). */
export function valueKey(value: ComparisonValue | undefined, unit: string | null = null): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => `${item.name}=${item.value}`).join('\u0001');
  return `${value}${unit ?? ''}`;
}

/**
 * The rows of a category's table: its characteristic list (SPEC §4, merged from its products), in the
 * products' display order where it is known, else by title (the list's order); each row with every
 * slot's value.
 */
export function comparisonRows(category: Pick<ComparisonCategoryEntry, 'products' | 'characteristics'>, order?: DisplayOrder): ComparisonRowGroup[] {
  const bySlot = category.products.map(
    (slot) => new Map(slot.characteristics.map((characteristic) => [nameKey(characteristic.group, characteristic.name), characteristic])),
  );
  const rank = (positions: ReadonlyMap<string, number> | undefined, key: string) => positions?.get(key) ?? Number.POSITIVE_INFINITY;
  const groups = category.characteristics.map((group, index) => ({ group, index }));
  groups.sort((a, b) => rank(order?.groups, a.group.title) - rank(order?.groups, b.group.title) || a.index - b.index);
  return groups.map(({ group }) => {
    const names = group.names.map((name, index) => ({ name, index }));
    names.sort(
      (a, b) => rank(order?.names, nameKey(group.title, a.name.title)) - rank(order?.names, nameKey(group.title, b.name.title)) || a.index - b.index,
    );
    return {
      title: group.title,
      rows: names.map(({ name }) => {
        const values = bySlot.map((slot) => slot.get(nameKey(group.title, name.title)));
        const keys = new Set(values.map((value) => valueKey(value?.value, value?.unit)));
        return { group: group.title, name: name.title, checked: name.checked, values, differs: keys.size > 1 };
      }),
    };
  });
}

/** Only the rows where the products differ; groups left without rows go. */
export function differingRows(groups: readonly ComparisonRowGroup[]): ComparisonRowGroup[] {
  return groups.map((group) => ({ ...group, rows: group.rows.filter((row) => row.differs) })).filter((group) => group.rows.length > 0);
}

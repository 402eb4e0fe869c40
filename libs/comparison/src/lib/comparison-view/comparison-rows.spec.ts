import type { ProductCharacteristic } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { mergedCharacteristics, slotCharacteristics, slotOf, type ComparisonCategoryEntry } from '../state/comparison.model';
import { characteristic, testProduct } from '../testing/products';
import { comparisonRows, differingRows, displayOrder, valueKey } from './comparison-rows';

const at = (entry: ProductCharacteristic, position: number, groupPosition: number): ProductCharacteristic => ({
  ...entry,
  position,
  group: { ...entry.group, position: groupPosition },
});

/** A category of products with these characteristics, merged as the slice merges them. */
function categoryOf(...products: ProductCharacteristic[][]): Pick<ComparisonCategoryEntry, 'products' | 'characteristics'> {
  const slots = products.map((characteristics, index) => ({ ...slotOf(testProduct(index + 1), index), characteristics: slotCharacteristics(characteristics) }));
  return { products: slots, ...mergedCharacteristics(slots, []) };
}

describe('comparisonRows', () => {
  const a = [characteristic('Displacement', 125, 'Engine', 'cc'), characteristic('Cooling', 'Air'), characteristic('Weight', 109, 'Dimensions', 'kg')];
  const b = [characteristic('Displacement', 250, 'Engine', 'cc'), characteristic('Cooling', 'Air')];

  it('gives every slot’s value per characteristic, undefined where a product has none', () => {
    const rows = comparisonRows(categoryOf(a, b));
    const weight = rows.find((group) => group.title === 'Dimensions')?.rows[0];
    expect(weight?.name).toBe('Weight');
    expect(weight?.values.map((value) => value?.value)).toEqual([109, undefined]);
  });

  it('marks a row as differing when any filled slot shows something else, a missing value included', () => {
    const rows = comparisonRows(categoryOf(a, b)).flatMap((group) => group.rows);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.differs]))).toEqual({ Cooling: false, Displacement: true, Weight: true });
  });

  it('keeps only the differing rows, and drops groups left empty', () => {
    const same = [characteristic('Cooling', 'Air', 'Engine'), characteristic('Seats', 2, 'Comfort')];
    const other = [characteristic('Cooling', 'Liquid', 'Engine'), characteristic('Seats', 2, 'Comfort')];
    expect(differingRows(comparisonRows(categoryOf(same, other)))).toEqual([
      expect.objectContaining({ title: 'Engine', rows: [expect.objectContaining({ name: 'Cooling', differs: true })] }),
    ]);
  });

  it('follows the products’ own order of groups and names where known, else the list’s (by title)', () => {
    const engineFirst = [
      at(characteristic('Weight', 109, 'Dimensions', 'kg'), 1, 5),
      at(characteristic('Power', 13, 'Engine', 'hp'), 2, 1),
      at(characteristic('Displacement', 125, 'Engine', 'cc'), 1, 1),
    ];
    const category = categoryOf(engineFirst);
    expect(comparisonRows(category).map((group) => group.title)).toEqual(['Dimensions', 'Engine']);
    const ordered = comparisonRows(category, displayOrder([engineFirst]));
    expect(ordered.map((group) => group.title)).toEqual(['Engine', 'Dimensions']);
    expect(ordered[0]?.rows.map((row) => row.name)).toEqual(['Displacement', 'Power']);
  });

  it('carries the shopper’s marks', () => {
    const category = categoryOf(a);
    const engine = category.characteristics.find((group) => group.title === 'Engine');
    const cooling = engine?.names.find((name) => name.title === 'Cooling');
    if (cooling) cooling.checked = true;
    const rows = comparisonRows(category).flatMap((group) => group.rows);
    expect(rows.filter((row) => row.checked).map((row) => row.name)).toEqual(['Cooling']);
  });
});

describe('valueKey', () => {
  it('tells lists, numbers with units and texts apart', () => {
    expect(valueKey(125, 'cc')).not.toBe(valueKey(125, 'kg'));
    expect(valueKey([{ name: 'Keys', value: 2 }])).toBe(valueKey([{ name: 'Keys', value: 2 }]));
    expect(valueKey([{ name: 'Keys', value: 2 }])).not.toBe(valueKey([{ name: 'Keys', value: 3 }]));
    expect(valueKey(undefined)).toBe('');
  });
});

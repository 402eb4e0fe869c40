import type { ProductCharacteristic } from '@storefront/api-client';

type Value = ProductCharacteristic['value'];
type ListItem = Extract<Value, readonly unknown[]>[number];

/** A characteristic with a value worth showing (SPEC §5: never an empty text, an empty list or NaN). */
export interface ShownCharacteristic extends ProductCharacteristic {
  value: string | number | ListItem[];
}

/** One group of a product's characteristics ("Engine", "Dimensions and weight"), in display order. */
export interface CharacteristicGroup {
  id: number;
  title: string;
  characteristics: ShownCharacteristic[];
}

const isEmptyScalar = (value: string | number) =>
  typeof value === 'number' ? Number.isNaN(value) : value.trim() === '';

/**
 * The value as shown, or `null` when there is nothing to show (SPEC §5: empty strings, empty lists
 * and NaN are left out). A list keeps its items that have a name and a value.
 */
export function shownValue(value: Value): ShownCharacteristic['value'] | null {
  if (Array.isArray(value)) {
    const items = value.filter((item) => item.name.trim() !== '' && !isEmptyScalar(item.value));
    return items.length > 0 ? items : null;
  }
  return isEmptyScalar(value as string | number) ? null : (value as string | number);
}

/**
 * A product's characteristics as the product page shows them: grouped, the groups in their
 * `position` order and each group's characteristics in theirs (the backend's order when equal),
 * without the values SPEC §5 leaves out and without groups left empty by that.
 */
export function characteristicGroups(characteristics: readonly ProductCharacteristic[]): CharacteristicGroup[] {
  const groups = new Map<number, CharacteristicGroup & { position: number }>();
  const ordered = characteristics
    .map((characteristic, index) => ({ characteristic, index }))
    .sort(
      (a, b) =>
        a.characteristic.group.position - b.characteristic.group.position ||
        a.characteristic.position - b.characteristic.position ||
        a.index - b.index,
    );
  for (const { characteristic } of ordered) {
    const value = shownValue(characteristic.value);
    if (value === null) continue;
    const { group } = characteristic;
    let entry = groups.get(group.id);
    if (!entry) {
      entry = { id: group.id, title: group.title, position: group.position, characteristics: [] };
      groups.set(group.id, entry);
    }
    entry.characteristics.push({ ...characteristic, value });
  }
  return [...groups.values()].map(({ position: _position, ...group }) => group);
}

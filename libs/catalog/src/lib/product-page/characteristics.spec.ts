import type { ProductCharacteristic } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { characteristicGroups, shownValue } from './characteristics';

const general = { id: 1, title: 'General', position: 10 };
const engine = { id: 2, title: 'Engine', position: 20 };

function characteristic(
  key: string,
  value: ProductCharacteristic['value'],
  group = general,
  position = 10,
  unit: string | null = null,
): ProductCharacteristic {
  return { key, name: key, value, unit, position, group };
}

describe('shownValue', () => {
  it('keeps texts, numbers (zero too) and lists with items', () => {
    expect(shownValue('Liquid')).toBe('Liquid');
    expect(shownValue(0)).toBe(0);
    expect(shownValue([{ name: 'S', value: '55 cm' }])).toEqual([{ name: 'S', value: '55 cm' }]);
  });

  it('leaves out empty strings, empty lists and NaN (SPEC §5)', () => {
    expect(shownValue('')).toBeNull();
    expect(shownValue('   ')).toBeNull();
    expect(shownValue(Number.NaN)).toBeNull();
    expect(shownValue([])).toBeNull();
  });

  it('drops the items of a list that have no name or an empty value, and the list when none is left', () => {
    expect(
      shownValue([
        { name: 'Helmet bag', value: 1 },
        { name: '', value: 2 },
        { name: 'Visor', value: '' },
        { name: 'Strap', value: Number.NaN },
      ]),
    ).toEqual([{ name: 'Helmet bag', value: 1 }]);
    expect(shownValue([{ name: 'Visor', value: ' ' }])).toBeNull();
  });
});

describe('characteristicGroups', () => {
  it('groups by group in the groups’ order, each group’s characteristics in theirs', () => {
    const groups = characteristicGroups([
      characteristic('power', 52, engine, 20, 'kW'),
      characteristic('colour', 'Red', general, 20),
      characteristic('displacement', 686, engine, 10, 'cc'),
      characteristic('year', 2026, general, 10),
    ]);
    expect(groups.map((group) => group.title)).toEqual(['General', 'Engine']);
    expect(groups.map((group) => group.characteristics.map((item) => item.key))).toEqual([
      ['year', 'colour'],
      ['displacement', 'power'],
    ]);
  });

  it('keeps the backend’s order between characteristics of the same position', () => {
    const groups = characteristicGroups([characteristic('b', 'x'), characteristic('a', 'y')]);
    expect(groups[0]?.characteristics.map((item) => item.key)).toEqual(['b', 'a']);
  });

  it('leaves out empty values and a group left without characteristics', () => {
    const groups = characteristicGroups([
      characteristic('year', 2026),
      characteristic('empty', ''),
      characteristic('nan', Number.NaN, engine),
      characteristic('list', [], engine, 20),
    ]);
    expect(groups).toEqual([{ id: 1, title: 'General', characteristics: [characteristic('year', 2026)] }]);
  });

  it('is empty for a product without characteristics', () => {
    expect(characteristicGroups([])).toEqual([]);
  });
});

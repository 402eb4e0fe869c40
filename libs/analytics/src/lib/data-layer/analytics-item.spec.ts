import { describe, expect, it } from 'vitest';
import { MAX_ITEM_TEXT_LENGTH, itemVariant, itemsValue, toAnalyticsItem, type AnalyticsProduct } from './analytics-item';

const PHONE: AnalyticsProduct = {
  title: 'Galaxy S25 Ultra',
  id: 1042,
  price: 4999.5,
  categories: ['Smartphones', { title: 'Galaxy S' }],
  characteristics: [
    { name: 'Colour', value: 'Titanium Black' },
    { name: 'Memory', value: 256 },
    { name: 'Ports', value: [{ name: 'USB-C', value: 1 }, { name: 'eSIM', value: null }] },
  ],
};

describe('toAnalyticsItem', () => {
  it('maps an analytics cart line to a GA4 item', () => {
    expect(toAnalyticsItem({ product: PHONE, quantity: 2 })).toEqual({
      item_id: '1042',
      item_name: 'Galaxy S25 Ultra',
      price: 4999.5,
      quantity: 2,
      item_category: 'Smartphones',
      item_category2: 'Galaxy S',
      item_variant: 'Colour: Titanium Black; Memory: 256; Ports: USB-C, eSIM',
    });
  });

  it('adds the list the product was seen in', () => {
    expect(toAnalyticsItem({ product: PHONE, quantity: 1 }, { id: 'catalog_smartphones', name: 'Catalog: Smartphones' })).toMatchObject({
      item_list_id: 'catalog_smartphones',
      item_list_name: 'Catalog: Smartphones',
    });
  });

  it('spreads the category path over item_category … item_category5 and drops deeper levels and blank titles', () => {
    const item = toAnalyticsItem({
      product: { title: 'TV', id: 'tv-1', categories: ['A', ' ', 'B', { title: 'C' }, 'D', 'E', 'F'] },
    });
    expect(item).toMatchObject({ item_category: 'A', item_category2: 'B', item_category3: 'C', item_category4: 'D', item_category5: 'E' });
    expect(Object.values(item)).not.toContain('F');
  });

  it('reads a numeric string price and leaves out a price that is not a number', () => {
    expect(toAnalyticsItem({ product: { title: 'A', id: 1, price: '129.90' } }).price).toBe(129.9);
    for (const price of ['free', '', null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect('price' in toAnalyticsItem({ product: { title: 'A', id: 1, price } })).toBe(false);
    }
  });

  it('keeps a zero price', () => {
    expect(toAnalyticsItem({ product: { title: 'Gift', id: 1, price: 0 } }).price).toBe(0);
  });

  it('leaves out a quantity that is not a positive whole number rather than inventing one', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN, undefined]) {
      expect('quantity' in toAnalyticsItem({ product: PHONE, quantity })).toBe(false);
    }
  });

  it('leaves out the variant, categories and list when the product has none', () => {
    expect(toAnalyticsItem({ product: { title: 'Plain', id: 'p1' }, quantity: 1 })).toEqual({
      item_id: 'p1',
      item_name: 'Plain',
      quantity: 1,
    });
  });

  it(`cuts item texts at ${MAX_ITEM_TEXT_LENGTH} characters without splitting a character`, () => {
    const title = '📱'.repeat(150);
    const item = toAnalyticsItem({ product: { title, id: 1, categories: ['c'.repeat(300)] } }, { name: 'l'.repeat(200) });
    expect(Array.from(item.item_name)).toHaveLength(MAX_ITEM_TEXT_LENGTH);
    expect(item.item_name).toBe('📱'.repeat(MAX_ITEM_TEXT_LENGTH));
    expect(item.item_category).toHaveLength(MAX_ITEM_TEXT_LENGTH);
    expect(item.item_list_name).toHaveLength(MAX_ITEM_TEXT_LENGTH);
  });
});

describe('itemVariant', () => {
  it('leaves out empty strings, empty lists, NaN and missing values', () => {
    expect(
      itemVariant([
        { name: 'Empty', value: '' },
        { name: 'Blank', value: '   ' },
        { name: 'None', value: [] },
        { name: 'NaN', value: Number.NaN },
        { name: 'Null', value: null },
        { name: 'Weight', value: 0.2 },
      ]),
    ).toBe('Weight: 0.2');
  });

  it('is undefined when no characteristic has a value', () => {
    expect(itemVariant([{ name: 'Empty', value: '' }])).toBeUndefined();
    expect(itemVariant([])).toBeUndefined();
    expect(itemVariant()).toBeUndefined();
  });

  it('writes the value alone when the characteristic has no name', () => {
    expect(itemVariant([{ name: ' ', value: 'Red' }])).toBe('Red');
  });

  it(`is at most ${MAX_ITEM_TEXT_LENGTH} characters`, () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ name: `Characteristic ${index}`, value: 'value' }));
    expect(itemVariant(many)).toHaveLength(MAX_ITEM_TEXT_LENGTH);
  });
});

describe('itemsValue', () => {
  it('sums price times quantity, counting a missing quantity as 1 and a missing price as 0', () => {
    expect(
      itemsValue([
        { item_id: '1', item_name: 'A', price: 10, quantity: 3 },
        { item_id: '2', item_name: 'B', price: 2.5 },
        { item_id: '3', item_name: 'C', quantity: 4 },
      ]),
    ).toBe(32.5);
  });

  it('rounds away floating-point noise but keeps three decimals', () => {
    expect(itemsValue([{ item_id: '1', item_name: 'A', price: 0.1 }, { item_id: '2', item_name: 'B', price: 0.2 }])).toBe(0.3);
    expect(itemsValue([{ item_id: '1', item_name: 'A', price: 1.125, quantity: 2 }])).toBe(2.25);
    expect(itemsValue([{ item_id: '1', item_name: 'A', price: 12.345 }])).toBe(12.345);
  });

  it('is 0 for no items', () => {
    expect(itemsValue([])).toBe(0);
  });
});

import { createSlice } from '@reduxjs/toolkit';
import { createTestStore } from '@storefront/testing';
import { describe, expect, it } from 'vitest';
import { characteristic, testProduct } from '../testing/products';
import { toggleOutcome } from './comparison.model';
import {
  selectActiveComparisonCategory,
  selectComparedProductsCount,
  selectComparisonCategories,
  selectComparisonSlots,
  selectIsCompared,
} from './comparison.selectors';
import {
  categoryChosen,
  characteristicToggled,
  comparisonSlice,
  productCharacteristicsLoaded,
  productRemoved,
  productToggled,
} from './comparison.slice';

const shell = createSlice({ name: 'shell', initialState: { menuOpen: false }, reducers: {} });

/** A store shaped like the app's: a `combineSlices` root reducer, the comparison injected later (as pages do). */
const makeStore = () => createTestStore({ slices: [shell], inject: [comparisonSlice] }).store;

const titles = (store: ReturnType<typeof makeStore>) => selectComparisonCategories(store.getState()).map((category) => category.title);
const active = (store: ReturnType<typeof makeStore>) => selectActiveComparisonCategory(store.getState())?.title;
const slotIds = (store: ReturnType<typeof makeStore>) =>
  selectComparisonSlots(store.getState()).map((slot) => (slot ? `${slot.id}:${slot.productId}` : null));

describe('the comparison slice, injected after the store exists', () => {
  it('reads as an empty comparison before the slice is injected or has seen an action', () => {
    const { store, rootReducer } = createTestStore({ slices: [shell] });
    expect(selectComparisonCategories(store.getState())).toEqual([]);
    expect(selectComparisonSlots(store.getState())).toEqual([null, null, null]);
    expect(selectIsCompared(store.getState(), 1)).toBe(false);

    rootReducer.inject(comparisonSlice);
    store.dispatch(productToggled(testProduct(1)));
    expect(selectIsCompared(store.getState(), 1)).toBe(true);
  });
});

describe('adding and removing products (SPEC §4)', () => {
  it('creates the category of a new product and makes it the only active one', () => {
    const store = makeStore();
    store.dispatch(productToggled(testProduct(1, 0)));
    expect(titles(store)).toEqual(['Enduro']);
    expect(active(store)).toBe('Enduro');

    store.dispatch(productToggled(testProduct(2, 1)));
    expect(titles(store)).toEqual(['Enduro', 'Naked']);
    expect(selectComparisonCategories(store.getState()).map((category) => category.isActive)).toEqual([false, true]);
    expect(slotIds(store)).toEqual(['0:2', null, null]);
  });

  it('keys a category by the product’s leaf category and keeps its slug, path and title', () => {
    const store = makeStore();
    store.dispatch(productToggled(testProduct(1, 0)));
    expect(selectComparisonCategories(store.getState())[0]).toMatchObject({
      id: 11,
      slug: 'enduro',
      path: 'motorcycles/off-road-motorcycles/enduro',
      title: 'Enduro',
      characteristics: [],
      selectedCharacteristics: [],
    });
    expect(selectComparisonSlots(store.getState())[0]).toEqual({
      id: 0,
      productId: 1,
      title: 'Model 1',
      slug: 'model-1',
      image: testProduct(1).image,
      characteristics: [],
    });
  });

  it('adds a product of a compared category to its slots without changing which category is active', () => {
    const store = makeStore();
    store.dispatch(productToggled(testProduct(1, 0)));
    store.dispatch(productToggled(testProduct(2, 1)));
    store.dispatch(productToggled(testProduct(3, 0)));
    expect(active(store)).toBe('Naked');
    expect(selectComparisonCategories(store.getState())[0]?.products.map((slot) => [slot.id, slot.productId])).toEqual([
      [0, 1],
      [1, 3],
    ]);
    expect(selectComparedProductsCount(store.getState())).toBe(3);
  });

  it('removes a product that is already compared (toggle), and the slots close up', () => {
    const store = makeStore();
    for (const id of [1, 2, 3]) store.dispatch(productToggled(testProduct(id, 0)));
    store.dispatch(productToggled(testProduct(1, 0)));
    expect(selectIsCompared(store.getState(), 1)).toBe(false);
    expect(slotIds(store)).toEqual(['0:2', '1:3', null]);
  });

  it('deletes a category with its last product; the first remaining category becomes active', () => {
    const store = makeStore();
    store.dispatch(productToggled(testProduct(1, 0)));
    store.dispatch(productToggled(testProduct(2, 1)));
    store.dispatch(productToggled(testProduct(3, 2)));
    expect(active(store)).toBe('Scooters');

    store.dispatch(productToggled(testProduct(3, 2)));
    expect(titles(store)).toEqual(['Enduro', 'Naked']);
    expect(active(store)).toBe('Enduro');
    expect(slotIds(store)).toEqual(['0:1', null, null]);
  });

  it('keeps the active category when the emptied one was not active', () => {
    const store = makeStore();
    store.dispatch(productToggled(testProduct(1, 0)));
    store.dispatch(productToggled(testProduct(2, 1)));
    store.dispatch(productToggled(testProduct(1, 0)));
    expect(titles(store)).toEqual(['Naked']);
    expect(active(store)).toBe('Naked');
  });

  it('clears the slots when the last category goes', () => {
    const store = makeStore();
    store.dispatch(productToggled(testProduct(1, 0)));
    store.dispatch(productToggled(testProduct(1, 0)));
    expect(selectComparisonCategories(store.getState())).toEqual([]);
    expect(selectComparisonSlots(store.getState())).toEqual([null, null, null]);
    expect(active(store)).toBeUndefined();
  });

  it('removes a product explicitly (a slot’s "remove"): never adds it back, whatever the state', () => {
    const store = makeStore();
    store.dispatch(productToggled(testProduct(1, 0)));
    store.dispatch(productToggled(testProduct(2, 0)));
    store.dispatch(productRemoved(1));
    expect(slotIds(store)).toEqual(['0:2', null, null]);
    store.dispatch(productRemoved(1));
    expect(slotIds(store)).toEqual(['0:2', null, null]);
    store.dispatch(productRemoved(2));
    expect(selectComparisonCategories(store.getState())).toEqual([]);
  });
});

describe('limits (SPEC §5)', () => {
  it('refuses a 7th category', () => {
    const store = makeStore();
    for (let index = 0; index < 6; index += 1) store.dispatch(productToggled(testProduct(index + 1, index)));
    const seventh = testProduct(7, 6);
    expect(toggleOutcome(selectComparisonCategories(store.getState()), seventh)).toBe('tooManyCategories');

    store.dispatch(productToggled(seventh));
    expect(titles(store)).toHaveLength(6);
    expect(selectIsCompared(store.getState(), 7)).toBe(false);
    // A product of a compared category still gets in.
    expect(toggleOutcome(selectComparisonCategories(store.getState()), testProduct(8, 0))).toBe('added');
  });

  it('refuses a 4th product of a category; removing one makes room', () => {
    const store = makeStore();
    for (const id of [1, 2, 3]) store.dispatch(productToggled(testProduct(id, 0)));
    const fourth = testProduct(4, 0);
    expect(toggleOutcome(selectComparisonCategories(store.getState()), fourth)).toBe('tooManyProducts');

    store.dispatch(productToggled(fourth));
    expect(selectIsCompared(store.getState(), 4)).toBe(false);
    expect(selectComparisonCategories(store.getState())[0]?.products).toHaveLength(3);

    store.dispatch(productToggled(testProduct(2, 0)));
    store.dispatch(productToggled(fourth));
    expect(slotIds(store)).toEqual(['0:1', '1:3', '2:4']);
  });

  it('removes a compared product even when its category is full', () => {
    const store = makeStore();
    for (const id of [1, 2, 3]) store.dispatch(productToggled(testProduct(id, 0)));
    expect(toggleOutcome(selectComparisonCategories(store.getState()), testProduct(3, 0))).toBe('removed');
  });
});

describe('choosing a category', () => {
  it('makes it the only active one and fills the slots with its products', () => {
    const store = makeStore();
    store.dispatch(productToggled(testProduct(1, 0)));
    store.dispatch(productToggled(testProduct(2, 0)));
    store.dispatch(productToggled(testProduct(3, 1)));
    expect(slotIds(store)).toEqual(['0:3', null, null]);

    store.dispatch(categoryChosen(11));
    expect(selectComparisonCategories(store.getState()).map((category) => category.isActive)).toEqual([true, false]);
    expect(slotIds(store)).toEqual(['0:1', '1:2', null]);
  });

  it('ignores a category that is not compared', () => {
    const store = makeStore();
    store.dispatch(productToggled(testProduct(1, 0)));
    store.dispatch(categoryChosen(99));
    expect(active(store)).toBe('Enduro');
  });
});

describe('characteristics', () => {
  const loaded = (productId: number, characteristics: ReturnType<typeof characteristic>[]) =>
    productCharacteristicsLoaded({ productId, characteristics });

  it('merges a product’s characteristics into its category, groups and names sorted by title', () => {
    const store = makeStore();
    store.dispatch(productToggled(testProduct(1, 0)));
    store.dispatch(productToggled(testProduct(2, 0)));
    store.dispatch(loaded(1, [characteristic('Power', 13.5, 'Engine', 'hp'), characteristic('Weight', 109, 'Chassis', 'kg')]));
    store.dispatch(loaded(2, [characteristic('Displacement', 125, 'Engine', 'cc'), characteristic('Power', 15, 'Engine', 'hp')]));

    const [category] = selectComparisonCategories(store.getState());
    expect(category?.characteristics).toEqual([
      { title: 'Chassis', names: [{ title: 'Weight', checked: false }] },
      {
        title: 'Engine',
        names: [
          { title: 'Displacement', checked: false },
          { title: 'Power', checked: false },
        ],
      },
    ]);
    expect(category?.products[1]?.characteristics).toEqual([
      { key: 'displacement', name: 'Displacement', value: 125, unit: 'cc', group: 'Engine' },
      { key: 'power', name: 'Power', value: 15, unit: 'hp', group: 'Engine' },
    ]);
  });

  it('leaves out empty strings, empty lists and NaN, and empty items of a list', () => {
    const store = makeStore();
    store.dispatch(productToggled(testProduct(1, 0)));
    store.dispatch(
      loaded(1, [
        characteristic('Colour', ''),
        characteristic('Blank', '   '),
        characteristic('Modes', []),
        characteristic('Range', Number.NaN),
        characteristic('Cooling', 'liquid'),
        characteristic('Zero', 0),
        characteristic('Brakes', [
          { name: 'Front', value: 'disc' },
          { name: 'Rear', value: '' },
          { name: 'Abs', value: Number.NaN },
        ]),
        characteristic('Lights', [{ name: 'Head', value: '' }]),
      ]),
    );
    const [slot] = selectComparisonSlots(store.getState());
    expect(slot?.characteristics.map((entry) => [entry.name, entry.value])).toEqual([
      ['Brakes', [{ name: 'Front', value: 'disc' }]],
      ['Cooling', 'liquid'],
      ['Zero', 0],
    ]);
    expect(selectComparisonCategories(store.getState())[0]?.characteristics[0]?.names.map((name) => name.title)).toEqual([
      'Brakes',
      'Cooling',
      'Zero',
    ]);
  });

  it('ignores characteristics that arrive after their product was removed', () => {
    const store = makeStore();
    store.dispatch(productToggled(testProduct(1, 0)));
    store.dispatch(productToggled(testProduct(2, 0)));
    store.dispatch(productToggled(testProduct(1, 0)));
    const before = store.getState();
    store.dispatch(loaded(1, [characteristic('Power', 13)]));
    expect(selectComparisonCategories(store.getState())).toEqual(selectComparisonCategories(before));
  });

  it('toggling a characteristic flips its checked flag and updates the selected list', () => {
    const store = makeStore();
    store.dispatch(productToggled(testProduct(1, 0)));
    store.dispatch(loaded(1, [characteristic('Power', 13, 'Engine'), characteristic('Weight', 109, 'Chassis'), characteristic('Torque', 11, 'Engine')]));

    store.dispatch(characteristicToggled({ categoryId: 11, group: 'Engine', title: 'Torque' }));
    store.dispatch(characteristicToggled({ categoryId: 11, group: 'Chassis', title: 'Weight' }));
    let [category] = selectComparisonCategories(store.getState());
    expect(category?.characteristics.flatMap((group) => group.names.map((name) => `${group.title}/${name.title}:${name.checked}`))).toEqual([
      'Chassis/Weight:true',
      'Engine/Power:false',
      'Engine/Torque:true',
    ]);
    expect(category?.selectedCharacteristics).toEqual([
      { title: 'Weight', group: 'Chassis', checked: true },
      { title: 'Torque', group: 'Engine', checked: true },
    ]);

    store.dispatch(characteristicToggled({ categoryId: 11, group: 'Chassis', title: 'Weight' }));
    [category] = selectComparisonCategories(store.getState());
    expect(category?.selectedCharacteristics).toEqual([{ title: 'Torque', group: 'Engine', checked: true }]);
  });

  it('keeps ticked names over a merge and drops the names only a removed product had', () => {
    const store = makeStore();
    store.dispatch(productToggled(testProduct(1, 0)));
    store.dispatch(productToggled(testProduct(2, 0)));
    store.dispatch(loaded(1, [characteristic('Power', 13), characteristic('Seat height', 900, 'Chassis')]));
    store.dispatch(characteristicToggled({ categoryId: 11, group: 'Engine', title: 'Power' }));
    store.dispatch(characteristicToggled({ categoryId: 11, group: 'Chassis', title: 'Seat height' }));
    store.dispatch(loaded(2, [characteristic('Power', 15), characteristic('Torque', 12)]));

    let [category] = selectComparisonCategories(store.getState());
    expect(category?.selectedCharacteristics.map((entry) => entry.title)).toEqual(['Seat height', 'Power']);

    store.dispatch(productToggled(testProduct(1, 0)));
    [category] = selectComparisonCategories(store.getState());
    expect(category?.characteristics).toEqual([
      {
        title: 'Engine',
        names: [
          { title: 'Power', checked: true },
          { title: 'Torque', checked: false },
        ],
      },
    ]);
    expect(category?.selectedCharacteristics).toEqual([{ title: 'Power', group: 'Engine', checked: true }]);
  });
});

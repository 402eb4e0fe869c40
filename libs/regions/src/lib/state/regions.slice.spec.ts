import type { ServerRegion } from '@storefront/api-client';
import { createTestStore } from '@storefront/testing';
import { describe, expect, it } from 'vitest';
import { chooseRegion, regionChosen, regionsLoaded, regionsSlice, selectSelectedRegionSlug } from './regions.slice';

const region = (slug: string, active = true): ServerRegion => ({
  id: slug.length,
  name: slug,
  slug,
  active,
  nameCases: { nameIn: slug, nameFrom: slug },
});
const dubai = region('dubai');
const sharjah = region('sharjah');
const closed = region('ras-al-khaimah', false);

describe('chooseRegion (SPEC §4)', () => {
  it('selects the region whose slug is the city in the URL', () => {
    expect(chooseRegion([dubai, sharjah], null, 'sharjah')).toBe('sharjah');
  });

  it('ignores a URL city that is not an active region', () => {
    expect(chooseRegion([dubai, closed], null, 'ras-al-khaimah')).toBe('dubai');
    expect(chooseRegion([dubai, sharjah], 'sharjah', 'atlantis')).toBe('sharjah');
  });

  it('keeps the chosen region while it is active', () => {
    expect(chooseRegion([dubai, sharjah], 'sharjah')).toBe('sharjah');
  });

  it('falls back to the first active region when none is chosen or the chosen one is inactive', () => {
    expect(chooseRegion([closed, dubai, sharjah], null)).toBe('dubai');
    expect(chooseRegion([dubai, closed], 'ras-al-khaimah')).toBe('dubai');
    expect(chooseRegion([dubai], 'gone')).toBe('dubai');
  });

  it('chooses nothing when no region is active', () => {
    expect(chooseRegion([closed], 'ras-al-khaimah')).toBeNull();
    expect(chooseRegion([], null)).toBeNull();
  });
});

describe('regionsSlice', () => {
  const makeStore = () => createTestStore({ slices: [regionsSlice] }).store;

  it('selects a region when the list arrives and keeps a shopper choice afterwards', () => {
    const store = makeStore();
    store.dispatch(regionsLoaded({ regions: [dubai, sharjah] }));
    expect(selectSelectedRegionSlug(store.getState())).toBe('dubai');
    store.dispatch(regionChosen('sharjah'));
    store.dispatch(regionsLoaded({ regions: [dubai, sharjah] }));
    expect(selectSelectedRegionSlug(store.getState())).toBe('sharjah');
  });
});

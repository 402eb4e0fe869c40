import type { ServerRegion, Store } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION_TAB, activeRegionTab, regionTabs, requestedRegionOf, storesOfTab } from './stores-tabs';

const region = (id: number, slug: string, active = true): ServerRegion => ({
  id,
  slug,
  name: slug.toUpperCase(),
  active,
  nameCases: { nameIn: `in ${slug}`, nameFrom: `from ${slug}` },
});
const REGIONS = [region(4, 'dubai'), region(7, 'abu-dhabi'), region(9, 'ras-al-khaimah', false)];

const store = (id: number, regionOf: ServerRegion, active = true): Store => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  name: `Store ${id}`,
  kind: 'showroom',
  address: 'Road 1',
  phone: '+97140000000',
  email: 'store@motors-equipment.example',
  geo: { lat: 25, lng: 55 },
  openingHours: [],
  city: { id: 1, slug: regionOf.slug, name: regionOf.name },
  region: { id: regionOf.id, slug: regionOf.slug, name: regionOf.name, active: regionOf.active },
  active,
});

describe('regionTabs', () => {
  it('makes a tab of every active region, label and value, in order', () => {
    expect(regionTabs(REGIONS)).toEqual([
      { label: 'DUBAI', value: 4, slug: 'dubai' },
      { label: 'ABU-DHABI', value: 7, slug: 'abu-dhabi' },
    ]);
  });
});

describe('activeRegionTab (SPEC §4)', () => {
  const tabs = regionTabs(REGIONS);

  it('is the region of the route when it is among the tabs', () => {
    expect(activeRegionTab('abu-dhabi', tabs)).toBe(7);
    expect(activeRegionTab('7', tabs)).toBe(7);
  });

  it('is the first region when the route names none, an unknown or an inactive one', () => {
    expect(activeRegionTab(undefined, tabs)).toBe(4);
    expect(activeRegionTab('atlantis', tabs)).toBe(4);
    expect(activeRegionTab('ras-al-khaimah', tabs)).toBe(4);
    expect(activeRegionTab('', tabs)).toBe(4);
  });

  it('is 1 when there is no region at all', () => {
    expect(activeRegionTab('dubai', [])).toBe(DEFAULT_REGION_TAB);
    expect(DEFAULT_REGION_TAB).toBe(1);
  });
});

describe('requestedRegionOf', () => {
  it('reads ?region=, its first value when repeated', () => {
    expect(requestedRegionOf({ region: 'dubai' })).toBe('dubai');
    expect(requestedRegionOf({ region: ['abu-dhabi', 'dubai'] })).toBe('abu-dhabi');
  });

  it('is undefined for a missing, non-text or overlong value', () => {
    expect(requestedRegionOf({})).toBeUndefined();
    expect(requestedRegionOf({ region: 7 })).toBeUndefined();
    expect(requestedRegionOf({ region: { a: 1 } })).toBeUndefined();
    expect(requestedRegionOf({ region: 'x'.repeat(101) })).toBeUndefined();
  });
});

describe('storesOfTab', () => {
  it('lists only the active stores of the tab’s region, never those of an inactive region', () => {
    const [dubai, abuDhabi, rak] = REGIONS as [ServerRegion, ServerRegion, ServerRegion];
    const stores = [store(1, dubai), store(2, dubai, false), store(3, abuDhabi), store(4, rak)];
    expect(storesOfTab(stores, 4).map((item) => item.id)).toEqual([1]);
    expect(storesOfTab(stores, 7).map((item) => item.id)).toEqual([3]);
    expect(storesOfTab(stores, 9)).toEqual([]);
  });
});

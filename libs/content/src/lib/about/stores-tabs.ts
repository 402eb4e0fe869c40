import type { ServerRegion, Store } from '@storefront/api-client';
import { firstQueryValue } from '../query/first-query-value';

/** SPEC §3 "Region tab: label, value": a backend region (province, emirate) as a tab of the stores screen. */
export interface RegionTab {
  label: string;
  /** The region's id. */
  value: number;
  /** Its slug: what the `region` query parameter carries (`?region=dubai`). */
  slug: string;
}

/** SPEC §9 "Default region tab 1": the tab when there are no regions at all. */
export const DEFAULT_REGION_TAB = 1;

/** The tabs of the stores screen: the country's active regions, in the backend's order. */
export function regionTabs(regions: readonly ServerRegion[]): RegionTab[] {
  return regions.filter((region) => region.active).map((region) => ({ label: region.name, value: region.id, slug: region.slug }));
}

/** The `region` query parameter of the stores screen (SPEC §2): a backend region's slug (or id), its first value if repeated. */
export function requestedRegionOf(search: Readonly<Record<string, unknown>>): string | undefined {
  const value = firstQueryValue(search, 'region');
  return typeof value === 'string' && value.length <= 100 ? value : undefined;
}

/**
 * SPEC §4 "Stores tab": the region the route asks for (its slug, or its id, in `?region=`) if it is
 * among the available tabs, else the first tab, else 1.
 */
export function activeRegionTab(requested: string | undefined, tabs: readonly RegionTab[]): number {
  const chosen = requested === undefined ? undefined : tabs.find((tab) => tab.slug === requested || String(tab.value) === requested);
  return chosen?.value ?? tabs[0]?.value ?? DEFAULT_REGION_TAB;
}

/** SPEC §4: the stores of one tab; only active stores of an active region are listed. */
export function storesOfTab(stores: readonly Store[], tab: number): Store[] {
  return stores.filter((store) => store.active && store.region.active && store.region.id === tab);
}

import { regionsApi, type RegionLocale } from '@storefront/regions';
import type { AppStore } from '../../../app/app-store';

/** The slugs of the backend's `/cities` (SPEC §7); a failed fetch leaves the list empty (SPEC §8). */
export async function knownCities(store: AppStore, { region, locale }: RegionLocale): Promise<string[]> {
  const result = await store.dispatch(regionsApi.endpoints.getCities.initiate({ region: region.code, locale }, { subscribe: false }));
  if (!result.data) console.error(`Cities of ${region.code}_${locale} could not be loaded`, result.error);
  return result.data?.items.map((item) => item.slug) ?? [];
}

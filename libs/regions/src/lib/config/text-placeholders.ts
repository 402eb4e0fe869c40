import type { City, Generals } from '@storefront/api-client';
import type { RegionConfig } from './regions.config';

export interface TextPlaceholderInput {
  region: RegionConfig;
  /** The country's name in the shopper's language, when the backend's general settings are missing. */
  countryName: string;
  generals?: Generals | undefined;
  /** The backend's cities of the country (possibly empty). */
  cities: readonly City[];
  /** The `{city}` of the path, if any; else the region's default city. */
  citySlug?: string | undefined;
}

/**
 * SPEC §3 text placeholders of a region, as the backend names the country and its cities in the
 * shopper's language (case forms included). Missing data falls back to the plain names, so a text
 * never shows an empty gap.
 */
export function textPlaceholders({ region, countryName, generals, cities, citySlug }: TextPlaceholderInput) {
  const city = cities.find((candidate) => candidate.slug === (citySlug ?? region.city));
  const cityName = city?.name ?? region.locality;
  const contact = generals?.generalContact;
  const regionName = contact?.regionName ?? countryName;
  const fullRegionName = contact?.fullRegionName ?? regionName;
  return {
    currency: region.currency,
    city: cityName,
    inCity: city?.nameCases.nameIn ?? cityName,
    fromCity: city?.nameCases.nameFrom ?? cityName,
    region: regionName,
    inRegion: contact?.regionNameCases.nameIn ?? regionName,
    fromRegion: contact?.regionNameCases.nameFrom ?? regionName,
    fullRegion: fullRegionName,
    inFullRegion: contact?.fullRegionNameCases.nameIn ?? fullRegionName,
    fromFullRegion: contact?.fullRegionNameCases.nameFrom ?? fullRegionName,
  };
}
export type RegionTextPlaceholders = ReturnType<typeof textPlaceholders>;

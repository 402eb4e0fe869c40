import type { Store } from '@storefront/api-client';

const SCHEMA_DAYS = (day: string) => `https://schema.org/${day}`;

/**
 * Schema.org `Store` (showrooms, dealers) or `AutoRepair` (service centres), both `LocalBusiness`,
 * with `openingHoursSpecification`, for the stores a page shows.
 */
export function storesJsonLd(stores: readonly Store[], { country, brand }: { country: string; brand: string }): object[] {
  return stores.map((store) => ({
    '@context': 'https://schema.org',
    '@type': store.kind === 'service' ? 'AutoRepair' : 'Store',
    '@id': `urn:uuid:${store.uuid}`,
    name: store.name,
    brand: { '@type': 'Brand', name: brand },
    telephone: store.phone,
    email: store.email,
    address: { '@type': 'PostalAddress', streetAddress: store.address, addressLocality: store.city.name, addressRegion: store.region.name, addressCountry: country },
    geo: { '@type': 'GeoCoordinates', latitude: store.geo.lat, longitude: store.geo.lng },
    openingHoursSpecification: store.openingHours.map((day) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAYS(day.dayOfWeek),
      opens: day.opens,
      closes: day.closes,
    })),
  }));
}

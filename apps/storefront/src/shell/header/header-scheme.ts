import type { HeaderScheme } from '@storefront/ui';

/** SPEC §2: the sections whose header is black (customer service, about us, offers, a product). */
const DARK_HEADER_SECTIONS: readonly string[] = ['support', 'about-us', 'offers', 'product'];

/**
 * The path of a regional page below `/{region_locale}/{city?}/`, without slashes at either end:
 * `/ae_en/dubai/catalog/bikes/` with city `dubai` gives `catalog/bikes`; the region home gives ''.
 * The city is dropped only when it is the path's `{city}` segment (the route's param), so that a
 * section never passes for a city.
 */
export function pathBelowRegion(pathname: string, city?: string): string {
  const [, ...rest] = pathname.split('/').filter(Boolean);
  if (city !== undefined && rest[0] === city) rest.shift();
  return rest.join('/');
}

/**
 * SPEC §2 colour rule: black on the dark sections and while the error page is shown, white
 * elsewhere. `sectionPath` is the page's path below the region (see `pathBelowRegion`).
 */
export function headerSchemeFor(sectionPath: string, errorPageShown = false): HeaderScheme {
  if (errorPageShown) return 'dark';
  const section = sectionPath.split('/')[0] ?? '';
  return DARK_HEADER_SECTIONS.includes(section) ? 'dark' : 'light';
}

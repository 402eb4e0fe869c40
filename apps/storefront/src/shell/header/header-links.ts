import type { City, InitOffers, ServerRegion } from '@storefront/api-client';
import type { NavigationCategory } from '@storefront/regions';

/** A header entry: a section path below the region plus its filter query (SPEC §2). */
interface HeaderLink {
  key: string;
  title: string;
  /** Path below `/{region_locale}/{city?}/`. */
  to: string;
  search?: Record<string, string>;
}

export interface SaleLink extends HeaderLink {
  discountPercent: number;
}

/**
 * A backend `filterQueryString` (`offers.slug=gear-up&badges[]=sale`) as router search params.
 * A repeated name keeps its last value: header entries filter on one value per name.
 */
export function searchParamsOf(filterQueryString: string): Record<string, string> | undefined {
  const params = Object.fromEntries(new URLSearchParams(filterQueryString.replace(/^\?/, '')));
  return Object.keys(params).length ? params : undefined;
}

/** A top category of the header: its section, and its visible sub-categories (the second level of `/init`). */
export interface CategoryLink extends HeaderLink {
  children: readonly HeaderLink[];
}

const visible = (categories: readonly NavigationCategory[]) => categories.filter((category) => !category.hidden);

const categoryLink = (category: NavigationCategory): HeaderLink => ({
  key: `category-${category.id}`,
  title: category.title,
  to: `catalog/${category.path}`,
});

/** The visible top-level categories of the init tree, each to its catalogue section, with their visible children. */
export function categoryLinks(categories: readonly NavigationCategory[] | undefined): CategoryLink[] {
  return visible(categories ?? [])
    .filter((category) => category.level === 1)
    .map((category) => ({ ...categoryLink(category), children: visible(category.children).map(categoryLink) }));
}

/**
 * How a category title may wrap in the desktop strip: `long` (more than 12 characters and more than
 * one word) takes two lines from 1270 to 1419 px, `longest` (more than 20) up to 1899 px. With that,
 * the eight titles of every catalogue fit from 1270 px up (MainNav's `scrollerStyles`).
 */
export function titleWrap(title: string): 'long' | 'longest' | undefined {
  const text = title.trim();
  if (text.length <= 12 || !/\s/.test(text)) return undefined;
  return text.length > 20 ? 'longest' : 'long';
}

/** The running offers as sale links: the catalogue's list of each offer's products (SPEC §2, §3). */
export function saleLinks(offers: InitOffers | undefined): SaleLink[] {
  return (offers?.items ?? []).map((offer) => {
    const search = searchParamsOf(offer.filterQueryString);
    return {
      key: `offer-${offer.id}`,
      title: offer.title,
      to: 'catalog',
      discountPercent: offer.discountPercent,
      ...(search ? { search } : {}),
    };
  });
}

/**
 * SPEC §4: the backend region chosen with a city: the region of the same slug (a region's namesake
 * city), else the city's own region, if it is active; none when neither is listed.
 */
export function regionForCity(
  city: Pick<City, 'slug' | 'region'>,
  regions: readonly Pick<ServerRegion, 'slug' | 'active'>[] | undefined,
): string | undefined {
  const active = (regions ?? []).filter((region) => region.active);
  return (active.find((region) => region.slug === city.slug) ?? active.find((region) => region.slug === city.region.slug))?.slug;
}

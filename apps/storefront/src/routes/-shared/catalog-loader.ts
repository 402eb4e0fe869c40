import { queryErrorStatus, type CategoryFilters } from '@storefront/api-client';
import {
  catalogApi,
  categoryPathOf,
  filtersFromSearch,
  filtersQueryString,
  hasActiveFilters,
  pageFromSearch,
  productListParams,
  withoutFilters,
  type ProductFilters,
} from '@storefront/catalog';
import type { RegionLocale } from '@storefront/regions';
import { notFound } from '@tanstack/react-router';
import type { AppStore } from '../../app/app-store';
import type { SearchRecord } from '../../app/search-params';
import { movedPermanently, seeTidyUrl } from './moved-permanently';
import { publicError } from '../../app/public-errors';

const CATALOG_SEGMENT = '/catalog/';
/** Fields of the filter form a shopper may leave empty: a GET form still submits them. */
const OPTIONAL_FIELDS = new Set(['q', 'price[from]', 'price[to]']);

/** The request's query without the empty optional fields, or undefined when it has none. */
function withoutEmptyFields(query: string): string | undefined {
  const pairs = [...new URLSearchParams(query)];
  const kept = pairs.filter(([key, value]) => !(OPTIONAL_FIELDS.has(key) && value.trim() === ''));
  return kept.length === pairs.length ? undefined : new URLSearchParams(kept).toString();
}

/** The filters the list offers: a characteristic or an offer the category does not have is dropped. */
function offeredFilters(filters: ProductFilters, available: CategoryFilters): ProductFilters {
  const keys = new Set(available.characteristics.map((characteristic) => characteristic.key));
  const characteristics = Object.fromEntries(Object.entries(filters.characteristics).filter(([key]) => keys.has(key)));
  const offer = filters.offer && available.offers.some((option) => option.value === filters.offer) ? filters.offer : undefined;
  return { ...filters, characteristics, offer };
}
/** Products per page of a category (a multiple of 2, 3 and 4: full rows in every grid). */
const CATEGORY_PAGE_SIZE = 24;

/** Decimals of a currency (AED 2, OMR 3), for reading prices typed in major units. */
function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export interface CatalogLoadInput {
  /** The path below `/catalog/` as the router matched it (empty for the root). */
  splat: string | undefined;
  pathname: string;
  search: SearchRecord;
  /** The request's own query, for a redirect that keeps it. */
  requestedSearch: string;
  store: AppStore;
  regionLocale: RegionLocale;
}

/** A query of the catalogue's root that asks for products rather than the category tree. */
function asksForProducts(search: SearchRecord, filters: ProductFilters): boolean {
  return 'q' in search || 'page' in search || hasActiveFilters(filters) || Boolean(filters.sort);
}

/**
 * The catalogue route's loader (`_default/catalog/$/route.tsx`; `loadOffersPage` the offers route's), in its own chunk: the filters' reader and
 * the backend query writer load with the first catalogue page, not with every page.
 */
export async function loadCatalogPage(input: CatalogLoadInput) {
  const { splat, pathname, search, requestedSearch, store, regionLocale } = input;
  const region = regionLocale.region.code;
  const { locale } = regionLocale;
  const tidy = withoutEmptyFields(requestedSearch);
  if (tidy !== undefined) throw seeTidyUrl(pathname, tidy ? `?${tidy}` : '');
  const filters = filtersFromSearch(search, { fractionDigits: currencyDigits(regionLocale.region.currency) });

  // The router matches `/catalog/` itself here, with an empty splat: the catalogue's root, or the
  // list of every product when the query searches, filters, sorts or pages (search results, an offer's products).
  if (!splat) {
    if (asksForProducts(search, filters)) return loadAllProducts(input, filters);
    const rootArgs = { region, locale };
    const { error } = await store.dispatch(catalogApi.endpoints.getCategories.initiate(rootArgs, { subscribe: false }));
    // The page shows an error state with a retry; the answer itself is logged only.
    if (error) console.error(`The categories of ${region}_${locale} could not be loaded`, error);
    return { kind: 'root' as const, rootArgs };
  }
  const path = categoryPathOf(splat);
  if (path === null) throw notFound();
  const categoryArgs = { region, locale, path };
  const { data: category, error } = await store.dispatch(catalogApi.endpoints.getCategoryByPath.initiate(categoryArgs, { subscribe: false }));
  if (!category) {
    if (queryErrorStatus(error) === 404) throw notFound();
    // The backend's answer is logged, never carried into the page (it would travel in the dehydrated error).
    console.error(`Category ${path} of ${region}_${locale} could not be loaded`, error);
    throw publicError('category-unavailable', 'The category could not be loaded');
  }
  if (category.path !== path) {
    const base = pathname.slice(0, pathname.indexOf(CATALOG_SEGMENT) + CATALOG_SEGMENT.length);
    throw movedPermanently(`${base}${category.path}/`, requestedSearch);
  }
  const list = await loadProductList(input, filters, category.path);
  return { kind: 'category' as const, title: category.title, description: category.description, categoryArgs, ...list };
}

/**
 * `/catalog/?…`: every product of the country, searched (`q`) or filtered (an offer's products: the
 * header's sale links). A search text without a letter or digit never reaches the backend: the page
 * asks for a better one.
 */
async function loadAllProducts(input: CatalogLoadInput, filters: ProductFilters) {
  const { store, regionLocale } = input;
  const { region } = regionLocale;
  const searched = 'q' in input.search;
  if (searched && !filters.q) {
    return { kind: 'products' as const, searched, filters, page: 1, listArgs: undefined, narrowed: true, offer: undefined };
  }
  const list = await loadProductList(input, filters);
  // The offer's own title, picture and end date head its list (startup data: already in the store).
  const { data: offers } = list.filters.offer
    ? await store.dispatch(catalogApi.endpoints.getRunningOffers.initiate({ region: region.code, locale: regionLocale.locale }, { subscribe: false }))
    : { data: undefined };
  const offer = offers?.items.find((item) => item.slug === list.filters.offer);
  return { kind: 'products' as const, searched, offer, ...list };
}

/**
 * One page of products (SPEC §5: one `/v2/products/` call gives the products and the filters' counts).
 * A page that is not a positive integer, or beyond the last, is a 404; a filter the backend refuses
 * (400) gives the list without filters; a characteristic or an offer the list does not offer is
 * dropped and the list asked again. A list that fails is logged: the page shows a retry.
 */
async function loadProductList(
  { search, store, regionLocale }: CatalogLoadInput,
  requested: ProductFilters,
  category?: string,
) {
  const region = regionLocale.region.code;
  const { locale } = regionLocale;
  const page = pageFromSearch(search);
  if (page === null) throw notFound();
  let filters = requested;
  const listArgs = (of: ProductFilters) => ({
    region,
    locale,
    params: productListParams(of, { category, page, itemsPerPage: CATEGORY_PAGE_SIZE }),
  });
  let list = await store.dispatch(catalogApi.endpoints.getProductList.initiate(listArgs(filters), { subscribe: false }));
  if (queryErrorStatus(list.error) === 400) {
    // A filter the backend refuses: the list without filters.
    filters = withoutFilters(filters);
    list = await store.dispatch(catalogApi.endpoints.getProductList.initiate(listArgs(filters), { subscribe: false }));
  }
  const offered = list.data && offeredFilters(filters, list.data.filters);
  if (offered && filtersQueryString(offered) !== filtersQueryString(filters)) {
    // Unknown filter keys are ignored (issue 12): asked again without what the list does not offer.
    filters = offered;
    list = await store.dispatch(catalogApi.endpoints.getProductList.initiate(listArgs(filters), { subscribe: false }));
  }
  if (list.data && page > 1 && list.data.items.length === 0) throw notFound();
  if (list.error) console.error(`Products of ${category ?? 'the catalogue'} (${region}_${locale}) could not be loaded`, list.error);
  return {
    listArgs: listArgs(filters),
    filters,
    page,
    // Filtered, sorted or searched: the list's pages are the unfiltered list's (`noindex,follow`).
    narrowed: hasActiveFilters(filters) || Boolean(filters.q) || Boolean(filters.sort),
  };
}

/**
 * `/offers/`: the offers running now. A query that asks for products (`?offers.slug=…`, the header's
 * sale links of earlier builds, shared links) moves to the catalogue's list, where an offer's
 * products are listed with the filters (301, query kept).
 */
export async function loadOffersPage({ pathname, search, requestedSearch, store, regionLocale }: Omit<CatalogLoadInput, 'splat'>) {
  if (asksForProducts(search, filtersFromSearch(search))) {
    throw movedPermanently(pathname.replace(/offers\/$/, 'catalog/'), requestedSearch);
  }
  const offersArgs = { region: regionLocale.region.code, locale: regionLocale.locale };
  const { error } = await store.dispatch(catalogApi.endpoints.getOffers.initiate(offersArgs, { subscribe: false }));
  // The page shows an error state with a retry; the answer itself is logged only.
  if (error) console.error(`The offers of ${offersArgs.region}_${offersArgs.locale} could not be loaded`, error);
  return { offersArgs };
}

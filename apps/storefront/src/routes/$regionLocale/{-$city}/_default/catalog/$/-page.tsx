import styled from '@emotion/styled';
import {
  ListState,
  NO_FILTERS,
  SortForm,
  activeFilterCount,
  categoriesQuery,
  categoryQuery,
  productListMessages,
  productListQuery,
  runningOffersQuery,
  useFirstShownPage,
  useListHref,
  useListUpdating,
  withoutFilters,
  type ProductFilters,
  type ProductListArgs,
} from '@storefront/catalog';
import type { AnalyticsItemList } from '@storefront/analytics';
import type { ProductSummary } from '@storefront/api-client';
import { formatMoney, formattingLocale } from '@storefront/locales';
import { selectDeviceClass } from '@storefront/regions';
import { VisuallyHidden } from '@storefront/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyHydrated } from '../../../../../../app/lazy-hydrated';
import { useAppSelector } from '../../../../../../app/store-hooks';
import { useBackendImageUrl } from '../../../../../../app/backend-image';
import { Loading, Page, RetryState } from '../../../../../../pages/list-page-parts';

const regionRoute = getRouteApi('/$regionLocale');
const categoryRoute = getRouteApi('/$regionLocale/{-$city}/_default/catalog/$');

// Server-rendered in full, hydrated from their own chunk once the browser is idle: until then the form
// submits as a GET form and the links are plain links, exactly what they do without JavaScript. The
// cards are links until the app fills their actions slot: nothing to wait for before idle either.
const deferred = () => import('@storefront/catalog/deferred');
const FilterPanel = lazyHydrated('filter panel', () => deferred().then((module) => module.FilterPanel));
const ShowMore = lazyHydrated('show more', () => deferred().then((module) => module.ShowMore));
const ShowEarlier = lazyHydrated('show earlier', () => deferred().then((module) => module.ShowEarlier));
const ListPagination = lazyHydrated('list pagination', () => deferred().then((module) => module.ListPagination));
const CatalogRoot = lazyHydrated('catalogue root', () => deferred().then((module) => module.CatalogRoot));
const ProductGrid = lazyHydrated('product grid', () => import('../../../../../../pages/product-grid-with-actions').then((module) => module.ProductGridWithActions));
const CategoryIntro = lazyHydrated('category intro', () => deferred().then((module) => module.CategoryIntro));
const RunningOffersStrip = lazyHydrated('running offers', () => deferred().then((module) => module.RunningOffersStrip));
const ProductsIntro = lazyHydrated('products intro', () => deferred().then((module) => module.ProductsIntro));
const ActiveFilterChips = lazyHydrated('active filters', () => deferred().then((module) => module.ActiveFilterChips));

/** The filters' form, referenced by the mobile disclosure's summary. */
const FILTERS_ID = 'product-filters';

/**
 * `/catalog/{slug…}/`: breadcrumbs, the category's title and sub-categories, its filters (a GET form:
 * the URL is the list's only state), the active filters as chips, the sort, the product grid and
 * numbered pages; designed states for an empty category, no results and a list that did not load.
 * `/catalog/` itself is the catalogue's root: the category tree as tiles.
 */
export function CategoryPage() {
  const data = categoryRoute.useLoaderData();
  if (data.kind === 'root') return <CatalogRootPage {...data} />;
  if (data.kind === 'products') return <AllProducts {...data} />;
  return <CategoryList {...data} />;
}

type RootData = Extract<ReturnType<typeof categoryRoute.useLoaderData>, { kind: 'root' }>;

/** `/catalog/`: the category tree, or an error state with a retry when it did not load. */
function CatalogRootPage({ rootArgs }: RootData) {
  const listHref = useListHref();
  const imageUrl = useBackendImageUrl();
  const { data, isError } = categoriesQuery.useQuery(rootArgs);
  if (data) {
    return (
      <Page aria-labelledby="catalog-title">
        <CatalogRoot categories={data.items} imageUrl={imageUrl} />
        <RunningOffers />
      </Page>
    );
  }
  if (!isError) return null;
  return (
    <Page>
      <RetryState href={listHref(NO_FILTERS)} />
    </Page>
  );
}

/** The catalogue root's entry points to the running offers (startup data: no request of its own). */
function RunningOffers() {
  const { regionLocale } = regionRoute.useRouteContext();
  const imageUrl = useBackendImageUrl();
  const { data } = runningOffersQuery.useQuery({ region: regionLocale.region.code, locale: regionLocale.locale });
  if (!data?.items.length) return null;
  return <RunningOffersStrip offers={data.items} imageUrl={imageUrl} />;
}

type CategoryData = Extract<LoaderData, { kind: 'category' }>;
type ProductsData = Extract<LoaderData, { kind: 'products' }>;
type LoaderData = ReturnType<typeof categoryRoute.useLoaderData>;

/** `/catalog/{slug…}/`: the category's products. */
function CategoryList({ categoryArgs, ...list }: CategoryData) {
  const { data: category } = categoryQuery.useQuery(categoryArgs);
  if (!category) return null;
  return (
    <ProductList
      {...list}
      analyticsList={{ id: `category:${category.path}`, name: category.title }}
      intro={(count) => <CategoryIntro category={category} count={count} />}
    />
  );
}

/**
 * `/catalog/?…`: search results, an offer's products or every product filtered. A search without a
 * usable text asks for one, without a list.
 */
function AllProducts({ searched, offer, listArgs, ...list }: ProductsData) {
  const listHref = useListHref();
  const intro = (count?: number) => <ProductsIntro filters={list.filters} searched={searched} offer={offer} count={count} />;
  if (!listArgs) {
    return (
      <Page aria-labelledby="list-title">
        {intro()}
        <ListState
          kind="no-results"
          title={<FormattedMessage {...productListMessages.searchPromptTitle} />}
          text={<FormattedMessage {...productListMessages.searchPromptText} />}
          action={{ href: listHref(NO_FILTERS), label: <FormattedMessage {...productListMessages.browseCatalog} /> }}
        />
      </Page>
    );
  }
  // GA4 lists: named in English for the reports, the offer by its own title.
  const analyticsList = list.filters.q
    ? { id: 'search_results', name: 'Search results' }
    : offer
      ? { id: `offer:${offer.slug}`, name: offer.title }
      : { id: 'all_products', name: 'All products' };
  return <ProductList {...list} listArgs={listArgs} intro={intro} analyticsList={analyticsList} />;
}

/** A page of the list shown above the URL's after "Show more" (cached since it was shown). */
function EarlierPage({ listArgs, page, grid }: { listArgs: ProductListArgs; page: number; grid: (products: readonly ProductSummary[]) => ReactNode }) {
  const { data } = productListQuery.useQuery({ ...listArgs, params: { ...listArgs.params, page } });
  return data ? grid(data.items) : null;
}

interface ProductListProps {
  listArgs: ProductListArgs;
  filters: ProductFilters;
  page: number;
  /** The list's head, given the number of products once it is known. */
  intro: (count?: number) => ReactNode;
  /** The list as GA4 reports name it (`view_item_list`, `select_item`). */
  analyticsList: AnalyticsItemList;
}

/**
 * A product list: its filters (a GET form: the URL is the list's only state), the active filters as
 * chips, the sort, the grid and numbered pages; designed states for an empty list, no results, a
 * search that found nothing and a list that did not load.
 */
function ProductList({ listArgs, filters, page, intro, analyticsList }: ProductListProps) {
  const { regionLocale } = regionRoute.useRouteContext();
  const deviceClass = useAppSelector(selectDeviceClass);
  const listHref = useListHref();
  const imageUrl = useBackendImageUrl();
  const { data: list, isLoading, isError } = productListQuery.useQuery(listArgs);
  const country = regionLocale.region.iso2;
  const numberLocale = formattingLocale(regionLocale.locale, country);
  // The chips' amounts are in major units (as the URL writes them); money formats minor units.
  const currency = list?.filters.currency ?? regionLocale.region.currency;
  const fractionDigits = list?.filters.fractionDigits ?? 2;
  const formatPrice = useCallback(
    (amount: number) => formatMoney(numberLocale, { minor: Math.round(amount * 10 ** fractionDigits), currency, fractionDigits }),
    [numberLocale, currency, fractionDigits],
  );

  const updating = useListUpdating();
  const firstShown = useFirstShownPage(page);
  const earlierPages = Array.from({ length: page - firstShown }, (_, index) => firstShown + index);
  const activeCount = activeFilterCount(filters);
  const pageCount = list ? Math.max(1, Math.ceil(list.totalItems / list.itemsPerPage)) : 1;

  let results;
  if (isError) {
    results = <RetryState href={listHref(filters, page)} />;
  } else if (!list || isLoading) {
    results = (
      <Loading role="status">
        <FormattedMessage {...productListMessages.loading} />
      </Loading>
    );
  } else if (list.items.length === 0) {
    results = activeCount ? (
      <ListState
        kind="no-results"
        action={{ href: listHref(withoutFilters(filters)), label: <FormattedMessage {...productListMessages.clearAll} /> }}
      />
    ) : filters.q ? (
      <ListState
        kind="no-results"
        title={<FormattedMessage {...productListMessages.noMatchesTitle} values={{ query: filters.q }} />}
        text={<FormattedMessage {...productListMessages.noMatchesText} />}
        action={{ href: listHref(NO_FILTERS), label: <FormattedMessage {...productListMessages.browseCatalog} /> }}
      />
    ) : (
      <ListState kind="empty" />
    );
  } else {
    const grid = (products: readonly ProductSummary[]) => (
      <ProductGrid
        products={products}
        region={regionLocale.region.code}
        locale={regionLocale.locale}
        country={country}
        imageUrl={imageUrl}
        list={analyticsList}
      />
    );
    results = (
      <>
        <ShowEarlier filters={filters} page={page} itemsPerPage={list.itemsPerPage} totalItems={list.totalItems} />
        {/* Another filter, sort or page on its way: the products stay, dimmed and busy, until it comes. */}
        <Pages aria-busy={updating || undefined}>
          {/* "Show more" grew the list: the pages from where it started, then the URL's. */}
          {earlierPages.map((earlier) => (
            <EarlierPage key={earlier} listArgs={listArgs} page={earlier} grid={grid} />
          ))}
          {grid(list.items)}
        </Pages>
        <ShowMore
          filters={filters}
          page={page}
          pageCount={pageCount}
          nextCount={Math.min(list.itemsPerPage, list.totalItems - page * list.itemsPerPage)}
        />
        <ListPagination filters={filters} page={page} pageCount={pageCount} />
      </>
    );
  }

  // Nothing to narrow or order in an empty list (an empty category, a search that found nothing).
  const narrowable = list && (list.totalItems > 0 || activeCount > 0);
  const filterPanel = narrowable ? (
    <FilterPanel id={FILTERS_ID} filters={filters} available={list.filters} listArgs={listArgs} defaultOpen={deviceClass === 'desktop'} />
  ) : null;

  return (
    <Page aria-labelledby="list-title">
      {intro(list?.totalItems)}
      <Layout data-filters={filterPanel ? '' : undefined}>
        {/* Desktops show the filters beside the list; phones and tablets fold them away, in a drawer
            once the page runs (a disclosure without JavaScript). */}
        {filterPanel}
        <Results>
          {list && !narrowable ? null : (
            <Toolbar>
              {list ? <ActiveFilterChips filters={filters} available={list.filters} formatPrice={formatPrice} /> : <span />}
              <SortForm filters={filters} />
            </Toolbar>
          )}
          {results}
          <VisuallyHidden role="status">{updating ? <FormattedMessage {...productListMessages.loading} /> : null}</VisuallyHidden>
        </Results>
      </Layout>
    </Page>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.up('xl')} {
    &[data-filters] {
      grid-template-columns: 18rem minmax(0, 1fr);
      align-items: start;
    }
  }
`;

const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-inline-size: 0;
`;

const Pages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  transition: opacity ${({ theme }) => theme.durations.normal};
  &[aria-busy='true'] {
    opacity: 0.45;
    cursor: progress;
    /* A quick answer never flickers: the dimming starts after a moment. */
    transition-delay: ${({ theme }) => theme.durations.fast};
  }
  ${({ theme }) => theme.media.up('md')} {
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

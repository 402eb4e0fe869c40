import styled from '@emotion/styled';
import {
  ListState,
  NO_FILTERS,
  SortForm,
  activeFilterCount,
  productListMessages,
  useGetCategoriesQuery,
  useGetCategoryByPathQuery,
  useGetProductListQuery,
  useListHref,
  useListUpdating,
  withoutFilters,
  type ProductFilters,
  type ProductListArgs,
} from '@storefront/catalog';
import type { AnalyticsItemList } from '@storefront/analytics';
import { VisuallyHidden } from '@storefront/ui';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyHydrated } from '../../../../../../app/lazy-hydrated';
import { Loading, Page, RetryState } from '../../../../../../pages/list-page-parts';

const categoryRoute = getRouteApi('/$regionLocale/{-$city}/_default/catalog/$');

// Server-rendered in full, hydrated from their own chunks once the browser is idle: until then the
// filters' form submits as a GET form and the links are plain links, exactly what they do without
// JavaScript. The sort hydrates with the page.
const ListHeading = lazyHydrated('list heading', () => import('./-parts/list-heading').then((module) => module.ListHeading));
const CatalogRootView = lazyHydrated('catalogue root', () => import('./-parts/catalog-root-view').then((module) => module.CatalogRootView));
const listFilters = () => import('./-parts/list-filters');
const ListFilterPanel = lazyHydrated('filter panel', () => listFilters().then((module) => module.ListFilterPanel));
const ListActiveFilters = lazyHydrated('active filters', () => listFilters().then((module) => module.ListActiveFilters));
const ListResults = lazyHydrated('list results', () => import('./-parts/list-results').then((module) => module.ListResults));

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
  const { data, isError } = useGetCategoriesQuery(rootArgs);
  if (data) {
    return (
      <Page aria-labelledby="catalog-title">
        <CatalogRootView categories={data.items} />
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

type CategoryData = Extract<LoaderData, { kind: 'category' }>;
type ProductsData = Extract<LoaderData, { kind: 'products' }>;
type LoaderData = ReturnType<typeof categoryRoute.useLoaderData>;

/** `/catalog/{slug…}/`: the category's products. */
function CategoryList({ categoryArgs, ...list }: CategoryData) {
  const { currentData: category } = useGetCategoryByPathQuery(categoryArgs);
  if (!category) return null;
  return (
    <ProductList
      {...list}
      analyticsList={{ id: `category:${category.path}`, name: category.title }}
      intro={(count) => <ListHeading category={category} count={count} />}
    />
  );
}

/**
 * `/catalog/?…`: search results, an offer's products or every product filtered. A search without a
 * usable text asks for one, without a list.
 */
function AllProducts({ searched, offer, listArgs, ...list }: ProductsData) {
  const listHref = useListHref();
  const intro = (count?: number) => <ListHeading products={{ filters: list.filters, searched, offer }} count={count} />;
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
  const listHref = useListHref();
  // The answer for these arguments only (`currentData`): never the previous filter's list as this one's.
  const { currentData: list, isError } = useGetProductListQuery(listArgs);
  const updating = useListUpdating();
  const activeCount = activeFilterCount(filters);

  let results;
  if (isError) {
    results = <RetryState href={listHref(filters, page)} />;
  } else if (!list) {
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
    results = <ListResults listArgs={listArgs} filters={filters} page={page} list={list} analyticsList={analyticsList} />;
  }

  // Nothing to narrow or order in an empty list (an empty category, a search that found nothing).
  const narrowable = list && (list.totalItems > 0 || activeCount > 0);
  const filterPanel = narrowable ? <ListFilterPanel filters={filters} available={list.filters} listArgs={listArgs} /> : null;

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
              {list ? <ListActiveFilters filters={filters} available={list.filters} /> : <span />}
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

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

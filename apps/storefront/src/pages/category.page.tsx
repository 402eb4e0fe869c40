import styled from '@emotion/styled';
import {
  ListState,
  SortForm,
  categoriesQuery,
  categoryQuery,
  hasActiveFilters,
  productListMessages,
  productListQuery,
  useListHref,
  NO_FILTERS,
} from '@storefront/catalog';
import { moneyFormat, formattingLocale } from '@storefront/locales';
import { selectDeviceClass } from '@storefront/regions';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyHydrated } from '../app/lazy-hydrated';
import { useAppSelector } from '../app/store-hooks';
import { useBackendImageUrl } from './home/backend-image';


const regionRoute = getRouteApi('/$regionLocale');
const categoryRoute = getRouteApi('/$regionLocale/{-$city}/default-layout/catalog/$');

// Server-rendered in full, hydrated from their own chunk once the browser is idle: until then the form
// submits as a GET form and the pages are plain links, exactly what they do without JavaScript.
const FilterForm = lazyHydrated('filter form', () => import('@storefront/catalog/deferred').then((module) => module.FilterForm));
const ListPagination = lazyHydrated('list pagination', () =>
  import('@storefront/catalog/deferred').then((module) => module.ListPagination),
);
// Links only until hydrated: the catalogue's tree and its tiles.
const CatalogRoot = lazyHydrated('catalogue root', () => import('@storefront/catalog/deferred').then((module) => module.CatalogRoot));
// The cards are links until the app fills their actions slot: nothing to wait for before idle.
const ProductGrid = lazyHydrated('product grid', () => import('@storefront/catalog/deferred').then((module) => module.ProductGrid));
const CategoryIntro = lazyHydrated('category intro', () =>
  import('@storefront/catalog/deferred').then((module) => module.CategoryIntro),
);
const ActiveFilterChips = lazyHydrated('active filters', () =>
  import('@storefront/catalog/deferred').then((module) => module.ActiveFilterChips),
);

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
  return <CategoryList {...data} />;
}

type RootData = Extract<ReturnType<typeof categoryRoute.useLoaderData>, { kind: 'root' }>;

/** `/catalog/`: the category tree, or an error state with a retry when it did not load. */
function CatalogRootPage({ rootArgs }: RootData) {
  const router = useRouter();
  const listHref = useListHref();
  const imageUrl = useBackendImageUrl();
  const { data, isError } = categoriesQuery.useQuery(rootArgs);
  if (data) {
    return (
      <Page aria-labelledby="catalog-title">
        <CatalogRoot categories={data.items} imageUrl={imageUrl} />
      </Page>
    );
  }
  if (!isError) return null;
  return (
    <Page>
      <ListState
        kind="error"
        action={{
          href: listHref(NO_FILTERS),
          label: <FormattedMessage {...productListMessages.retry} />,
          onClick: () => void router.invalidate(),
        }}
      />
    </Page>
  );
}

type CategoryData = Extract<ReturnType<typeof categoryRoute.useLoaderData>, { kind: 'category' }>;

function CategoryList({ categoryArgs, listArgs, filters, page }: CategoryData) {
  const router = useRouter();
  const { regionLocale } = regionRoute.useRouteContext();
  const deviceClass = useAppSelector(selectDeviceClass);
  const listHref = useListHref();
  const imageUrl = useBackendImageUrl();
  const { data: category } = categoryQuery.useQuery(categoryArgs);
  const { data: list, isLoading, isError } = productListQuery.useQuery(listArgs);
  const country = regionLocale.region.iso2;
  const numberLocale = formattingLocale(regionLocale.locale, country);
  const formatPrice = useCallback(
    (amount: number) => {
      const digits = list?.filters.fractionDigits ?? 2;
      const { options } = moneyFormat({ minor: 0, currency: list?.filters.currency ?? regionLocale.region.currency, fractionDigits: digits });
      return new Intl.NumberFormat(numberLocale, options).format(amount);
    },
    [list, numberLocale, regionLocale.region.currency],
  );
  if (!category) return null;

  const filtered = hasActiveFilters(filters);
  const pageCount = list ? Math.max(1, Math.ceil(list.totalItems / list.itemsPerPage)) : 1;
  const activeCount = filtered ? countFilters(filters) : 0;

  let results;
  if (isError) {
    results = (
      <ListState
        kind="error"
        action={{
          href: listHref(filters, page),
          label: <FormattedMessage {...productListMessages.retry} />,
          onClick: () => void router.invalidate(),
        }}
      />
    );
  } else if (!list || isLoading) {
    results = (
      <Loading role="status">
        <FormattedMessage {...productListMessages.loading} />
      </Loading>
    );
  } else if (list.items.length === 0) {
    results = filtered ? (
      <ListState
        kind="no-results"
        action={{ href: listHref({ ...NO_FILTERS, q: filters.q, sort: filters.sort }), label: <FormattedMessage {...productListMessages.clearAll} /> }}
      />
    ) : (
      <ListState kind="empty" />
    );
  } else {
    results = (
      <>
        <ProductGrid products={list.items} locale={regionLocale.locale} country={country} imageUrl={imageUrl} />
        <ListPagination filters={filters} page={page} pageCount={pageCount} />
      </>
    );
  }

  const filterForm = list ? <FilterForm id={FILTERS_ID} filters={filters} available={list.filters} /> : null;

  return (
    <Page aria-labelledby="list-title">
      <CategoryIntro category={category} count={list?.totalItems} />
      <Layout data-filters={filterForm ? '' : undefined}>
        {filterForm ? (
          <Filters>
            {/* Phones and tablets fold the filters away; desktops show them beside the list. */}
            <details open={deviceClass === 'desktop' || undefined}>
              <summary>
                <FormattedMessage {...productListMessages.filtersActive} values={{ count: activeCount }} />
              </summary>
              {filterForm}
            </details>
          </Filters>
        ) : null}
        <Results>
          <Toolbar>
            {list ? <ActiveFilterChips filters={filters} available={list.filters} formatPrice={formatPrice} /> : <span />}
            <SortForm filters={filters} />
          </Toolbar>
          {results}
        </Results>
      </Layout>
    </Page>
  );
}

function countFilters(filters: typeof NO_FILTERS): number {
  return (
    (filters.price ? 1 : 0) +
    filters.badges.length +
    (filters.offer ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    Object.values(filters.characteristics).reduce((sum, values) => sum + values.length, 0)
  );
}

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.layout.containerMaxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('md')} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
  ${({ theme }) => theme.media.up('xl')} {
    padding-inline: ${({ theme }) => theme.space[10]};
  }
`;

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

const Filters = styled.aside`
  details > summary {
    display: flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
  }
  details[open] > summary {
    margin-block-end: ${({ theme }) => theme.space[4]};
  }
  details > summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.up('xl')} {
    details > summary {
      min-block-size: 0;
      padding-inline: 0;
      border: 0;
      font-size: ${({ theme }) => theme.fontSizes.lg};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
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

const Loading = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space[10]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

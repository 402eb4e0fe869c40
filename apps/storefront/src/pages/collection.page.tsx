import styled from '@emotion/styled';
import { ListState, collectionMessages, collectionQuery, productListMessages } from '@storefront/catalog';
import { useRegionPath } from '@storefront/regions';
import { getRouteApi, useLocation, useRouter } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { lazyHydrated } from '../app/lazy-hydrated';
import { useBackendImageUrl } from './home/backend-image';

const regionRoute = getRouteApi('/$regionLocale');
const collectionRoute = getRouteApi('/$regionLocale/{-$city}/default-layout/collections/$slug');

// Server-rendered in full, hydrated from their own chunk once the browser is idle: the trail and the
// cards are links until then, exactly what they do without JavaScript (as on the category page).
const deferred = () => import('@storefront/catalog/deferred');
const CollectionIntro = lazyHydrated('collection intro', () => deferred().then((module) => module.CollectionIntro));
const ProductGrid = lazyHydrated('collection products', () => deferred().then((module) => module.ProductGrid));

/**
 * `/collections/{slug}/`: breadcrumbs, the collection's hero (title, description, count, picture)
 * and its products in the collection's order as the catalogue's cards; designed states for a
 * collection without products in the country and for one that did not load (with a retry).
 */
export function CollectionPage() {
  const { args } = collectionRoute.useLoaderData();
  const { regionLocale } = regionRoute.useRouteContext();
  const imageUrl = useBackendImageUrl();
  const { data: collection, isError } = collectionQuery.useQuery(args);

  let products;
  if (isError) {
    products = <RetryState />;
  } else if (!collection) {
    products = (
      <Loading role="status">
        <FormattedMessage {...productListMessages.loading} />
      </Loading>
    );
  } else if (collection.products.length === 0) {
    products = <EmptyState />;
  } else {
    products = (
      <ProductGrid
        products={collection.products}
        locale={regionLocale.locale}
        country={regionLocale.region.iso2}
        imageUrl={imageUrl}
        // The hero's picture above is the page's LCP element.
        firstImagePriority={false}
      />
    );
  }

  return (
    <Page aria-labelledby="collection-title">
      <CollectionIntro collection={collection} count={collection?.products.length} imageUrl={imageUrl} />
      {products}
    </Page>
  );
}

/** None of the collection's products is sold in the country: the way on is the catalogue. */
function EmptyState() {
  const router = useRouter();
  const href = useRegionPath()('catalog');
  return (
    <ListState
      kind="empty"
      title={<FormattedMessage {...collectionMessages.emptyTitle} />}
      text={<FormattedMessage {...collectionMessages.emptyText} />}
      action={{
        href,
        label: <FormattedMessage {...collectionMessages.browseCatalog} />,
        onClick: () => void router.navigate({ href }),
      }}
    />
  );
}

/** The collection did not load: "Try again" is a link to the same URL, and reloads the data with JavaScript. */
function RetryState() {
  const router = useRouter();
  const href = useLocation({ select: (location) => location.pathname });
  return (
    <ListState
      kind="error"
      title={<FormattedMessage {...collectionMessages.errorTitle} />}
      text={<FormattedMessage {...collectionMessages.errorText} />}
      action={{
        href,
        label: <FormattedMessage {...productListMessages.retry} />,
        onClick: () => void router.invalidate(),
      }}
    />
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

const Loading = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space[10]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

import { ListState, collectionMessages, collectionQuery, productListMessages } from '@storefront/catalog';
import { useRegionPath } from '@storefront/regions';
import { getRouteApi, useLocation, useRouter } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { lazyHydrated } from '../../../../../../app/lazy-hydrated';
import { useBackendImageUrl } from '../../../../../../app/backend-image';
import { Loading, Page, RetryState } from '../../../../../../pages/list-page-parts';

const regionRoute = getRouteApi('/$regionLocale');
const collectionRoute = getRouteApi('/$regionLocale/{-$city}/_default/collections/$slug');

// Server-rendered in full, hydrated from their own chunk once the browser is idle: the trail and the
// cards are links until then, exactly what they do without JavaScript (as on the category page).
const deferred = () => import('@storefront/catalog/deferred');
const CollectionIntro = lazyHydrated('collection intro', () => deferred().then((module) => module.CollectionIntro));
const ProductGrid = lazyHydrated('collection products', () => import('../../../../../../pages/product-grid-with-actions').then((module) => module.ProductGridWithActions));

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
  const pathname = useLocation({ select: (location) => location.pathname });

  let products;
  if (isError) {
    products = (
      <RetryState
        href={pathname}
        title={<FormattedMessage {...collectionMessages.errorTitle} />}
        text={<FormattedMessage {...productListMessages.errorText} />}
      />
    );
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
        region={regionLocale.region.code}
        products={collection.products}
        locale={regionLocale.locale}
        country={regionLocale.region.iso2}
        imageUrl={imageUrl}
        list={{ id: `collection:${collection.slug}`, name: collection.title }}
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
        label: <FormattedMessage {...productListMessages.browseCatalog} />,
        onClick: () => void router.navigate({ href }),
      }}
    />
  );
}

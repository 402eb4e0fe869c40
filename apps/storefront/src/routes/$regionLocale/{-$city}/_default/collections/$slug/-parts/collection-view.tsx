import { CollectionIntro, ListState, collectionMessages, productListMessages } from '@storefront/catalog';
import type { TaxonomyDetail } from '@storefront/api-client';
import { useRegionPath } from '@storefront/regions';
import { getRouteApi, useLocation, useRouter } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useBackendImageUrl } from '../../../../../../../app/backend-image';
import { Loading, RetryState } from '../../../../../../../pages/list-page-parts';
import { ProductGridWithActions } from '../../../../../../../pages/product-grid-with-actions';

const regionRoute = getRouteApi('/$regionLocale');

export interface CollectionViewProps {
  /** `GET /taxonomies/{slug}` with its products; `undefined` while it loads or when it did not load. */
  collection: TaxonomyDetail | undefined;
  isError: boolean;
}

/**
 * A collection's hero (trail, title, description, count, picture) and its products in the collection's
 * order as the catalogue's cards with the cart's and the comparison's buttons; designed states for a
 * collection without products in the country and for one that did not load (with a retry).
 */
export function CollectionView({ collection, isError }: CollectionViewProps) {
  const { regionLocale } = regionRoute.useRouteContext();
  const imageUrl = useBackendImageUrl();
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
      <ProductGridWithActions
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
    <>
      <CollectionIntro collection={collection} count={collection?.products.length} imageUrl={imageUrl} />
      {products}
    </>
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

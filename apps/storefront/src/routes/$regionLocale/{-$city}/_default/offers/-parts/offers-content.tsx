import { ListState, OfferTiles, offersMessages, productListMessages } from '@storefront/catalog';
import type { Offer } from '@storefront/api-client';
import { useRegionPath } from '@storefront/regions';
import { useLocation } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useBackendImageUrl } from '../../../../../../app/backend-image';
import { RetryState } from '../../../../../../pages/list-page-parts';

export interface OffersContentProps {
  /** The offers running now; `undefined` while they load or when they did not load. */
  offers: readonly Offer[] | undefined;
  isError: boolean;
}

/**
 * The offers running now as the catalogue's tiles, each leading to its products (the first picture is
 * the page's LCP element); designed states for no running offers and offers that did not load.
 */
export function OffersContent({ offers, isError }: OffersContentProps) {
  const regionPath = useRegionPath();
  const pathname = useLocation({ select: (location) => location.pathname });
  const imageUrl = useBackendImageUrl();
  if (offers?.length) return <OfferTiles offers={offers} imageUrl={imageUrl} top />;
  if (offers) {
    return (
      <ListState
        kind="empty"
        title={<FormattedMessage {...offersMessages.emptyTitle} />}
        text={<FormattedMessage {...offersMessages.emptyText} />}
        action={{ href: regionPath('catalog'), label: <FormattedMessage {...productListMessages.browseCatalog} /> }}
      />
    );
  }
  if (isError) {
    return (
      <RetryState
        href={pathname}
        title={<FormattedMessage {...offersMessages.errorTitle} />}
        text={<FormattedMessage {...productListMessages.errorText} />}
      />
    );
  }
  return null;
}

import styled from '@emotion/styled';
import { ListState, QueryLink, offersMessages, offersPageMessages, offersQuery, productListMessages } from '@storefront/catalog';
import { useRegionPath } from '@storefront/regions';
import { Breadcrumbs } from '@storefront/ui';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { lazyHydrated } from '../../../../../app/lazy-hydrated';
import { useBackendImageUrl } from '../../../../../app/backend-image';
import { Page, RetryState } from '../../../../../pages/list-page-parts';

const offersRoute = getRouteApi('/$regionLocale/{-$city}/_default/offers');

// Server-rendered in full, hydrated once the browser is idle: the tiles are plain links until then.
const OfferTiles = lazyHydrated('offer tiles', () => import('@storefront/catalog/deferred').then((module) => module.OfferTiles));

/**
 * `/offers/`: the offers running now as tiles, each leading to its products; designed states for no
 * running offers and offers that did not load.
 */
export function OffersPage() {
  const intl = useIntl();
  const regionPath = useRegionPath();
  const pathname = useLocation({ select: (location) => location.pathname });
  const imageUrl = useBackendImageUrl();
  const { offersArgs } = offersRoute.useLoaderData();
  const { data, isError } = offersQuery.useQuery(offersArgs);
  const title = intl.formatMessage(offersPageMessages.title);

  let content;
  if (data?.items.length) {
    content = <OfferTiles offers={data.items} imageUrl={imageUrl} top />;
  } else if (data) {
    content = (
      <ListState
        kind="empty"
        title={<FormattedMessage {...offersMessages.emptyTitle} />}
        text={<FormattedMessage {...offersMessages.emptyText} />}
        action={{ href: regionPath('catalog'), label: <FormattedMessage {...productListMessages.browseCatalog} /> }}
      />
    );
  } else if (isError) {
    content = (
      <RetryState
        href={pathname}
        title={<FormattedMessage {...offersMessages.errorTitle} />}
        text={<FormattedMessage {...productListMessages.errorText} />}
      />
    );
  }

  return (
    <Page aria-labelledby="offers-title">
      <Intro>
        <Breadcrumbs
          items={[{ label: intl.formatMessage(productListMessages.home), href: regionPath('') }, { label: title }]}
          label={intl.formatMessage(productListMessages.breadcrumbs)}
          renderLink={({ href, children }) => <QueryLink href={href}>{children}</QueryLink>}
        />
        <h1 id="offers-title">{title}</h1>
        <p>
          <FormattedMessage {...offersPageMessages.intro} />
        </p>
      </Intro>
      {content}
    </Page>
  );
}

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    line-height: 1.15;
  }
  p {
    margin: 0;
    max-inline-size: 60ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

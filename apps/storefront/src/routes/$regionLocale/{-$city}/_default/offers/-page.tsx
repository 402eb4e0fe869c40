import styled from '@emotion/styled';
import { QueryLink, offersPageMessages, productListMessages, useGetOffersQuery } from '@storefront/catalog';
import { useRegionPath } from '@storefront/regions';
import { Breadcrumbs } from '@storefront/ui';
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { lazyHydrated } from '../../../../../app/lazy-hydrated';
import { Page } from '../../../../../pages/list-page-parts';

const offersRoute = getRouteApi('/$regionLocale/{-$city}/_default/offers');

// Server-rendered in full, hydrated once the browser is idle: the tiles are plain links until then.
const OffersContent = lazyHydrated('offers', () => import('./-parts/offers-content').then((module) => module.OffersContent));

/**
 * `/offers/`: the offers running now as tiles, each leading to its products; designed states for no
 * running offers and offers that did not load.
 */
export function OffersPage() {
  const intl = useIntl();
  const regionPath = useRegionPath();
  const { offersArgs } = offersRoute.useLoaderData();
  const { data, isError } = useGetOffersQuery(offersArgs);
  const title = intl.formatMessage(offersPageMessages.title);

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
      <OffersContent offers={data?.items} isError={isError} />
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

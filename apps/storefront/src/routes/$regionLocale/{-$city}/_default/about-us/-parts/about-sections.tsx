import styled from '@emotion/styled';
import { CitiesList, ContentBody, ContentNotice, StoresScreen, aboutMessages, type RegionTab } from '@storefront/content';
import { showroomVisitLinkMessages } from '@storefront/cart';
import { useGetShopQuery } from '@storefront/catalog';
import { RegionLink, useRegionPath } from '@storefront/regions';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import type { Store } from '@storefront/api-client';
import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import type { loadAboutUsPage } from '../-loader';

const regionRoute = getRouteApi('/$regionLocale');

type AboutData = Extract<Awaited<ReturnType<typeof loadAboutUsPage>>, { kind: 'about' }>;

export interface AboutSectionsProps extends Pick<AboutData, 'page' | 'tabs' | 'activeTab' | 'stores'> {
  /** The cities the country serves; `undefined` when they did not load. */
  cities: ComponentProps<typeof CitiesList>['cities'];
}

/**
 * The about page below its masthead: the brand's story (the backend's page, or a notice when it did
 * not load), the stores by region as tabs, and the cities served.
 */
export function AboutSections({ page, tabs, activeTab, stores, cities }: AboutSectionsProps) {
  const { countryName, regionLocale } = regionRoute.useRouteContext();
  // Where the region takes call-back forms, a store with a showroom (not a service centre) books a visit (issue 34).
  const { data: shop } = useGetShopQuery({ region: regionLocale.region.code, locale: regionLocale.locale });
  const visit = (store: Store) =>
    shop?.features.hasCallbackForms && store.kind !== 'service' ? (
      <RegionLink to="booking" search={{ store: store.uuid, kind: 'showroom_visit' }} data-testid="book-showroom-visit">
        <FormattedMessage {...showroomVisitLinkMessages.link} />
      </RegionLink>
    ) : null;
  const pathTo = useRegionPath();
  const href = useLocation({ select: (location) => location.href });
  const tabHref = (tab: RegionTab) => `${pathTo('about-us')}?region=${encodeURIComponent(tab.slug)}`;
  return (
    <Sections>
      <section aria-labelledby="about-title">
        <ContentBody blocks={page?.body} unavailable={<FormattedMessage {...aboutMessages.pageError} />} />
      </section>
      <section id="stores" aria-labelledby="stores-title">
        <SectionHead>
          <h2 id="stores-title">
            <FormattedMessage {...aboutMessages.storesTitle} />
          </h2>
          <p>
            <FormattedMessage {...aboutMessages.storesLead} />
          </p>
        </SectionHead>
        <StoresScreen
          tabs={tabs}
          active={activeTab}
          stores={stores}
          tabHref={tabHref}
          storeAction={visit}
          errorState={
            <ContentNotice
              kind="error"
              title={<FormattedMessage {...aboutMessages.storesError} />}
              action={{ href, label: <FormattedMessage {...aboutMessages.retry} />, retry: true }}
            />
          }
        />
      </section>
      <section id="cities" aria-labelledby="cities-title">
        <SectionHead>
          <h2 id="cities-title">
            <FormattedMessage {...aboutMessages.citiesTitle} />
          </h2>
          <p>
            <FormattedMessage {...aboutMessages.citiesLead} values={{ country: countryName }} />
          </p>
        </SectionHead>
        <CitiesList cities={cities} />
      </section>
    </Sections>
  );
}

const Sections = styled.div`
  display: grid;
  gap: clamp(3rem, 2rem + 4vw, 7rem);
  padding-block: clamp(2.5rem, 1.5rem + 4vw, 6rem);
`;

const SectionHead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-end: ${({ theme }) => theme.space[6]};
  h2 {
    margin: 0;
    font-size: clamp(1.75rem, 1.25rem + 1.8vw, 3rem);
    font-weight: 800;
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    max-inline-size: 44rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

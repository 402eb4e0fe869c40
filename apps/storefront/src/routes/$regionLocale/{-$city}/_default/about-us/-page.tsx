import styled from '@emotion/styled';
import { aboutMessages, type RegionTab } from '@storefront/content';
import { useGetCitiesQuery, useRegionPath } from '@storefront/regions';
import { Container } from '@storefront/ui';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { lazyHydrated } from '../../../../../app/lazy-hydrated';
import { DarkMasthead, DisplayTitle, Eyebrow } from '../../../../../pages/display-type';

const deferred = () => import('@storefront/content/deferred');
const regionRoute = getRouteApi('/$regionLocale');
const aboutRoute = getRouteApi('/$regionLocale/{-$city}/_default/about-us');
// Below the page's story: server-rendered in full (tabs and city links are plain links until then),
// hydrated from their own chunk once the browser is idle.
const ContentBlocks = lazyHydrated('about story', () => deferred().then((module) => module.ContentBlocks));
const ContentNotice = lazyHydrated('content notice', () => deferred().then((module) => module.ContentNotice));
const StoresScreen = lazyHydrated('stores screen', () => deferred().then((module) => module.StoresScreen));
const CitiesList = lazyHydrated('cities list', () => deferred().then((module) => module.CitiesList));

/** `/about-us/`: the brand's story (the backend's page), the stores by region and the cities served. */
export function AboutUsPage() {
  const data = aboutRoute.useLoaderData();
  if (data.kind !== 'about') return null;
  return <AboutUs {...data} />;
}

/** The page of the about-us loader's answer (the content routes share one loader). */
function AboutUs({ args, page, tabs, activeTab, stores }: Extract<ReturnType<typeof aboutRoute.useLoaderData>, { kind: 'about' }>) {
  const { countryName } = regionRoute.useRouteContext();
  const cities = useGetCitiesQuery(args);
  const pathTo = useRegionPath();
  const href = useLocation({ select: (location) => location.href });
  const tabHref = (tab: RegionTab) => `${pathTo('about-us')}?region=${encodeURIComponent(tab.slug)}`;

  return (
    <>
      <DarkMasthead>
        <Container>
          <MastheadText>
            <Eyebrow tone="onDark">
              <FormattedMessage {...aboutMessages.title} />
            </Eyebrow>
            <DisplayTitle id="about-title" size="clamp(2.25rem, 1.5rem + 3vw, 5rem)">
              {page ? page.title : <FormattedMessage {...aboutMessages.title} />}
            </DisplayTitle>
            {page ? <AboutLead>{page.metaDescription}</AboutLead> : null}
          </MastheadText>
        </Container>
      </DarkMasthead>
      <Container>
        <Sections>
          <section aria-labelledby="about-title">
            {page ? (
              <ContentBlocks blocks={page.body} />
            ) : (
              <Notice role="status">
                <FormattedMessage {...aboutMessages.pageError} />
              </Notice>
            )}
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
            <CitiesList cities={cities.data?.items ?? (cities.isError ? undefined : [])} />
          </section>
        </Sections>
      </Container>
    </>
  );
}

const MastheadText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 56rem;
  padding-block: clamp(3rem, 2rem + 5vw, 8rem);
`;

const AboutLead = styled.p`
  margin: 0;
  max-inline-size: 44rem;
  font-size: clamp(1.125rem, 1rem + 0.5vw, 1.5rem);
  line-height: 1.5;
  opacity: 0.88;
`;

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

const Notice = styled.p`
  margin: 0;
  max-inline-size: 60ch;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.warningStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSurface};
`;

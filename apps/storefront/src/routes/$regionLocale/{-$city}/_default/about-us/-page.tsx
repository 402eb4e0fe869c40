import styled from '@emotion/styled';
import { aboutMessages } from '@storefront/content';
import { useGetCitiesQuery } from '@storefront/regions';
import { Container } from '@storefront/ui';
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { DarkMasthead, DisplayTitle, Eyebrow } from '../../../../../pages/display-type';
import { AboutSections } from './-parts/about-sections';

const aboutRoute = getRouteApi('/$regionLocale/{-$city}/_default/about-us');

/** `/about-us/`: the brand's story (the backend's page), the stores by region and the cities served. */
export function AboutUsPage() {
  const data = aboutRoute.useLoaderData();
  if (data.kind !== 'about') return null;
  return <AboutUs {...data} />;
}

/** The page of the about-us loader's answer (the content routes share one loader). */
function AboutUs({ args, page, tabs, activeTab, stores }: Extract<ReturnType<typeof aboutRoute.useLoaderData>, { kind: 'about' }>) {
  const cities = useGetCitiesQuery(args);

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
        <AboutSections page={page} tabs={tabs} activeTab={activeTab} stores={stores} cities={cities.data?.items ?? (cities.isError ? undefined : [])} />
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

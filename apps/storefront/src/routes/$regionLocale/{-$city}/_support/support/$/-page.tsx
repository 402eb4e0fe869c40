// The support centre's pages: home with search, section, article.
import styled from '@emotion/styled';
import { supportMessages } from '@storefront/content';
import { Container } from '@storefront/ui';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyHydrated } from '../../../../../../app/lazy-hydrated';
import { DarkMasthead, DisplayTitle } from '../../../../../../pages/display-type';
import { SupportCallback } from './-parts/support-callback';

const supportRoute = getRouteApi('/$regionLocale/{-$city}/_support/support/$');

// Server-rendered in full, hydrated from their chunk once the browser is idle: until then the
// search is a plain GET form and every link a plain link, exactly what they are without JavaScript.
const supportContent = () => import('./-parts/support-content');
const SupportSearch = lazyHydrated('support search', () => supportContent().then((module) => module.SupportSearch));
const SupportHomeBody = lazyHydrated('support home', () => supportContent().then((module) => module.SupportHomeBody));
const SupportPathBody = lazyHydrated('support page', () => supportContent().then((module) => module.SupportPathBody));
const SupportGuide = lazyHydrated('support guide', () => supportContent().then((module) => module.SupportGuide));
// The call-back request (the cart's button; its form loads when pressed) hydrates with the page: a tap
// on it must never be lost to a part still waiting for its chunk.

type SupportData = ReturnType<typeof supportRoute.useLoaderData>;

/** The support centre's page the loader found: its home (with the search's results), a section or an article. */
export function SupportPage() {
  const data = supportRoute.useLoaderData();
  return data.kind === 'support' ? <SupportHome {...data} /> : <SupportPathPage {...data} />;
}

/** The masthead with the search box (a later-hydrated part: the props stay the server's until it has hydrated). */
function SearchBand({ query, label, heading }: { query?: string; label: string | undefined; heading?: ReactNode }) {
  return (
    <DarkMasthead>
      <Container>
        <MastheadText data-compact={heading ? undefined : ''}>
          {heading}
          <SupportSearch query={query} label={label} />
        </MastheadText>
      </Container>
    </DarkMasthead>
  );
}

/**
 * `/support/`: the service's title and description, the search (a `GET` form whose suggestions
 * follow the typing), the results of `?q=` or the popular questions and the sections, the contacts
 * and, where the country takes them, the call-back request.
 */
function SupportHome({ init, query, results }: Extract<SupportData, { kind: 'support' }>) {
  return (
    <>
      <SearchBand
        query={query}
        label={init?.general.title}
        heading={
          <>
            <DisplayTitle id="support-title" size="clamp(2rem, 1.5rem + 2.4vw, 4rem)">
              <FormattedMessage {...supportMessages.title} />
            </DisplayTitle>
            {init ? <Lead>{init.general.description}</Lead> : null}
          </>
        }
      />
      <Container>
        <Sections>
          <SupportHomeBody init={init} query={query} results={results} />
          <ContactRow>
            {init ? <SupportGuide contacts={init.general} /> : null}
            <SupportCallback />
          </ContactRow>
        </Sections>
      </Container>
    </>
  );
}

/**
 * `/support/{section}/` or `/support/{section}/{article}/` (or their error state with a retry), the
 * search above and, beside them, the sections, the contacts and the call-back request.
 */
function SupportPathPage(data: Exclude<SupportData, { kind: 'support' }>) {
  const { aside } = data;
  const current = data.kind === 'support-section' ? data.section?.slug : data.article?.section.slug;
  return (
    <>
      <SearchBand label={aside?.title} />
      <Container>
        <Columns>
          <Main>
            <SupportPathBody {...data} />
          </Main>
          <Aside>
            {aside ? <SupportGuide sections={aside.sections} current={current} contacts={aside.contacts} compact /> : null}
            <SupportCallback />
          </Aside>
        </Columns>
      </Container>
    </>
  );
}

const MastheadText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: clamp(2rem, 1.5rem + 3vw, 4.5rem);
  &[data-compact] {
    padding-block: ${({ theme }) => theme.space[6]};
  }
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  max-inline-size: 44rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  opacity: 0.88;
`;

const Sections = styled.div`
  display: grid;
  gap: clamp(2.5rem, 2rem + 2vw, 4.5rem);
  padding-block: clamp(2rem, 1.5rem + 2vw, 3.5rem) ${({ theme }) => theme.space[16]};
`;

const ContactRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  padding-block: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[16]};
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) 20rem;
    gap: ${({ theme }) => theme.space[16]};
  }
`;

const Main = styled.div`
  min-inline-size: 0;
`;

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-content: start;
`;

// The support centre's pages: home with search, section, article.
import styled from '@emotion/styled';
import { SUPPORT_SUGGESTIONS, sendArticleFeedback, serviceSearchQuery, supportMessages } from '@storefront/content';
import { useRegionPath } from '@storefront/regions';
import { Container } from '@storefront/ui';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyHydrated } from '../../../../../../app/lazy-hydrated';
import { DarkMasthead, DisplayTitle } from '../../../../../../pages/display-type';
import { SupportCallback } from './-parts/support-callback';

const regionRoute = getRouteApi('/$regionLocale');
const supportRoute = getRouteApi('/$regionLocale/{-$city}/_support/support/$');

// Server-rendered in full, hydrated from their own chunk once the browser is idle: until then the
// search is a plain GET form and every link a plain link, exactly what they are without JavaScript.
const deferred = () => import('@storefront/content/deferred');
const SupportSearchBox = lazyHydrated('support search', () => deferred().then((module) => module.SupportSearchBox));
const SupportContacts = lazyHydrated('support contacts', () => deferred().then((module) => module.SupportContacts));
const SupportOverview = lazyHydrated('support overview', () => deferred().then((module) => module.SupportOverview));
const SupportResults = lazyHydrated('support results', () => deferred().then((module) => module.SupportResults));
const SupportSectionView = lazyHydrated('support section', () => deferred().then((module) => module.SupportSectionView));
const SupportArticleView = lazyHydrated('support article', () => deferred().then((module) => module.SupportArticleView));
const SupportTopicsNav = lazyHydrated('support topics', () => deferred().then((module) => module.SupportTopicsNav));
const ContentNotice = lazyHydrated('content notice', () => deferred().then((module) => module.ContentNotice));
// The call-back request (the cart's button; its form loads when pressed) hydrates with the page: a tap
// on it must never be lost to a part still waiting for its chunk.

type SupportData = ReturnType<typeof supportRoute.useLoaderData>;

/** The support centre's page the loader found: its home (with the search's results), a section or an article. */
export function SupportPage() {
  const data = supportRoute.useLoaderData();
  return data.kind === 'support' ? <SupportHome {...data} /> : <SupportPathPage {...data} />;
}

/**
 * The search box, wired to the backend through the page's query client (suggestions asked once per
 * text, kept a minute). A stable function: the box is a later-hydrated part, which a new prop would
 * re-render before it has hydrated.
 */
function SearchBand({ query, label, heading }: { query?: string; label: string | undefined; heading?: ReactNode }) {
  const { api, queryClient, regionLocale } = regionRoute.useRouteContext();
  const pathTo = useRegionPath();
  const region = regionLocale.region.code;
  const { locale } = regionLocale;
  const search = useCallback(
    async (q: string) => (await queryClient()).fetchQuery(serviceSearchQuery(api, { region, locale, q, itemsPerPage: SUPPORT_SUGGESTIONS })),
    [api, queryClient, region, locale],
  );
  return (
    <DarkMasthead>
      <Container>
        <MastheadText data-compact={heading ? undefined : ''}>
          {heading}
          <SupportSearchBox action={pathTo('support')} query={query} label={label} search={search} />
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
  const href = useLocation({ select: (location) => location.href });
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
          {query !== undefined ? <SupportResults query={query} results={results ?? undefined} retryHref={href} /> : null}
          {init ? (
            <SupportOverview init={init} />
          ) : (
            <ContentNotice
              kind="error"
              title={<FormattedMessage {...supportMessages.loadError} />}
              text={<FormattedMessage {...supportMessages.loadErrorText} />}
              action={{ href, label: <FormattedMessage {...supportMessages.retry} />, retry: true }}
            />
          )}
          <ContactRow>
            {init ? <SupportContacts general={init.general} /> : null}
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
  const { api, regionLocale } = regionRoute.useRouteContext();
  const href = useLocation({ select: (location) => location.href });
  const { aside } = data;
  const article = data.kind === 'support-article' ? data.article : undefined;
  // Sent in the background: the page never waits for it, a failure is one line in the console. A
  // stable function: the article is a later-hydrated part.
  const onFeedback = useCallback(
    (helpful: boolean) => {
      if (!article) return;
      void sendArticleFeedback(api, {
        region: regionLocale.region.code,
        locale: regionLocale.locale,
        article: article.slug,
        section: article.section.slug,
        helpful,
        url: window.location.href,
      });
    },
    [api, regionLocale, article],
  );
  let body;
  let current;
  if (data.kind === 'support-section' && data.section) {
    current = data.section.slug;
    body = <SupportSectionView section={data.section} />;
  } else if (article) {
    current = article.section.slug;
    body = <SupportArticleView article={article} onFeedback={onFeedback} />;
  } else {
    body = (
      <ContentNotice
        kind="error"
        title={<FormattedMessage {...supportMessages.loadError} />}
        text={<FormattedMessage {...supportMessages.loadErrorText} />}
        action={{ href, label: <FormattedMessage {...supportMessages.retry} />, retry: true }}
      />
    );
  }
  return (
    <>
      <SearchBand label={aside?.title} />
      <Container>
        <Columns>
          <Main>{body}</Main>
          <Aside>
            {aside ? <SupportTopicsNav sections={aside.sections} current={current} /> : null}
            {aside ? <SupportContacts general={aside.contacts} compact /> : null}
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

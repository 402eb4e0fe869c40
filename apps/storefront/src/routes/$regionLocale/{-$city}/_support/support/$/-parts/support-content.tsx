// The support centre's parts, server-rendered in full and hydrated later: the search box, the bodies of
// its home and of its sections' and articles' pages, and the ways on (sections, contacts).
import {
  ContentNotice,
  SUPPORT_SUGGESTIONS,
  SupportArticleView,
  SupportContacts,
  SupportOverview,
  SupportResults,
  SupportSearchBox,
  SupportSectionView,
  SupportTopicsNav,
  sendArticleFeedback,
  serviceSearchQuery,
  supportMessages,
} from '@storefront/content';
import { useRegionPath } from '@storefront/regions';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { useCallback, type ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import type { loadSupportPage } from '../-loader';

const regionRoute = getRouteApi('/$regionLocale');

type SupportData = Awaited<ReturnType<typeof loadSupportPage>>;

/**
 * The support centre's search box (a `GET` form to `/support/`), its suggestions asked of the backend
 * through the page's query client as the shopper types (once per text, kept a minute).
 */
export function SupportSearch({ query, label }: { query?: string; label: string | undefined }) {
  const { api, queryClient, regionLocale } = regionRoute.useRouteContext();
  const pathTo = useRegionPath();
  const region = regionLocale.region.code;
  const { locale } = regionLocale;
  const search = useCallback(
    async (q: string) => (await queryClient()).fetchQuery(serviceSearchQuery(api, { region, locale, q, itemsPerPage: SUPPORT_SUGGESTIONS })),
    [api, queryClient, region, locale],
  );
  return <SupportSearchBox action={pathTo('support')} query={query} label={label} search={search} />;
}

/** The support centre's content did not load: a notice with a retry. */
function LoadError() {
  const href = useLocation({ select: (location) => location.href });
  return (
    <ContentNotice
      kind="error"
      title={<FormattedMessage {...supportMessages.loadError} />}
      text={<FormattedMessage {...supportMessages.loadErrorText} />}
      action={{ href, label: <FormattedMessage {...supportMessages.retry} />, retry: true }}
    />
  );
}

/** `/support/`'s body: the results of `?q=` (with a retry when they did not load), then the popular questions and the sections. */
export function SupportHomeBody({ init, query, results }: Pick<Extract<SupportData, { kind: 'support' }>, 'init' | 'query' | 'results'>) {
  const href = useLocation({ select: (location) => location.href });
  return (
    <>
      {query !== undefined ? <SupportResults query={query} results={results ?? undefined} retryHref={href} /> : null}
      {init ? <SupportOverview init={init} /> : <LoadError />}
    </>
  );
}

/** A section's articles, or an article with "Was this helpful?" (sent in the background), or the notice that it did not load. */
export function SupportPathBody(data: Exclude<SupportData, { kind: 'support' }>) {
  const { api, regionLocale } = regionRoute.useRouteContext();
  const article = data.kind === 'support-article' ? data.article : undefined;
  // The page never waits for it; a failure is one line in the console.
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
  if (data.kind === 'support-section' && data.section) return <SupportSectionView section={data.section} />;
  if (article) return <SupportArticleView article={article} onFeedback={onFeedback} />;
  return <LoadError />;
}

export interface SupportGuideProps {
  /** The service's contacts. */
  contacts: ComponentProps<typeof SupportContacts>['general'];
  /** The sections, as a side navigation (a section's or an article's page). */
  sections?: ComponentProps<typeof SupportTopicsNav>['sections'];
  /** The section the page is in. */
  current?: string;
  /** In a side column: the contacts in one column with a small heading. */
  compact?: boolean;
}

/** The ways on from a support page: its sections (on a section's or an article's page) and the service's contacts. */
export function SupportGuide({ contacts, sections, current, compact }: SupportGuideProps) {
  return (
    <>
      {sections ? <SupportTopicsNav sections={sections} current={current} /> : null}
      <SupportContacts general={contacts} compact={compact} />
    </>
  );
}

import {
  SUPPORT_RESULTS,
  contentSlugOf,
  isSearchable,
  serviceArticleQuery,
  serviceInitQuery,
  serviceSearchQuery,
  serviceSectionQuery,
  supportArticleJsonLd,
  supportMessages,
  supportQueryOf,
  supportSectionJsonLd,
} from '@storefront/content';
import { hrefLangOf, type RegionLocale } from '@storefront/regions';
import { notFound } from '@tanstack/react-router';
import { appMessages } from '../../../../../../app/messages';
import type { RouterContext } from '../../../../../../app/router-context';
import { breadcrumbListJsonLd } from '../../../../../-shared/catalog-head';
import type { ContentHead } from '../../../../../-shared/content-head';
import { absoluteUrlOf, backendStatus, loaderIntl, messageId, regionRootPath, settled } from '../../../../../-shared/content-loader-helpers';
import { pageHeadMessages } from '../../../../../../app/page-head.messages';

type SupportLoadInput = Pick<RouterContext, 'api' | 'queryClient' | 'catalogues' | 'env'> & {
  regionLocale: RegionLocale;
  pathname: string;
  search: Record<string, unknown>;
};

/** What the support route hands its loader: the router's context, the splat (`''`, `{section}` or `{section}/{article}`), the path and the query. */
export type SupportRouteInput = SupportLoadInput & { params: { _splat?: string } };

/**
 * `/support/` (the service's title, contacts, popular articles and sections; with `?q=` the search's
 * results, punctuation alone never sent), `/support/{section}/` and `/support/{section}/{article}/`.
 * An unknown section or article, an article under another section, or a deeper path is a 404; any
 * other failure is the page's error state with a retry. The service's general data (contacts, the
 * sections for the side navigation) is optional on every page.
 */
export async function loadSupportPage({ params, ...input }: SupportRouteInput) {
  const segments = (params._splat ?? '').split('/').filter(Boolean);
  const slugs = segments.map((segment) => contentSlugOf(segment));
  if (segments.length > 2 || slugs.some((slug) => slug === null)) throw notFound();
  const [section, article] = slugs as string[];
  if (section === undefined) return loadSupportHome(input);
  return article === undefined ? loadSupportSection(input, section) : loadSupportArticle(input, section, article);
}

const argsOf = ({ regionLocale }: SupportLoadInput) => ({ region: regionLocale.region.code, locale: regionLocale.locale });
const where = ({ regionLocale }: SupportLoadInput) => `${regionLocale.region.code}_${regionLocale.locale}`;

async function loadServiceInit(input: SupportLoadInput) {
  const client = await input.queryClient();
  return settled(client.ensureQueryData(serviceInitQuery(input.api, argsOf(input))), `Support centre of ${where(input)}`);
}

/**
 * What a section's or an article's page shows of the service data: the search's label, the sections'
 * names and the contacts (the page's data travels in its HTML: not every section's articles and summaries).
 */
async function loadAside(input: SupportLoadInput) {
  const { data } = await loadServiceInit(input);
  if (!data) return undefined;
  const { title, phone, email, whatsapp, openingHours } = data.general;
  return { title, sections: data.sections.map((section) => ({ slug: section.slug, title: section.title })), contacts: { phone, email, whatsapp, openingHours } };
}

async function loadSupportHome(input: SupportLoadInput) {
  const args = argsOf(input);
  const client = await input.queryClient();
  const query = supportQueryOf(input.search);
  const searchable = isSearchable(query);
  const [init, results] = await Promise.all([
    loadServiceInit(input),
    searchable
      ? settled(client.ensureQueryData(serviceSearchQuery(input.api, { ...args, q: query, itemsPerPage: SUPPORT_RESULTS })), `Support search of ${where(input)}`)
      : undefined,
  ]);
  const head: ContentHead = {
    page: query === undefined ? messageId(supportMessages.title) : messageId(supportMessages.searchTitle),
    values: { query: query ?? '' },
    description: init.data?.general.description || messageId(supportMessages.description),
    // A search's results are the shopper's own page: kept out of search engines, its links followed.
    noindex: query !== undefined || !init.data,
  };
  return {
    kind: 'support' as const,
    init: init.data,
    query,
    results: query === undefined ? undefined : searchable ? (results?.data ?? null) : ('unsearchable' as const),
    head,
  };
}

async function loadSupportSection(input: SupportLoadInput, slug: string) {
  const client = await input.queryClient();
  const asideLoad = loadAside(input);
  let section;
  try {
    section = await client.ensureQueryData(serviceSectionQuery(input.api, { ...argsOf(input), slug }));
  } catch (error) {
    if (backendStatus(error) === 404) throw notFound();
    console.error(`Support section ${slug} of ${where(input)} could not be loaded`, error);
    return { kind: 'support-section' as const, section: undefined, aside: await asideLoad, head: failedHead };
  }
  const [aside, trail] = await Promise.all([asideLoad, trailOf(input, [{ name: section.title, path: `support/${section.slug}/` }])]);
  const head: ContentHead = {
    page: section.title,
    description: section.description,
    jsonLd: [trail.jsonLd, supportSectionJsonLd(section, { url: trail.url, language: hrefLangOf(input.regionLocale) })],
  };
  return { kind: 'support-section' as const, section, aside, head };
}

async function loadSupportArticle(input: SupportLoadInput, section: string, slug: string) {
  const client = await input.queryClient();
  const asideLoad = loadAside(input);
  let article;
  try {
    article = await client.ensureQueryData(serviceArticleQuery(input.api, { ...argsOf(input), slug, section }));
  } catch (error) {
    if (backendStatus(error) === 404) throw notFound();
    console.error(`Support article ${section}/${slug} of ${where(input)} could not be loaded`, error);
    return { kind: 'support-article' as const, article: undefined, aside: await asideLoad, head: failedHead };
  }
  // The backend checks `section`; a backend that did not would give another section's article here.
  if (article.section.slug !== section) throw notFound();
  const [aside, trail] = await Promise.all([
    asideLoad,
    trailOf(input, [
      { name: article.section.title, path: `support/${article.section.slug}/` },
      { name: article.title, path: `support/${article.section.slug}/${article.slug}/` },
    ]),
  ]);
  const head: ContentHead = {
    page: article.title,
    description: article.summary,
    jsonLd: [
      trail.jsonLd,
      supportArticleJsonLd(article, { url: trail.url, publisher: trail.brand, language: hrefLangOf(input.regionLocale) }),
    ],
  };
  return { kind: 'support-article' as const, article, aside, head };
}

const failedHead: ContentHead = { page: messageId(supportMessages.title), description: messageId(supportMessages.description), noindex: true };

/**
 * The page's `BreadcrumbList` (home, the support centre, then `items`), its absolute URL (the last
 * item's) and the brand's name in the page's language.
 */
async function trailOf(input: SupportLoadInput, items: { name: string; path: string }[]) {
  const intl = await loaderIntl(input, input.regionLocale);
  const absoluteUrl = absoluteUrlOf(input);
  const root = regionRootPath(input.pathname, 'support');
  const trail = [
    { name: intl.formatMessage(pageHeadMessages.home), url: absoluteUrl(root) },
    { name: intl.formatMessage(supportMessages.title), url: absoluteUrl(`${root}support/`) },
    ...items.map(({ name, path }) => ({ name, url: absoluteUrl(`${root}${path}`) })),
  ];
  return { jsonLd: breadcrumbListJsonLd(trail), url: trail[trail.length - 1]?.url ?? '', brand: intl.formatMessage(appMessages.brand) };
}

import { apiPaths, fetchApi, type ApiExtra } from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';
import { queryOptions } from '@tanstack/react-query';

/** SPEC §7 `/v2/service/sections/{slug}`: a support section with its articles. Shared by every shopper of a country. */
export const serviceSectionQuery = (api: ApiExtra, { region, locale, slug }: RegionsQueryArgs & { slug: string }) =>
  queryOptions({
    queryKey: ['content', region, locale, 'service-section', slug],
    queryFn: ({ signal }) =>
      fetchApi(api, { region, url: apiPaths.serviceSection(slug), params: { locale }, schema: 'serviceSection', shared: true }, signal),
  });

/** SPEC §7 `/v2/service/articles/{slug}?section=`: one support article of a section. */
export const serviceArticleQuery = (api: ApiExtra, { region, locale, slug, section }: RegionsQueryArgs & { slug: string; section: string }) =>
  queryOptions({
    queryKey: ['content', region, locale, 'service-article', section, slug],
    queryFn: ({ signal }) =>
      fetchApi(
        api,
        { region, url: apiPaths.serviceArticle(slug), params: { locale, section }, schema: 'serviceArticle', shared: true },
        signal,
      ),
  });

/**
 * SPEC §7 `/v2/service/search/?q=`: the best `itemsPerPage` matches first. Only ever asked with a
 * searchable text (`isSearchable`): punctuation alone is a 400 of the backend and never sent.
 */
export const serviceSearchQuery = (api: ApiExtra, { region, locale, q, itemsPerPage }: RegionsQueryArgs & { q: string; itemsPerPage: number }) =>
  queryOptions({
    queryKey: ['content', region, locale, 'service-search', q, itemsPerPage],
    queryFn: ({ signal }) =>
      fetchApi(api, { region, url: apiPaths.serviceSearch, params: { locale, q, itemsPerPage }, schema: 'serviceSearch' }, signal),
  });

export interface ArticleFeedback extends RegionsQueryArgs {
  article: string;
  section: string;
  helpful: boolean;
  /** The page the answer was given on. */
  url: string;
}

/**
 * "Was this helpful?": one `POST /v2/service/log` (level info, the article and the answer in `context`).
 * Never blocks and never fails the page: a failure is one log line, then forgotten.
 */
export async function sendArticleFeedback(api: ApiExtra, { region, locale, article, section, helpful, url }: ArticleFeedback): Promise<void> {
  try {
    await fetchApi(api, {
      region,
      url: apiPaths.serviceLog,
      method: 'POST',
      data: { level: 'info', message: 'Support article feedback', url, context: { article, section, helpful, locale } },
      schema: 'serviceLog',
    });
  } catch (error) {
    console.warn('The support article feedback could not be sent', error);
  }
}

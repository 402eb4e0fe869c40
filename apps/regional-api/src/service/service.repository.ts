import type { ContentBlock, ServiceArticle, ServiceArticleRef, ServiceLogRequest, ServiceSection } from '@storefront/api-client/contract';
import type { ContentLocale } from '../content-locales';
import type { CountryCode } from '../countries';
import { localeParams, localized, parseJson } from '../db/localized';
import type { Db } from '../db/open-database';

interface SectionRow {
  id: number;
  slug: string;
  position: number;
  icon: string;
  t_title: string;
  t_description: string;
}

interface ArticleRow {
  id: number;
  slug: string;
  popular: number;
  updated_at: string;
  section_id: number;
  section_slug: string;
  st_title: string;
  t_title: string;
  t_summary: string;
  t_body_json: string;
  /** The language `t_body_json` is written in: the request's, or English where the article has no text in it. */
  body_language: string;
}

const sectionTexts = localized('service_section_translations', 'section_id', 's.id', 't', ['title', 'description']);
const SECTION_SELECT = `SELECT s.id, s.slug, s.position, s.icon, ${sectionTexts.columns} FROM service_sections s ${sectionTexts.joins}`;

const articleTexts = localized('service_article_translations', 'article_id', 'a.id', 't', ['title', 'summary', 'body_json']);
const articleSectionTexts = localized('service_section_translations', 'section_id', 's.id', 'st', ['title']);
const ARTICLE_SELECT = `
  SELECT a.id, a.slug, a.popular, a.updated_at, s.id AS section_id, s.slug AS section_slug, ${articleSectionTexts.columns}, ${articleTexts.columns},
         CASE WHEN t.body_json IS NULL THEN @fallback ELSE @locale END AS body_language
  FROM service_articles a
  JOIN service_sections s ON s.id = a.section_id
  ${articleTexts.joins}
  ${articleSectionTexts.joins}`;

const toRef = (row: ArticleRow): ServiceArticleRef => ({
  id: row.id,
  slug: row.slug,
  title: row.t_title,
  summary: row.t_summary,
  popular: row.popular === 1,
});

const sectionRef = (row: ArticleRow) => ({ id: row.section_id, slug: row.section_slug, title: row.st_title });

/** The support centre (sections, articles, search) and the storefront's own error reports. */
export function createServiceRepository(db: Db) {
  type P = { locale: string; fallback: string };
  const sectionsStatement = db.prepare<P, SectionRow>(`${SECTION_SELECT} ORDER BY s.position, s.id`);
  const sectionBySlug = db.prepare<P & { slug: string }, SectionRow>(`${SECTION_SELECT} WHERE s.slug = @slug`);
  const articlesStatement = db.prepare<P, ArticleRow>(`${ARTICLE_SELECT} ORDER BY s.position, a.position, a.id`);
  const articleBySlug = db.prepare<P & { slug: string }, ArticleRow>(`${ARTICLE_SELECT} WHERE a.slug = @slug`);
  const articlesByIds = db.prepare<P & { ids: string }, ArticleRow>(`${ARTICLE_SELECT} WHERE a.id IN (SELECT value FROM json_each(@ids))`);
  // One row per article and language; the index is small (articles × languages), so each word of a
  // search is matched on its own and the rows are ranked in code (`search`). bm25 weighs a title five
  // times its body (the UNINDEXED columns weigh nothing) and only breaks ties.
  const searchStatement = db.prepare<{ query: string }, { rowid: number; articleId: number; score: number }>(
    'SELECT rowid, article_id AS articleId, bm25(service_search, 0, 0, 5, 1) AS score FROM service_search WHERE service_search MATCH @query',
  );
  const rowsMatching = (query: string) => new Set(searchStatement.all({ query }).map((row) => row.rowid));
  const insertLog = db.prepare(
    `INSERT INTO service_logs (country, level, message, context_json, url, user_agent, created_at)
     VALUES (@country, @level, @message, @context, @url, @userAgent, @createdAt)`,
  );

  const allArticles = (locale: ContentLocale) => articlesStatement.all(localeParams(locale));
  const withArticles = (section: SectionRow, articles: ArticleRow[]): ServiceSection => ({
    id: section.id,
    slug: section.slug,
    title: section.t_title,
    description: section.t_description,
    icon: section.icon,
    position: section.position,
    articles: articles.filter((article) => article.section_id === section.id).map(toRef),
  });

  return {
    sections(locale: ContentLocale): ServiceSection[] {
      const articles = allArticles(locale);
      return sectionsStatement.all(localeParams(locale)).map((section) => withArticles(section, articles));
    },
    popular(locale: ContentLocale) {
      return allArticles(locale)
        .filter((row) => row.popular === 1)
        .map((row) => ({ ...toRef(row), section: sectionRef(row) }));
    },
    section(slug: string, locale: ContentLocale): ServiceSection | undefined {
      const section = sectionBySlug.get({ slug, ...localeParams(locale) });
      return section && withArticles(section, allArticles(locale));
    },
    article(slug: string, locale: ContentLocale): ServiceArticle | undefined {
      const row = articleBySlug.get({ slug, ...localeParams(locale) });
      if (!row) return undefined;
      const related = allArticles(locale)
        .filter((other) => other.section_id === row.section_id && other.id !== row.id)
        .map(toRef);
      return {
        ...toRef(row),
        body: parseJson<ContentBlock[]>(row.t_body_json),
        bodyLanguage: row.body_language,
        updatedAt: row.updated_at,
        section: sectionRef(row),
        related,
      };
    },
    /**
     * The articles that match any of the terms (FTS5 prefix terms, `toSearchTerms`) in any language,
     * answered in the request's language. Best first: more of the words in one language's text, then
     * more of them in its title, then bm25, then the article's id.
     */
    search(terms: readonly string[], locale: ContentLocale, limit: number, offset: number) {
      const ranked = rankArticles(
        searchStatement.all({ query: terms.join(' OR ') }),
        terms.map((term) => ({ anywhere: rowsMatching(term), inTitle: rowsMatching(`title : ${term}`) })),
      );
      const ids = ranked.slice(offset, offset + limit);
      const rows = new Map(articlesByIds.all({ ids: JSON.stringify(ids), ...localeParams(locale) }).map((row) => [row.id, row]));
      const items = ids
        .map((id) => rows.get(id))
        .filter((row): row is ArticleRow => row !== undefined)
        .map((row) => ({ ...toRef(row), section: sectionRef(row) }));
      return { items, totalItems: ranked.length };
    },
    log(country: CountryCode, entry: ServiceLogRequest, userAgent: string | undefined, createdAt: string): number {
      const { lastInsertRowid } = insertLog.run({
        country,
        level: entry.level,
        message: entry.message,
        context: entry.context === undefined ? null : JSON.stringify(entry.context),
        url: entry.url ?? null,
        // SPEC §1: the user agent is cut to 500 characters.
        userAgent: userAgent === undefined ? null : userAgent.slice(0, 500),
        createdAt,
      });
      return Number(lastInsertRowid);
    },
  };
}

export type ServiceRepository = ReturnType<typeof createServiceRepository>;

interface RowRank {
  matched: number;
  inTitle: number;
  score: number;
}

const better = (a: RowRank, b: RowRank) => b.matched - a.matched || b.inTitle - a.inTitle || a.score - b.score;

/**
 * Article ids, best first, from the index rows that match any word (`rows`) and, per word, the rows
 * that match it anywhere and in their title. An article ranks by its best row: a shopper's words are
 * in one language, and each language of an article is a row of its own.
 */
function rankArticles(
  rows: readonly { rowid: number; articleId: number; score: number }[],
  words: readonly { anywhere: ReadonlySet<number>; inTitle: ReadonlySet<number> }[],
): number[] {
  const best = new Map<number, RowRank>();
  for (const { rowid, articleId, score } of rows) {
    const rank: RowRank = {
      matched: words.filter((word) => word.anywhere.has(rowid)).length,
      inTitle: words.filter((word) => word.inTitle.has(rowid)).length,
      score,
    };
    const current = best.get(articleId);
    if (!current || better(rank, current) < 0) best.set(articleId, rank);
  }
  return [...best]
    .sort(([idA, a], [idB, b]) => better(a, b) || idA - idB)
    .map(([id]) => id);
}

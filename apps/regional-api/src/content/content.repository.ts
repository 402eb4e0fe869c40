import type {
  Banner,
  BlogCategory,
  BlogPost,
  BlogPostSummary,
  ContentBlock,
  News,
  NewsSummary,
  Page,
  PageSummary,
} from '@storefront/api-client/contract';
import { imageOf } from '../catalog/categories.repository';
import type { ContentLocale } from '../content-locales';
import { localeParams, localized, parseJson } from '../db/localized';
import type { Db } from '../db/open-database';

type P = { locale: string; fallback: string };
type Paged = P & { limit: number; offset: number };

interface BlogCategoryRow {
  id: number;
  slug: string;
  t_title: string;
  t_description: string;
  posts_count: number;
}

interface PostRow {
  id: number;
  slug: string;
  published_at: string;
  reading_minutes: number;
  image: string;
  image_width: number;
  image_height: number;
  t_title: string;
  t_excerpt: string;
  t_body_json: string;
  /** The language `t_body_json` is written in: the request's, or English where the post has no body in it. */
  body_language: string;
  category_id: number;
  category_slug: string;
  ct_title: string;
}

interface NewsRow {
  id: number;
  slug: string;
  published_at: string;
  image: string;
  image_width: number;
  image_height: number;
  t_title: string;
  t_excerpt: string;
  t_body_json: string;
}

interface PageRow {
  id: number;
  slug: string;
  updated_at: string;
  t_title: string;
  t_meta_description: string;
  t_body_json: string;
}

interface BannerRow {
  id: number;
  slug: string;
  placement: Banner['placement'];
  position: number;
  link: string;
  theme: Banner['theme'];
  d_path: string;
  d_width: number;
  d_height: number;
  tb_path: string;
  tb_width: number;
  tb_height: number;
  m_path: string;
  m_width: number;
  m_height: number;
  t_title: string;
  t_subtitle: string;
  t_cta: string;
}

const blogCategoryTexts = localized('blog_category_translations', 'category_id', 'bc.id', 't', ['title', 'description']);
const BLOG_CATEGORY_SELECT = `
  SELECT bc.id, bc.slug, ${blogCategoryTexts.columns}, (SELECT count(*) FROM blog_posts bp WHERE bp.category_id = bc.id) AS posts_count
  FROM blog_categories bc ${blogCategoryTexts.joins}`;

const postTexts = localized('blog_post_translations', 'post_id', 'bp.id', 't', ['title', 'excerpt', 'body_json']);
const postCategoryTexts = localized('blog_category_translations', 'category_id', 'bc.id', 'ct', ['title']);
const POST_SELECT = `
  SELECT bp.id, bp.slug, bp.published_at, bp.reading_minutes, bp.image, i.width AS image_width, i.height AS image_height,
         ${postTexts.columns}, CASE WHEN t.body_json IS NULL THEN @fallback ELSE @locale END AS body_language,
         bc.id AS category_id, bc.slug AS category_slug, ${postCategoryTexts.columns}
  FROM blog_posts bp
  JOIN blog_categories bc ON bc.id = bp.category_id
  JOIN images i ON i.path = bp.image
  ${postTexts.joins}
  ${postCategoryTexts.joins}`;
const POST_FILTER = `(@categoryId IS NULL OR bc.id = @categoryId) AND (@categorySlug IS NULL OR bc.slug = @categorySlug)`;

const newsTexts = localized('news_translations', 'news_id', 'n.id', 't', ['title', 'excerpt', 'body_json']);
const NEWS_SELECT = `
  SELECT n.id, n.slug, n.published_at, n.image, i.width AS image_width, i.height AS image_height, ${newsTexts.columns}
  FROM news n JOIN images i ON i.path = n.image ${newsTexts.joins}`;

const pageTexts = localized('page_translations', 'page_id', 'pg.id', 't', ['title', 'meta_description', 'body_json']);
const PAGE_SELECT = `SELECT pg.id, pg.slug, pg.updated_at, ${pageTexts.columns} FROM pages pg ${pageTexts.joins}`;

const bannerTexts = localized('banner_translations', 'banner_id', 'b.id', 't', ['title', 'subtitle', 'cta']);
const BANNER_SELECT = `
  SELECT b.id, b.slug, b.placement, b.position, b.link, b.theme,
         d.path AS d_path, d.width AS d_width, d.height AS d_height,
         tb.path AS tb_path, tb.width AS tb_width, tb.height AS tb_height,
         m.path AS m_path, m.width AS m_width, m.height AS m_height, ${bannerTexts.columns}
  FROM banners b
  JOIN images d ON d.path = b.image_desktop
  JOIN images tb ON tb.path = b.image_tablet
  JOIN images m ON m.path = b.image_mobile
  ${bannerTexts.joins}`;

const toBlogCategory = (row: BlogCategoryRow): BlogCategory => ({
  id: row.id,
  slug: row.slug,
  title: row.t_title,
  description: row.t_description,
  postsCount: row.posts_count,
});

const toPostSummary = (row: PostRow): BlogPostSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.t_title,
  excerpt: row.t_excerpt,
  image: imageOf(row.image, row.image_width, row.image_height, row.t_title),
  publishedAt: row.published_at,
  readingMinutes: row.reading_minutes,
  category: { id: row.category_id, slug: row.category_slug, title: row.ct_title },
});

const toNewsSummary = (row: NewsRow): NewsSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.t_title,
  excerpt: row.t_excerpt,
  image: imageOf(row.image, row.image_width, row.image_height, row.t_title),
  publishedAt: row.published_at,
});

const toPageSummary = (row: PageRow): PageSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.t_title,
  metaDescription: row.t_meta_description,
  updatedAt: row.updated_at,
});

const toBanner = (row: BannerRow): Banner => ({
  id: row.id,
  slug: row.slug,
  placement: row.placement,
  position: row.position,
  title: row.t_title,
  subtitle: row.t_subtitle,
  cta: row.t_cta,
  link: row.link,
  theme: row.theme,
  images: {
    desktop: imageOf(row.d_path, row.d_width, row.d_height, row.t_title),
    tablet: imageOf(row.tb_path, row.tb_width, row.tb_height, row.t_title),
    mobile: imageOf(row.m_path, row.m_width, row.m_height, row.t_title),
  },
});

const body = (json: string) => parseJson<ContentBlock[]>(json);

/** A full blog post, news item or page: its summary plus the body blocks. */
const withBody =
  <Row extends { t_body_json: string }, Summary>(toSummary: (row: Row) => Summary) =>
  (row: Row | undefined): (Summary & { body: ContentBlock[] }) | undefined =>
    row && { ...toSummary(row), body: body(row.t_body_json) };
// A blog body may exist in some languages only (it is then answered in English): the answer says which.
const toPost = (row: PostRow | undefined): BlogPost | undefined =>
  row && { ...toPostSummary(row), body: body(row.t_body_json), bodyLanguage: row.body_language };
const toNews = withBody(toNewsSummary);
const toPage = withBody(toPageSummary);

export interface PostFilter {
  categoryId?: number | undefined;
  categorySlug?: string | undefined;
  newestFirst: boolean;
}

/**
 * Editorial content shared by all countries: blog, news, pages, banners. Texts follow the
 * request's language. Lists are newest first unless asked otherwise.
 */
export function createContentRepository(db: Db) {
  type PostParams = { categoryId: number | null; categorySlug: string | null };
  const blogCategoriesStatement = db.prepare<Paged, BlogCategoryRow>(`${BLOG_CATEGORY_SELECT} ORDER BY bc.position, bc.id LIMIT @limit OFFSET @offset`);
  const blogCategoriesCount = db.prepare<[], number>('SELECT count(*) FROM blog_categories').pluck();
  const blogCategoryById = db.prepare<P & { id: number }, BlogCategoryRow>(`${BLOG_CATEGORY_SELECT} WHERE bc.id = @id`);
  const blogCategoryBySlug = db.prepare<P & { slug: string }, BlogCategoryRow>(`${BLOG_CATEGORY_SELECT} WHERE bc.slug = @slug`);
  const postsNewest = db.prepare<Paged & PostParams, PostRow>(
    `${POST_SELECT} WHERE ${POST_FILTER} ORDER BY bp.published_at DESC, bp.id DESC LIMIT @limit OFFSET @offset`,
  );
  const postsOldest = db.prepare<Paged & PostParams, PostRow>(
    `${POST_SELECT} WHERE ${POST_FILTER} ORDER BY bp.published_at, bp.id LIMIT @limit OFFSET @offset`,
  );
  const postsCount = db
    .prepare<PostParams, number>(`SELECT count(*) FROM blog_posts bp JOIN blog_categories bc ON bc.id = bp.category_id WHERE ${POST_FILTER}`)
    .pluck();
  const postBySlug = db.prepare<P & { slug: string }, PostRow>(`${POST_SELECT} WHERE bp.slug = @slug`);
  const newsList = db.prepare<Paged, NewsRow>(`${NEWS_SELECT} ORDER BY n.published_at DESC, n.id DESC LIMIT @limit OFFSET @offset`);
  const newsCount = db.prepare<[], number>('SELECT count(*) FROM news').pluck();
  const newsById = db.prepare<P & { id: number }, NewsRow>(`${NEWS_SELECT} WHERE n.id = @id`);
  const newsBySlug = db.prepare<P & { slug: string }, NewsRow>(`${NEWS_SELECT} WHERE n.slug = @slug`);
  const pagesList = db.prepare<Paged, PageRow>(`${PAGE_SELECT} ORDER BY pg.position, pg.id LIMIT @limit OFFSET @offset`);
  const pagesCount = db.prepare<[], number>('SELECT count(*) FROM pages').pluck();
  const pageById = db.prepare<P & { id: number }, PageRow>(`${PAGE_SELECT} WHERE pg.id = @id`);
  const pageBySlug = db.prepare<P & { slug: string }, PageRow>(`${PAGE_SELECT} WHERE pg.slug = @slug`);
  const bannersList = db.prepare<Paged & { placement: string | null }, BannerRow>(
    `${BANNER_SELECT} WHERE (@placement IS NULL OR b.placement = @placement) ORDER BY b.position, b.id LIMIT @limit OFFSET @offset`,
  );
  const bannersCount = db
    .prepare<{ placement: string | null }, number>('SELECT count(*) FROM banners b WHERE (@placement IS NULL OR b.placement = @placement)')
    .pluck();

  const paged = (locale: ContentLocale, limit: number, offset: number): Paged => ({ ...localeParams(locale), limit, offset });
  const postParams = (filter: PostFilter): PostParams => ({ categoryId: filter.categoryId ?? null, categorySlug: filter.categorySlug ?? null });

  return {
    blogCategories: (locale: ContentLocale, limit: number, offset: number) => blogCategoriesStatement.all(paged(locale, limit, offset)).map(toBlogCategory),
    blogCategoriesCount: () => blogCategoriesCount.get() ?? 0,
    blogCategoryById(id: number, locale: ContentLocale): BlogCategory | undefined {
      const row = blogCategoryById.get({ id, ...localeParams(locale) });
      return row && toBlogCategory(row);
    },
    blogCategoryBySlug(slug: string, locale: ContentLocale): BlogCategory | undefined {
      const row = blogCategoryBySlug.get({ slug, ...localeParams(locale) });
      return row && toBlogCategory(row);
    },
    posts(filter: PostFilter, locale: ContentLocale, limit: number, offset: number): BlogPostSummary[] {
      const statement = filter.newestFirst ? postsNewest : postsOldest;
      return statement.all({ ...paged(locale, limit, offset), ...postParams(filter) }).map(toPostSummary);
    },
    postsCount: (filter: PostFilter) => postsCount.get(postParams(filter)) ?? 0,
    postBySlug: (slug: string, locale: ContentLocale): BlogPost | undefined => toPost(postBySlug.get({ slug, ...localeParams(locale) })),
    news: (locale: ContentLocale, limit: number, offset: number) => newsList.all(paged(locale, limit, offset)).map(toNewsSummary),
    newsCount: () => newsCount.get() ?? 0,
    newsById: (id: number, locale: ContentLocale): News | undefined => toNews(newsById.get({ id, ...localeParams(locale) })),
    newsBySlug: (slug: string, locale: ContentLocale): News | undefined => toNews(newsBySlug.get({ slug, ...localeParams(locale) })),
    pages: (locale: ContentLocale, limit: number, offset: number) => pagesList.all(paged(locale, limit, offset)).map(toPageSummary),
    pagesCount: () => pagesCount.get() ?? 0,
    pageById: (id: number, locale: ContentLocale): Page | undefined => toPage(pageById.get({ id, ...localeParams(locale) })),
    pageBySlug: (slug: string, locale: ContentLocale): Page | undefined => toPage(pageBySlug.get({ slug, ...localeParams(locale) })),
    banners: (placement: string | undefined, locale: ContentLocale, limit: number, offset: number) =>
      bannersList.all({ ...paged(locale, limit, offset), placement: placement ?? null }).map(toBanner),
    bannersCount: (placement: string | undefined) => bannersCount.get({ placement: placement ?? null }) ?? 0,
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

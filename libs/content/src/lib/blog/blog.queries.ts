import { apiPaths, fetchApi, type ApiExtra } from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';
import { queryOptions } from '@tanstack/react-query';

/** Posts on one page of the blog: four rows of three on a desktop, an even count for two columns. */
const BLOG_PAGE_SIZE = 12;
/** The news strip of the blog page and the latest posts of the region home. */
const NEWS_STRIP_SIZE = 4;
/** Related posts under an article (its category's newest, the article itself left out). */
export const RELATED_POSTS = 3;

export interface BlogPostsArgs extends RegionsQueryArgs {
  /** A category's slug (`?category=` of the blog page); every category without it. */
  category?: string;
  page?: number;
  itemsPerPage?: number;
}

/**
 * SPEC §7 `/blog_posts`: a page of posts, newest first, optionally of one category. The same for
 * every shopper of a country and language, so the SSR host may answer it from its short cache.
 */
export const blogPostsQuery = (api: ApiExtra, { region, locale, category, page = 1, itemsPerPage = BLOG_PAGE_SIZE }: BlogPostsArgs) =>
  queryOptions({
    queryKey: ['content', region, locale, 'blog-posts', category ?? null, page, itemsPerPage],
    queryFn: ({ signal }) =>
      fetchApi(
        api,
        {
          region,
          url: apiPaths.blogPosts,
          params: { locale, page, itemsPerPage, ...(category ? { 'category.slug': category } : {}) },
          schema: 'blogPostList',
          shared: true,
        },
        signal,
      ),
  });

/** SPEC §7 `/blog_categories`: the blog's categories (the tabs of the blog page). */
export const blogCategoriesQuery = (api: ApiExtra, { region, locale }: RegionsQueryArgs) =>
  queryOptions({
    queryKey: ['content', region, locale, 'blog-categories'],
    queryFn: ({ signal }) =>
      fetchApi(api, { region, url: apiPaths.blogCategories, params: { locale }, schema: 'blogCategoryList', shared: true }, signal),
  });

export interface BlogPostArgs extends RegionsQueryArgs {
  slug: string;
}

/** SPEC §7 `/blog_posts/slug/{slug}`: one article with its body; a 404 when the slug is unknown. */
export const blogPostQuery = (api: ApiExtra, { region, locale, slug }: BlogPostArgs) =>
  queryOptions({
    queryKey: ['content', region, locale, 'blog-post', slug],
    queryFn: ({ signal }) =>
      fetchApi(api, { region, url: apiPaths.blogPostBySlug(slug), params: { locale }, schema: 'blogPost', shared: true }, signal),
  });

/** SPEC §7 `/news`: the newest news items (the blog page's news strip). */
export const newsQuery = (api: ApiExtra, { region, locale }: RegionsQueryArgs) =>
  queryOptions({
    queryKey: ['content', region, locale, 'news', NEWS_STRIP_SIZE],
    queryFn: ({ signal }) =>
      fetchApi(api, { region, url: apiPaths.news, params: { locale, itemsPerPage: NEWS_STRIP_SIZE }, schema: 'newsList', shared: true }, signal),
  });

import { Router } from 'express';
import { z } from 'zod';
import type { Banner, BlogCategory, BlogPostSummary, List, NewsSummary, PageSummary } from '@storefront/api-client/contract';
import { notFound } from '../http/http-error';
import { setContentLanguage } from '../http/negotiate-locale';
import { listBody, pagingOf, pagingQuery } from '../http/pagination';
import { echo, parseId } from '../http/path-params';
import { localeQuery, positiveInteger, scalar } from '../http/query';
import { readRequest } from '../http/request';
import type { ContentRepository } from './content.repository';

const listQuery = localeQuery.extend({ ...pagingQuery });

const postsQuery = listQuery.extend({
  category: positiveInteger().optional(),
  'category.slug': scalar().optional(),
  order: z.object({ publishedAt: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }) }).strict().optional(),
});

/** `/{country}/api/blog_posts`: newest first; `category`, `category.slug`, `order[publishedAt]`. */
export function createBlogPostsRouter(content: ContentRepository): Router {
  const router = Router({ mergeParams: true });
  router.get('/', (req, res) => {
    const { query, locale } = readRequest(req, postsQuery);
    const paging = pagingOf(query);
    const filter = {
      categoryId: query.category,
      categorySlug: query['category.slug'],
      newestFirst: query.order?.publishedAt !== 'asc',
    };
    const body: List<BlogPostSummary> = listBody(content.posts(filter, locale, paging.limit, paging.offset), content.postsCount(filter), paging);
    setContentLanguage(res, locale).json(body);
  });
  router.get('/slug/:slug', (req, res) => {
    const { locale } = readRequest(req, localeQuery);
    const post = content.postBySlug(req.params['slug'] ?? '', locale);
    if (!post) throw notFound(`No blog post ${echo(req.params['slug'])}`);
    setContentLanguage(res, locale).json(post);
  });
  return router;
}

/** `/{country}/api/blog_categories`, by id or slug. */
export function createBlogCategoriesRouter(content: ContentRepository): Router {
  const router = Router({ mergeParams: true });
  router.get('/', (req, res) => {
    const { query, locale } = readRequest(req, listQuery);
    const paging = pagingOf(query);
    const body: List<BlogCategory> = listBody(content.blogCategories(locale, paging.limit, paging.offset), content.blogCategoriesCount(), paging);
    setContentLanguage(res, locale).json(body);
  });
  router.get('/slug/:slug', (req, res) => {
    const { locale } = readRequest(req, localeQuery);
    const category = content.blogCategoryBySlug(req.params['slug'] ?? '', locale);
    if (!category) throw notFound(`No blog category ${echo(req.params['slug'])}`);
    setContentLanguage(res, locale).json(category);
  });
  router.get('/:id', (req, res) => {
    const { locale } = readRequest(req, localeQuery);
    const id = parseId(req.params['id']);
    const category = id === undefined ? undefined : content.blogCategoryById(id, locale);
    if (!category) throw notFound(`No blog category ${echo(req.params['id'])}`);
    setContentLanguage(res, locale).json(category);
  });
  return router;
}

/** `/{country}/api/news`: newest first, by id or slug. */
export function createNewsRouter(content: ContentRepository): Router {
  const router = Router({ mergeParams: true });
  router.get('/', (req, res) => {
    const { query, locale } = readRequest(req, listQuery);
    const paging = pagingOf(query);
    const body: List<NewsSummary> = listBody(content.news(locale, paging.limit, paging.offset), content.newsCount(), paging);
    setContentLanguage(res, locale).json(body);
  });
  router.get('/slug/:slug', (req, res) => {
    const { locale } = readRequest(req, localeQuery);
    const item = content.newsBySlug(req.params['slug'] ?? '', locale);
    if (!item) throw notFound(`No news ${echo(req.params['slug'])}`);
    setContentLanguage(res, locale).json(item);
  });
  router.get('/:id', (req, res) => {
    const { locale } = readRequest(req, localeQuery);
    const id = parseId(req.params['id']);
    const item = id === undefined ? undefined : content.newsById(id, locale);
    if (!item) throw notFound(`No news ${echo(req.params['id'])}`);
    setContentLanguage(res, locale).json(item);
  });
  return router;
}

/** `/{country}/api/pages`: about-us and the legal pages, by id or slug. */
export function createPagesRouter(content: ContentRepository): Router {
  const router = Router({ mergeParams: true });
  router.get('/', (req, res) => {
    const { query, locale } = readRequest(req, listQuery);
    const paging = pagingOf(query);
    const body: List<PageSummary> = listBody(content.pages(locale, paging.limit, paging.offset), content.pagesCount(), paging);
    setContentLanguage(res, locale).json(body);
  });
  router.get('/slug/:slug', (req, res) => {
    const { locale } = readRequest(req, localeQuery);
    const page = content.pageBySlug(req.params['slug'] ?? '', locale);
    if (!page) throw notFound(`No page ${echo(req.params['slug'])}`);
    setContentLanguage(res, locale).json(page);
  });
  router.get('/:id', (req, res) => {
    const { locale } = readRequest(req, localeQuery);
    const id = parseId(req.params['id']);
    const page = id === undefined ? undefined : content.pageById(id, locale);
    if (!page) throw notFound(`No page ${echo(req.params['id'])}`);
    setContentLanguage(res, locale).json(page);
  });
  return router;
}

const bannersQuery = listQuery.extend({
  placement: z.enum(['home-hero', 'catalog-top', 'offers-top'], { error: 'must be home-hero, catalog-top or offers-top' }).optional(),
});

/** `/{country}/api/banners`, optionally of one `placement`. */
export function createBannersRouter(content: ContentRepository): Router {
  const router = Router({ mergeParams: true });
  router.get('/', (req, res) => {
    const { query, locale } = readRequest(req, bannersQuery);
    const paging = pagingOf(query);
    const body: List<Banner> = listBody(
      content.banners(query.placement, locale, paging.limit, paging.offset),
      content.bannersCount(query.placement),
      paging,
    );
    setContentLanguage(res, locale).json(body);
  });
  return router;
}

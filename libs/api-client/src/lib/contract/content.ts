import { z } from './zod';
import { blockSchema, bodyLanguageSchema, imageSchema, isoDateTime } from './common';

const id = () => z.number().int().positive();

/** `GET /blog_categories`, `/blog_categories/{id}`, `/blog_categories/slug/{slug}`. */
export const blogCategorySchema = z.object({
  id: id(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  postsCount: z.number().int().nonnegative(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** `GET /blog_posts` items, newest first. */
export const blogPostSummarySchema = z.object({
  id: id(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: imageSchema,
  publishedAt: isoDateTime(),
  readingMinutes: z.number().int().positive(),
  category: z.object({ id: id(), slug: z.string(), title: z.string() }),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/**
 * `GET /blog_posts/slug/{slug}`. A post's body may not exist in every language: it is then answered
 * in another one (English), and `bodyLanguage` names the language it is written in (a BCP 47
 * language subtag: `en`, `ka`), so the page can mark it (`lang`, WCAG 3.1.2). Absent means the
 * request's language; titles and excerpts are always in the request's language.
 */
export const blogPostSchema = blogPostSummarySchema.extend({
  body: z.array(blockSchema),
  bodyLanguage: bodyLanguageSchema(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** `GET /news` items, newest first. */
export const newsSummarySchema = z.object({
  id: id(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: imageSchema,
  publishedAt: isoDateTime(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/** `GET /news/{id}`, `/news/slug/{slug}`. */
export const newsSchema = newsSummarySchema.extend({ body: z.array(blockSchema) });
export type News = z.infer<typeof newsSchema>;

/** `GET /pages` items. */
export const pageSummarySchema = z.object({
  id: id(),
  slug: z.string(),
  title: z.string(),
  metaDescription: z.string(),
  updatedAt: isoDateTime(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

/** `GET /pages/{id}`, `/pages/slug/{slug}`: about-us, cookie-policy, privacy-policy, terms-of-service. */
export const pageSchema = pageSummarySchema.extend({ body: z.array(blockSchema) });
export type Page = z.infer<typeof pageSchema>;

/** `GET /banners`: link is a storefront path below `/{region_locale}/`. */
export const bannerSchema = z.object({
  id: id(),
  slug: z.string(),
  placement: z.enum(['home-hero', 'catalog-top', 'offers-top']),
  position: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  cta: z.string(),
  link: z.string().startsWith('/'),
  theme: z.enum(['dark', 'light']),
  images: z.object({ desktop: imageSchema, tablet: imageSchema, mobile: imageSchema }),
});
export type Banner = z.infer<typeof bannerSchema>;

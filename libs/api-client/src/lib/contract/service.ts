import { z } from './zod';
import { blockSchema, bodyLanguageSchema, isoDateTime, timeOfDay } from './common';

const id = () => z.number().int().positive();
const sectionRef = z.object({ id: id(), slug: z.string(), title: z.string() });

const serviceArticleRefSchema = z.object({
  id: id(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  popular: z.boolean(),
});
export type ServiceArticleRef = z.infer<typeof serviceArticleRefSchema>;

/** A support section with its articles in order (`/v2/service/sections/{slug}`, and in `/v2/service/init`). */
export const serviceSectionSchema = z.object({
  id: id(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  position: z.number().int(),
  articles: z.array(serviceArticleRefSchema),
});
export type ServiceSection = z.infer<typeof serviceSectionSchema>;

/** `GET /v2/service/init`: SPEC §3 "Service data: general, sections". */
export const serviceInitSchema = z.object({
  general: z.object({
    title: z.string(),
    description: z.string(),
    phone: z.string(),
    email: z.email(),
    whatsapp: z.string(),
    openingHours: z.object({ opens: timeOfDay(), closes: timeOfDay() }),
    popularArticles: z.array(serviceArticleRefSchema.extend({ section: sectionRef })),
  }),
  sections: z.array(serviceSectionSchema),
});
export type ServiceInit = z.infer<typeof serviceInitSchema>;

/** `GET /v2/service/articles/{slug}?section=`. */
export const serviceArticleSchema = z.object({
  id: id(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.array(blockSchema),
  /** Where the article has no text in the request's language: the one it is answered in (`bodyLanguageSchema`). */
  bodyLanguage: bodyLanguageSchema(),
  updatedAt: isoDateTime(),
  section: sectionRef,
  /** Other articles of the same section. */
  related: z.array(serviceArticleRefSchema),
});
export type ServiceArticle = z.infer<typeof serviceArticleSchema>;

/** `GET /v2/service/search/?q=`: best matches first, in any language, answered in the request's. */
export const serviceSearchSchema = z.object({
  query: z.string(),
  items: z.array(serviceArticleRefSchema.extend({ section: sectionRef })),
  totalItems: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  itemsPerPage: z.number().int().positive(),
});
export type ServiceSearch = z.infer<typeof serviceSearchSchema>;

/** `POST /v2/service/log` body: what a storefront reports about its own failures. */
export const serviceLogRequestSchema = z.object({
  level: z.enum(['debug', 'info', 'warn', 'error']),
  message: z.string().min(1).max(2000),
  url: z.string().max(2000).optional(),
  context: z.record(z.string(), z.unknown()).optional(),
});
export type ServiceLogRequest = z.infer<typeof serviceLogRequestSchema>;

export const serviceLogSchema = z.object({ id: id(), receivedAt: isoDateTime() });
export type ServiceLog = z.infer<typeof serviceLogSchema>;

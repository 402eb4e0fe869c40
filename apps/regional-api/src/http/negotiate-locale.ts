import type { Request, Response } from 'express';
import { CONTENT_LOCALES, FALLBACK_LOCALE, toContentLocale, type ContentLocale } from '../content-locales';

/**
 * The language of the texts in a response. An explicit `?locale=` wins (the storefront knows
 * the page's locale, the browser's header may disagree); otherwise `Accept-Language` is
 * negotiated. Anything without texts falls back to English rather than failing.
 */
export function negotiateLocale(req: Request, requested: string | undefined): ContentLocale {
  if (requested !== undefined) return toContentLocale(requested) ?? FALLBACK_LOCALE;
  if (!req.headers['accept-language']) return FALLBACK_LOCALE;
  // Negotiator matches a region-specific range (`ru-RU`) to its language (`ru`) and honours q.
  const best = req.acceptsLanguages(...CONTENT_LOCALES);
  return (best && toContentLocale(best)) || FALLBACK_LOCALE;
}

/** Marks a response as localized, so caches keep one copy per language header. */
export function setContentLanguage(res: Response, locale: ContentLocale): Response {
  return res.vary('Accept-Language').setHeader('Content-Language', locale);
}

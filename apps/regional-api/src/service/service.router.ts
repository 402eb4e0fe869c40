import { Router } from 'express';
import { serviceLogRequestSchema, type ServiceInit, type ServiceLog, type ServiceSearch } from '@storefront/api-client/contract';
import { toSearchTerms } from '../catalog/product-query';
import { COUNTRY_SETTINGS } from '../country-settings';
import { serviceGeneral } from './service-texts';
import { bodyOf, jsonBody, parseBody } from '../http/body';
import { countryOf } from '../http/country';
import { badRequest, notFound, unprocessable, type Issue } from '../http/http-error';
import { cleanText } from '../checkout/contacts';
import { setContentLanguage } from '../http/negotiate-locale';
import { pagingOf, pagingQuery } from '../http/pagination';
import { echo } from '../http/path-params';
import { localeQuery, scalar } from '../http/query';
import { readRequest } from '../http/request';
import type { ServiceRepository } from './service.repository';

/** Reports are small; anything bigger is a client bug or abuse. */
const SERVICE_LOG_LIMIT_BYTES = 16 * 1024;

const searchQuery = localeQuery.extend({ ...pagingQuery, q: scalar().optional() });
const articleQuery = localeQuery.extend({ section: scalar().optional() });

/** `/{country}/api/v2/service`: the support centre and `POST log`. */
export function createServiceRouter(service: ServiceRepository, now: () => Date): Router {
  const router = Router({ mergeParams: true });

  router.get('/init', (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const settings = COUNTRY_SETTINGS[country];
    const body: ServiceInit = {
      general: {
        title: serviceGeneral.title[locale],
        description: serviceGeneral.description[locale],
        phone: settings.hotline,
        email: settings.email,
        whatsapp: settings.whatsapp,
        openingHours: { opens: '09:00', closes: '21:00' },
        popularArticles: service.popular(locale),
      },
      sections: service.sections(locale),
    };
    setContentLanguage(res, locale).json(body);
  });

  router.get('/search', (req, res) => {
    const { query, locale } = readRequest(req, searchQuery);
    const text = query.q?.trim() ?? '';
    const terms = toSearchTerms(text);
    if (terms.length === 0) throw badRequest('Invalid query: q: must contain a letter or a digit');
    const paging = pagingOf(query);
    const { items, totalItems } = service.search(terms, locale, paging.limit, paging.offset);
    const body: ServiceSearch = { query: text, items, totalItems, page: paging.page, itemsPerPage: paging.itemsPerPage };
    setContentLanguage(res, locale).json(body);
  });

  router.get('/articles/:slug', (req, res) => {
    const { query, locale } = readRequest(req, articleQuery);
    const article = service.article(req.params['slug'] ?? '', locale);
    // `?section=` must be the article's own section: a link with the wrong one is broken.
    if (!article || (query.section !== undefined && article.section.slug !== query.section)) {
      throw notFound(`No article ${echo(req.params['slug'])}${query.section ? ` in section ${echo(query.section)}` : ''}`);
    }
    setContentLanguage(res, locale).json(article);
  });

  router.get('/sections/:slug', (req, res) => {
    const { locale } = readRequest(req, localeQuery);
    const section = service.section(req.params['slug'] ?? '', locale);
    if (!section) throw notFound(`No section ${echo(req.params['slug'])}`);
    setContentLanguage(res, locale).json(section);
  });

  router.post('/log', ...jsonBody(SERVICE_LOG_LIMIT_BYTES), (req, res) => {
    const country = countryOf(req);
    const entry = parseBody(serviceLogRequestSchema, bodyOf(req, 'JSON'));
    // Stack traces keep their line breaks; no other control character is stored.
    const issues: Issue[] = [];
    cleanText(entry.message, 'message', 2000, issues, { multiline: true });
    cleanText(entry.url, 'url', 2000, issues);
    if (issues.length > 0) throw unprocessable(issues);
    const receivedAt = now().toISOString();
    const id = service.log(country, entry, req.get('user-agent'), receivedAt);
    const body: ServiceLog = { id, receivedAt };
    res.status(201).json(body);
  });

  return router;
}

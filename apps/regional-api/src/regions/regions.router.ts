import { Router } from 'express';
import type { List, ServerRegion } from '@storefront/api-client/contract';
import { notFound } from '../http/http-error';
import { negotiateLocale, setContentLanguage } from '../http/negotiate-locale';
import { booleanFlag, localeQuery, parseQuery } from '../http/query';
import { listBody, pagingOf, pagingQuery } from '../http/pagination';
import { parseId } from '../http/path-params';
import { countryOf } from '../http/country';
import type { RegionsRepository } from './regions.repository';

const listQuery = localeQuery.extend({ ...pagingQuery, active: booleanFlag().optional() });

/**
 * `/{country}/api/regions`: the provinces and cities where the brand operates in one country
 * (SPEC §3 "Region from server"). Texts follow `?locale=` or `Accept-Language`.
 */
export function createRegionsRouter(regions: RegionsRepository): Router {
  const router = Router({ mergeParams: true });

  router.get('/', (req, res) => {
    const country = countryOf(req);
    const query = parseQuery(listQuery, req.query);
    const paging = pagingOf(query);
    const locale = negotiateLocale(req, query.locale);
    const filter = { country, active: query.active };
    const body: List<ServerRegion> = listBody(
      regions.list({ ...filter, locale, limit: paging.limit, offset: paging.offset }),
      regions.count(filter),
      paging,
    );
    setContentLanguage(res, locale).json(body);
  });

  router.get('/:id', (req, res) => {
    const country = countryOf(req);
    const locale = negotiateLocale(req, parseQuery(localeQuery, req.query).locale);
    const id = parseId(req.params['id']);
    const region = id === undefined ? undefined : regions.findById(country, id, locale);
    if (!region) throw notFound(`No region ${String(req.params['id']).slice(0, 40)} in ${country}`);
    setContentLanguage(res, locale).json(region);
  });

  return router;
}

import { Router } from 'express';
import { z } from 'zod';
import type { List, ServerRegion } from '@storefront/api-client/contract';
import { notFound } from '../http/http-error';
import { negotiateLocale, setContentLanguage } from '../http/negotiate-locale';
import { booleanFlag, parseQuery, positiveInteger, scalar } from '../http/query';
import { countryOf } from '../http/country';
import type { RegionsRepository } from './regions.repository';

export const DEFAULT_ITEMS_PER_PAGE = 30;
/** The storefront asks for "all" regions with 999 (SPEC §7); more is served as 999, not refused. */
export const MAX_ITEMS_PER_PAGE = 999;
// Far beyond any real list; keeps page × itemsPerPage a safe integer for OFFSET.
const MAX_PAGE = 1_000_000;

const localeQuery = z.object({ locale: scalar().optional() });

const listQuery = localeQuery.extend({
  page: positiveInteger().pipe(z.number().max(MAX_PAGE, { error: `must be at most ${MAX_PAGE}` })).optional(),
  itemsPerPage: positiveInteger().optional(),
  active: booleanFlag().optional(),
});

/** A path id is digits only; anything else (`1.0`, `0x1`, ` 1`) names no region. */
function parseId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d*$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * `/{country}/api/regions`: the provinces and cities where the brand operates in one country
 * (SPEC §3 "Region from server"). Texts follow `?locale=` or `Accept-Language`.
 */
export function createRegionsRouter(regions: RegionsRepository): Router {
  const router = Router({ mergeParams: true });

  router.get('/', (req, res) => {
    const country = countryOf(req);
    const query = parseQuery(listQuery, req.query);
    const page = query.page ?? 1;
    const itemsPerPage = Math.min(query.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE);
    const locale = negotiateLocale(req, query.locale);
    const filter = { country, active: query.active };
    const body: List<ServerRegion> = {
      items: regions.list({ ...filter, locale, limit: itemsPerPage, offset: (page - 1) * itemsPerPage }),
      totalItems: regions.count(filter),
      page,
      itemsPerPage,
    };
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

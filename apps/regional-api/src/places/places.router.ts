import { Router } from 'express';
import { z } from 'zod';
import type { City, List, Store } from '@storefront/api-client/contract';
import { notFound } from '../http/http-error';
import { setContentLanguage } from '../http/negotiate-locale';
import { listBody, pagingOf, pagingQuery } from '../http/pagination';
import { echo } from '../http/path-params';
import { booleanFlag, localeQuery, scalar } from '../http/query';
import { readRequest } from '../http/request';
import type { CitiesRepository } from './cities.repository';
import type { StoresRepository } from './stores.repository';

const citiesQuery = localeQuery.extend({
  ...pagingQuery,
  'region.slug': scalar().optional(),
  active: booleanFlag().optional(),
});

/** `/{country}/api/cities`: every city the storefront accepts in a path, with its region. */
export function createCitiesRouter(cities: CitiesRepository): Router {
  const router = Router({ mergeParams: true });
  router.get('/', (req, res) => {
    const { country, query, locale } = readRequest(req, citiesQuery);
    const paging = pagingOf(query);
    const filter = { country, regionSlug: query['region.slug'], active: query.active };
    const body: List<City> = listBody(cities.list(filter, locale, paging.limit, paging.offset), cities.count(filter), paging);
    setContentLanguage(res, locale).json(body);
  });
  return router;
}

const storesQuery = localeQuery.extend({
  ...pagingQuery,
  'region.slug': scalar().optional(),
  'city.slug': scalar().optional(),
  kind: z.enum(['showroom', 'service', 'dealer'], { error: 'must be showroom, service or dealer' }).optional(),
});

/** `/{country}/api/stores`: showrooms, service centres and dealers, filtered by `region.slug` (SPEC §3). */
export function createStoresRouter(stores: StoresRepository): Router {
  const router = Router({ mergeParams: true });
  router.get('/', (req, res) => {
    const { country, query, locale } = readRequest(req, storesQuery);
    const paging = pagingOf(query);
    const filter = { country, regionSlug: query['region.slug'], citySlug: query['city.slug'], kind: query.kind };
    const body: List<Store> = listBody(stores.list(filter, locale, paging.limit, paging.offset), stores.count(filter), paging);
    setContentLanguage(res, locale).json(body);
  });
  router.get('/uuid/:uuid', (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const uuid = req.params['uuid'] ?? '';
    const store = /^[0-9a-f-]{36}$/i.test(uuid) ? stores.findByUuid(country, uuid, locale) : undefined;
    if (!store) throw notFound(`No store ${echo(uuid)} in ${country}`);
    setContentLanguage(res, locale).json(store);
  });
  return router;
}

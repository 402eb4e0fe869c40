import type { City } from '@storefront/api-client/contract';
import type { ContentLocale } from '../content-locales';
import type { CountryCode } from '../countries';
import { localeParams, localized, toFlag } from '../db/localized';
import type { Db } from '../db/open-database';

export interface CityFilter {
  country: CountryCode;
  regionSlug?: string | undefined;
  active?: boolean | undefined;
}

interface CityRow {
  id: number;
  slug: string;
  active: number;
  latitude: number;
  longitude: number;
  ct_name: string;
  ct_name_in: string;
  ct_name_from: string;
  region_id: number;
  region_slug: string;
  region_active: number;
  rt_name: string;
}

const cityTexts = localized('city_translations', 'city_id', 'c.id', 'ct', ['name', 'name_in', 'name_from']);
const regionTexts = localized('region_translations', 'region_id', 'r.id', 'rt', ['name']);

const SELECT = `
  SELECT c.id, c.slug, c.active, c.latitude, c.longitude, ${cityTexts.columns},
         r.id AS region_id, r.slug AS region_slug, r.active AS region_active, ${regionTexts.columns}
  FROM cities c
  JOIN regions r ON r.id = c.region_id
  ${cityTexts.joins}
  ${regionTexts.joins}`;

const FILTER = `c.country = @country
  AND (@regionSlug IS NULL OR r.slug = @regionSlug)
  AND (@active IS NULL OR c.active = @active)`;

const toCity = (row: CityRow): City => ({
  id: row.id,
  slug: row.slug,
  name: row.ct_name,
  nameCases: { nameIn: row.ct_name_in, nameFrom: row.ct_name_from },
  active: row.active === 1,
  region: { id: row.region_id, slug: row.region_slug, name: row.rt_name, active: row.region_active === 1 },
  geo: { lat: row.latitude, lng: row.longitude },
});

type FilterParams = { country: string; regionSlug: string | null; active: number | null };
const filterParams = ({ country, regionSlug, active }: CityFilter): FilterParams => ({
  country,
  regionSlug: regionSlug ?? null,
  active: toFlag(active),
});

/** Data access for `cities`: each city belongs to a region of the same country. */
export function createCitiesRepository(db: Db) {
  const listStatement = db.prepare<FilterParams & { locale: string; fallback: string; limit: number; offset: number }, CityRow>(
    `${SELECT} WHERE ${FILTER} ORDER BY c.position, c.id LIMIT @limit OFFSET @offset`,
  );
  const countStatement = db
    .prepare<FilterParams, number>(`SELECT count(*) FROM cities c JOIN regions r ON r.id = c.region_id WHERE ${FILTER}`)
    .pluck();
  return {
    list(filter: CityFilter, locale: ContentLocale, limit: number, offset: number): City[] {
      return listStatement.all({ ...filterParams(filter), ...localeParams(locale), limit, offset }).map(toCity);
    },
    count(filter: CityFilter): number {
      return countStatement.get(filterParams(filter)) ?? 0;
    },
  };
}

export type CitiesRepository = ReturnType<typeof createCitiesRepository>;

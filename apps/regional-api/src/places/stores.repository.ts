import { DAYS_OF_WEEK, type Store } from '@storefront/api-client/contract';
import type { ContentLocale } from '../content-locales';
import type { CountryCode } from '../countries';
import { localeParams, localized } from '../db/localized';
import type { Db } from '../db/open-database';

export interface StoreFilter {
  country: CountryCode;
  regionSlug?: string | undefined;
  citySlug?: string | undefined;
  kind?: Store['kind'] | undefined;
}

interface StoreRow {
  id: number;
  uuid: string;
  kind: Store['kind'];
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  opens: string;
  closes: string;
  active: number;
  st_name: string;
  st_address: string;
  city_id: number;
  city_slug: string;
  ct_name: string;
  region_id: number;
  region_slug: string;
  region_active: number;
  rt_name: string;
}

const storeTexts = localized('store_translations', 'store_id', 's.id', 'st', ['name', 'address']);
const cityTexts = localized('city_translations', 'city_id', 'c.id', 'ct', ['name']);
const regionTexts = localized('region_translations', 'region_id', 'r.id', 'rt', ['name']);

const SELECT = `
  SELECT s.id, s.uuid, s.kind, s.phone, s.email, s.latitude, s.longitude, s.opens, s.closes, s.active,
         ${storeTexts.columns},
         c.id AS city_id, c.slug AS city_slug, ${cityTexts.columns},
         r.id AS region_id, r.slug AS region_slug, r.active AS region_active, ${regionTexts.columns}
  FROM stores s
  JOIN cities c ON c.id = s.city_id
  JOIN regions r ON r.id = c.region_id
  ${storeTexts.joins}
  ${cityTexts.joins}
  ${regionTexts.joins}`;

const FILTER = `s.country = @country
  AND (@regionSlug IS NULL OR r.slug = @regionSlug)
  AND (@citySlug IS NULL OR c.slug = @citySlug)
  AND (@kind IS NULL OR s.kind = @kind)`;

const toStore = (row: StoreRow): Store => ({
  id: row.id,
  uuid: row.uuid,
  name: row.st_name,
  kind: row.kind,
  address: row.st_address,
  phone: row.phone,
  email: row.email,
  geo: { lat: row.latitude, lng: row.longitude },
  // Every store keeps the same hours every day (SPEC §3, §9: 09:00–21:00 every day).
  openingHours: DAYS_OF_WEEK.map((dayOfWeek) => ({ dayOfWeek, opens: row.opens, closes: row.closes })),
  city: { id: row.city_id, slug: row.city_slug, name: row.ct_name },
  region: { id: row.region_id, slug: row.region_slug, name: row.rt_name, active: row.region_active === 1 },
  active: row.active === 1,
});

type FilterParams = { country: string; regionSlug: string | null; citySlug: string | null; kind: string | null };
const filterParams = (filter: StoreFilter): FilterParams => ({
  country: filter.country,
  regionSlug: filter.regionSlug ?? null,
  citySlug: filter.citySlug ?? null,
  kind: filter.kind ?? null,
});

/** Data access for `stores`. Every store is listed with its region's `active`; the storefront hides the inactive. */
export function createStoresRepository(db: Db) {
  const listStatement = db.prepare<FilterParams & { locale: string; fallback: string; limit: number; offset: number }, StoreRow>(
    `${SELECT} WHERE ${FILTER} ORDER BY s.position, s.id LIMIT @limit OFFSET @offset`,
  );
  const countStatement = db
    .prepare<FilterParams, number>(
      `SELECT count(*) FROM stores s JOIN cities c ON c.id = s.city_id JOIN regions r ON r.id = c.region_id WHERE ${FILTER}`,
    )
    .pluck();
  const findStatement = db.prepare<{ country: string; uuid: string; locale: string; fallback: string }, StoreRow>(
    `${SELECT} WHERE s.country = @country AND s.uuid = @uuid`,
  );
  return {
    list(filter: StoreFilter, locale: ContentLocale, limit: number, offset: number): Store[] {
      return listStatement.all({ ...filterParams(filter), ...localeParams(locale), limit, offset }).map(toStore);
    },
    count(filter: StoreFilter): number {
      return countStatement.get(filterParams(filter)) ?? 0;
    },
    findByUuid(country: CountryCode, uuid: string, locale: ContentLocale): Store | undefined {
      const row = findStatement.get({ country, uuid: uuid.toLowerCase(), ...localeParams(locale) });
      return row && toStore(row);
    },
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;

import type { ServerRegion } from '@storefront/api-client/contract';
import { CONTENT_LOCALES, FALLBACK_LOCALE, type ContentLocale } from '../content-locales';
import type { CountryCode } from '../countries';
import type { Db } from '../db/open-database';

export interface RegionTexts {
  name: string;
  nameIn: string;
  nameFrom: string;
}

export interface NewRegion {
  country: CountryCode;
  slug: string;
  active: boolean;
  position: number;
  texts: Readonly<Record<ContentLocale, RegionTexts>>;
}

export interface RegionFilter {
  country: CountryCode;
  /** Undefined lists active and inactive regions alike. */
  active?: boolean | undefined;
}

export interface RegionPage extends RegionFilter {
  locale: ContentLocale;
  limit: number;
  offset: number;
}

interface RegionRow {
  id: number;
  slug: string;
  active: number;
  name: string;
  name_in: string;
  name_from: string;
}

// The requested language's texts, else English's: every region has English texts (the seed checks it).
const LOCALIZED_SELECT = `
  SELECT r.id, r.slug, r.active,
         coalesce(t.name, f.name) AS name,
         coalesce(t.name_in, f.name_in) AS name_in,
         coalesce(t.name_from, f.name_from) AS name_from
  FROM regions r
  JOIN region_translations f ON f.region_id = r.id AND f.locale = @fallback
  LEFT JOIN region_translations t ON t.region_id = r.id AND t.locale = @locale`;

// `@active IS NULL` keeps one statement for "no filter" instead of building SQL per request.
const FILTER = `r.country = @country AND (@active IS NULL OR r.active = @active)`;

const toServerRegion = (row: RegionRow): ServerRegion => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  active: row.active === 1,
  nameCases: { nameIn: row.name_in, nameFrom: row.name_from },
});

type FilterParams = { country: string; active: number | null };
type LocaleParams = { locale: string; fallback: string };

// SQLite has no boolean and better-sqlite3 refuses to bind one.
const toFlag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);

/** Data access for the `regions` table and its translations. Statements are prepared once. */
export function createRegionsRepository(db: Db) {
  const listStatement = db.prepare<FilterParams & LocaleParams & { limit: number; offset: number }, RegionRow>(
    `${LOCALIZED_SELECT} WHERE ${FILTER} ORDER BY r.position, r.id LIMIT @limit OFFSET @offset`,
  );
  const countStatement = db
    .prepare<FilterParams, number>(`SELECT count(*) FROM regions r WHERE ${FILTER}`)
    .pluck();
  const findStatement = db.prepare<LocaleParams & { country: string; id: number }, RegionRow>(
    `${LOCALIZED_SELECT} WHERE r.country = @country AND r.id = @id`,
  );
  const insertRegion = db.prepare<{ country: string; slug: string; active: number; position: number }>(
    'INSERT INTO regions (country, slug, active, position) VALUES (@country, @slug, @active, @position)',
  );
  const insertTranslation = db.prepare<RegionTexts & { regionId: number; locale: string }>(
    `INSERT INTO region_translations (region_id, locale, name, name_in, name_from)
     VALUES (@regionId, @locale, @name, @nameIn, @nameFrom)`,
  );
  const anyRegion = db.prepare<[], number>('SELECT 1 FROM regions LIMIT 1').pluck();

  return {
    list({ country, active, locale, limit, offset }: RegionPage): ServerRegion[] {
      return listStatement
        .all({ country, active: toFlag(active), locale, fallback: FALLBACK_LOCALE, limit, offset })
        .map(toServerRegion);
    },

    count({ country, active }: RegionFilter): number {
      return countStatement.get({ country, active: toFlag(active) }) ?? 0;
    },

    /** A region of this country only: ids of other countries' regions are not found here. */
    findById(country: CountryCode, id: number, locale: ContentLocale): ServerRegion | undefined {
      const row = findStatement.get({ country, id, locale, fallback: FALLBACK_LOCALE });
      return row && toServerRegion(row);
    },

    isEmpty(): boolean {
      return anyRegion.get() === undefined;
    },

    /** Inserts a region with its texts; call inside a transaction when inserting many. */
    insert(region: NewRegion): number {
      const { lastInsertRowid } = insertRegion.run({
        country: region.country,
        slug: region.slug,
        active: region.active ? 1 : 0,
        position: region.position,
      });
      const regionId = Number(lastInsertRowid);
      // A fixed locale order keeps the seed byte-for-byte reproducible.
      for (const locale of CONTENT_LOCALES) insertTranslation.run({ regionId, locale, ...region.texts[locale] });
      return regionId;
    },
  };
}

export type RegionsRepository = ReturnType<typeof createRegionsRepository>;

import type { Generals } from '@storefront/api-client/contract';
import type { ContentLocale } from '../content-locales';
import type { CountryCode } from '../countries';
import { COUNTRY_SETTINGS } from '../country-settings';
import { localeParams, localized } from '../db/localized';
import type { Db } from '../db/open-database';

interface GeneralsRow {
  region_id: number;
  region_slug: string;
  region_active: number;
  rt_name: string;
  region_name: string;
  region_name_in: string;
  region_name_from: string;
  full_region_name: string;
  full_region_name_in: string;
  full_region_name_from: string;
}

const regionTexts = localized('region_translations', 'region_id', 'r.id', 'rt', ['name']);

/** `generalContact` of a country: its names (with case forms) and how to reach the brand there. */
export function createGeneralsRepository(db: Db) {
  const statement = db.prepare<{ country: string; locale: string; fallback: string }, GeneralsRow>(
    `SELECT r.id AS region_id, r.slug AS region_slug, r.active AS region_active, ${regionTexts.columns},
            coalesce(t.region_name, f.region_name) AS region_name,
            coalesce(t.region_name_in, f.region_name_in) AS region_name_in,
            coalesce(t.region_name_from, f.region_name_from) AS region_name_from,
            coalesce(t.full_region_name, f.full_region_name) AS full_region_name,
            coalesce(t.full_region_name_in, f.full_region_name_in) AS full_region_name_in,
            coalesce(t.full_region_name_from, f.full_region_name_from) AS full_region_name_from
     FROM country_generals g
     JOIN regions r ON r.id = g.primary_region_id
     ${regionTexts.joins}
     JOIN country_general_translations f ON f.country = g.country AND f.locale = @fallback
     LEFT JOIN country_general_translations t ON t.country = g.country AND t.locale = @locale
     WHERE g.country = @country`,
  );
  return {
    get(country: CountryCode, locale: ContentLocale): Generals | undefined {
      const row = statement.get({ country, ...localeParams(locale) });
      if (!row) return undefined;
      const settings = COUNTRY_SETTINGS[country];
      return {
        generalContact: {
          primaryRegion: { id: row.region_id, slug: row.region_slug, name: row.rt_name, active: row.region_active === 1 },
          regionName: row.region_name,
          regionNameCases: { nameIn: row.region_name_in, nameFrom: row.region_name_from },
          fullRegionName: row.full_region_name,
          fullRegionNameCases: { nameIn: row.full_region_name_in, nameFrom: row.full_region_name_from },
          phone: settings.hotline,
          email: settings.email,
          whatsapp: settings.whatsapp,
        },
      };
    },
  };
}

export type GeneralsRepository = ReturnType<typeof createGeneralsRepository>;

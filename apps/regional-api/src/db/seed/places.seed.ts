import { CONTENT_LOCALES, type ContentLocale } from '../../content-locales';
import { COUNTRY_CODES } from '../../countries';
import { COUNTRY_SETTINGS, MAIL_DOMAIN } from '../../country-settings';
import type { Db } from '../open-database';
import { translationInserter } from './insert';
import { countryNames, extraCities, regionCityGeo, storeKindNames, storePhonePatterns, storesByCountry } from './places.seed-data';
import { createRandom } from './random';
import { placeForms } from './place-names';
import { BRAND, fill, localizedBy, mapLocalized, type Localized } from './texts';

interface RegionRow {
  id: number;
  country: string;
  slug: string;
  active: number;
  position: number;
}

/**
 * Cities: the namesake city of every region (same slug and texts, which is how the storefront
 * matches a `{city}` path segment to a region), then one more city per country.
 */
export function seedCities(db: Db): void {
  const regions = db.prepare<[], RegionRow>('SELECT id, country, slug, active, position FROM regions ORDER BY id').all();
  const regionTexts = db.prepare<[number], { locale: string; name: string; name_in: string; name_from: string }>(
    'SELECT locale, name, name_in, name_from FROM region_translations WHERE region_id = ?',
  );
  const insertCity = db.prepare<[string, number, string, number, number, number, number]>(
    'INSERT INTO cities (country, region_id, slug, active, position, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertTexts = translationInserter(db, 'city_translations', 'city_id', ['name', 'name_in', 'name_from']);
  for (const country of COUNTRY_CODES) {
    const own = regions.filter((region) => region.country === country);
    for (const region of own) {
      const geo = regionCityGeo[region.slug];
      if (!geo) throw new Error(`No coordinates for ${region.slug}`);
      const { lastInsertRowid } = insertCity.run(country, region.id, region.slug, region.active, region.position, geo[0], geo[1]);
      const rows = new Map(regionTexts.all(region.id).map((row) => [row.locale, row]));
      const pick = (column: 'name' | 'name_in' | 'name_from'): Localized => {
        const english = rows.get('en')?.[column] ?? region.slug;
        return localizedBy((locale) => rows.get(locale)?.[column] ?? english);
      };
      insertTexts(Number(lastInsertRowid), [pick('name'), pick('name_in'), pick('name_from')]);
    }
    const extra = extraCities[country];
    const parent = own.find((region) => region.slug === extra.region);
    if (!parent) throw new Error(`No region ${extra.region} for ${extra.slug}`);
    const { lastInsertRowid } = insertCity.run(country, parent.id, extra.slug, 1, parent.position + 5, extra.geo[0], extra.geo[1]);
    const forms = placeForms(extra);
    insertTexts(Number(lastInsertRowid), ([0, 1, 2] as const).map((i) => mapLocalized(forms, (names) => names[i])));
  }
}

/** Stores on real main roads of the first cities of each country, open 09:00–21:00 (SPEC §9). */
export function seedStores(db: Db): void {
  const random = createRandom('stores');
  const city = db.prepare<[string, string], { id: number; latitude: number; longitude: number }>(
    'SELECT id, latitude, longitude FROM cities WHERE country = ? AND slug = ?',
  );
  const cityName = db.prepare<[number, string], string>('SELECT name FROM city_translations WHERE city_id = ? AND locale = ?').pluck();
  const insertStore = db.prepare(
    `INSERT INTO stores (uuid, country, city_id, kind, phone, email, latitude, longitude, opens, closes, active, position)
     VALUES (@uuid, @country, @cityId, @kind, @phone, @email, @latitude, @longitude, '09:00', '21:00', 1, @position)`,
  );
  const insertTexts = translationInserter(db, 'store_translations', 'store_id', ['name', 'address']);
  for (const country of COUNTRY_CODES) {
    storesByCountry[country].forEach((spec, index) => {
      const target = city.get(country, spec.city);
      if (!target) throw new Error(`No city ${spec.city} in ${country}`);
      // Within a few kilometres of the city centre, rounded like a map pin.
      const latitude = Number((target.latitude + (random.next() - 0.5) * 0.06).toFixed(5));
      const longitude = Number((target.longitude + (random.next() - 0.5) * 0.06).toFixed(5));
      const phone = storePhonePatterns[country].replace(/#/g, () => String(random.int(0, 9)));
      const { lastInsertRowid } = insertStore.run({
        uuid: random.uuid(),
        country,
        cityId: target.id,
        kind: spec.kind,
        phone,
        email: `${spec.kind}.${spec.city}@${MAIL_DOMAIN}`,
        latitude,
        longitude,
        position: (index + 1) * 10,
      });
      const number = random.int(2, 180);
      const local = (locale: ContentLocale) => cityName.get(target.id, locale) ?? spec.city;
      const names = localizedBy((locale) => fill(storeKindNames[spec.kind][locale], { brand: BRAND[locale], city: local(locale) }));
      const addresses = localizedBy((locale) =>
        locale === 'ar' ? `${spec.street.ar}، ${number}، ${local(locale)}` : `${spec.street[locale]}, ${number}, ${local(locale)}`,
      );
      insertTexts(Number(lastInsertRowid), [names, addresses]);
    });
  }
}

/** `generalContact` of each country: its primary region and its names with case forms. */
export function seedGenerals(db: Db): void {
  const primaryRegion = db
    .prepare<[string], number>('SELECT id FROM regions WHERE country = ? AND active = 1 ORDER BY position, id LIMIT 1')
    .pluck();
  const insertGeneral = db.prepare<[string, number]>('INSERT INTO country_generals (country, primary_region_id) VALUES (?, ?)');
  const insertTexts = db.prepare(
    `INSERT INTO country_general_translations
       (country, locale, region_name, region_name_in, region_name_from, full_region_name, full_region_name_in, full_region_name_from)
     VALUES (@country, @locale, @name, @nameIn, @nameFrom, @full, @fullIn, @fullFrom)`,
  );
  for (const country of COUNTRY_CODES) {
    const regionId = primaryRegion.get(country);
    if (regionId === undefined) throw new Error(`No active region in ${country}`);
    insertGeneral.run(country, regionId);
    for (const locale of CONTENT_LOCALES) insertTexts.run({ country, locale, ...countryNames[country][locale] });
    // The settings in code and the seed must agree on which countries exist.
    if (!COUNTRY_SETTINGS[country]) throw new Error(`No settings for ${country}`);
  }
}

import type { Db } from '../open-database';
import { createRegionsRepository } from '../../regions/regions.repository';
import { seedCatalog } from './catalog.seed';
import { seedBlog, seedNewsRows, seedPageRows, seedService } from './content.seed';
import { seedBannerRows, seedOfferRows, seedTaxonomyRows } from './marketing.seed';
import { seedCities, seedGenerals, seedStores } from './places.seed';
import { seedRegions } from './regions.seed-data';
import { seedStoreProducts } from './store-products.seed';

/**
 * One step per seeded table (a step may fill the tables that belong to it: translations, links),
 * in dependency order. A step runs only while its table is empty, so a table added by a later
 * migration gets its demo rows on an existing database without touching the rows already there.
 */
interface SeedStep {
  readonly table: string;
  run(db: Db): void;
}

const seedSteps: readonly SeedStep[] = [
  {
    table: 'regions',
    run: (db) => {
      const regions = createRegionsRepository(db);
      for (const region of seedRegions) regions.insert(region);
    },
  },
  { table: 'cities', run: seedCities },
  { table: 'stores', run: seedStores },
  { table: 'country_generals', run: seedGenerals },
  { table: 'categories', run: seedCatalog },
  { table: 'offers', run: seedOfferRows },
  { table: 'taxonomies', run: seedTaxonomyRows },
  { table: 'banners', run: seedBannerRows },
  { table: 'blog_posts', run: seedBlog },
  { table: 'news', run: seedNewsRows },
  { table: 'pages', run: seedPageRows },
  { table: 'service_articles', run: seedService },
  { table: 'store_products', run: seedStoreProducts },
];

/** The tables the seed fills, in order (what a fresh database reports as seeded). */
export const SEEDED_TABLES = seedSteps.map((step) => step.table);

/**
 * Fills empty tables with the demo data, all in one transaction. The data is fixed and inserted
 * in a fixed order, so two fresh databases are identical row for row (ids included).
 * Returns the tables that were seeded.
 */
export function seedEmptyTables(db: Db): string[] {
  const seedAll = db.transaction(() => {
    const seeded: string[] = [];
    for (const step of seedSteps) {
      // The table name is a constant of this list, never input.
      const hasRows = db.prepare(`SELECT 1 FROM ${step.table} LIMIT 1`).get() !== undefined;
      if (hasRows) continue;
      step.run(db);
      seeded.push(step.table);
    }
    return seeded;
  });
  return seedAll.immediate();
}

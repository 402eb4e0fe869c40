import type { Db } from '../open-database';
import { createRegionsRepository } from '../../regions/regions.repository';
import { seedRegions } from './regions.seed-data';

/**
 * One step per seeded table, in dependency order (stores will need regions, …). A step runs only
 * while its table is empty, so a table added by a later migration gets its demo rows on an
 * existing database without touching the rows already there.
 */
interface SeedStep {
  readonly table: string;
  isEmpty(db: Db): boolean;
  run(db: Db): void;
}

const seedSteps: readonly SeedStep[] = [
  {
    table: 'regions',
    isEmpty: (db) => createRegionsRepository(db).isEmpty(),
    run: (db) => {
      const regions = createRegionsRepository(db);
      for (const region of seedRegions) regions.insert(region);
    },
  },
];

/**
 * Fills empty tables with the demo data, all in one transaction. The data is fixed and inserted
 * in a fixed order, so two fresh databases are identical row for row (ids included).
 * Returns the tables that were seeded.
 */
export function seedEmptyTables(db: Db): string[] {
  const seedAll = db.transaction(() => {
    const seeded: string[] = [];
    for (const step of seedSteps) {
      if (!step.isEmpty(db)) continue;
      step.run(db);
      seeded.push(step.table);
    }
    return seeded;
  });
  return seedAll.immediate();
}

import type { Db } from '../open-database';

/** The categories whose models a showroom shows and lends for rides (SPEC §3: motorcycles and outboard motors). */
const RIDDEN_CATEGORIES = ['motorcycles', 'outboard-motors'] as const;
const MODELS_PER_STORE = 6;

/**
 * The demo table of store × product (issue 34 "Where a model stands"): every showroom and dealer of a
 * country gets a handful of the country's motorcycles and outboards, picked from the models in id order,
 * rotated by the store's place, so neighbouring stores differ and two seeds agree. A showroom lends every other
 * model for test rides and shows the rest; a dealer shows everything and lends its first two.
 */
export function seedStoreProducts(db: Db): void {
  const stores = db
    .prepare<[], { id: number; country: string; kind: 'showroom' | 'dealer' }>(
      `SELECT id, country, kind FROM stores WHERE kind IN ('showroom', 'dealer') ORDER BY country, position, id`,
    )
    .all();
  const models = db
    .prepare<[string, string, string], number>(
      `SELECT DISTINCT p.id FROM products p
       JOIN product_prices pp ON pp.product_id = p.id AND pp.country = ?
       JOIN category_closure cc ON cc.descendant_id = p.category_id
       JOIN categories c ON c.id = cc.ancestor_id AND c.slug IN (?, ?)
       ORDER BY p.id`,
    )
    .pluck();
  const insert = db.prepare<[number, number, number, number]>(
    'INSERT INTO store_products (store_id, product_id, on_display, for_test_rides) VALUES (?, ?, ?, ?)',
  );
  const modelsOf = new Map<string, number[]>();
  stores.forEach((store, index) => {
    let ids = modelsOf.get(store.country);
    if (!ids) modelsOf.set(store.country, (ids = models.all(store.country, ...RIDDEN_CATEGORIES)));
    if (ids.length === 0) return;
    const list = ids;
    const rotated = list.map((_, i) => list[(index * 5 + i) % list.length] as number);
    const picked = [...rotated.filter((_, i) => i % 2 === 0), ...rotated.filter((_, i) => i % 2 === 1)].slice(0, MODELS_PER_STORE);
    picked.forEach((productId, position) => {
      const rides = store.kind === 'showroom' ? position % 2 === 0 : position < 2;
      const display = store.kind === 'dealer' || position % 2 === 1 || position === 0;
      insert.run(store.id, productId, display ? 1 : 0, rides ? 1 : 0);
    });
  });
}

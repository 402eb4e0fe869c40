import { productSearchText } from '../../catalog/search-text';
import { CONTENT_LOCALES } from '../../content-locales';
import { COUNTRY_CODES } from '../../countries';
import { PRE_ORDER_EXPECTED_DAYS, PRICE_HISTORY_SEED } from '../migrations';
import type { Db } from '../open-database';
import { generateCatalog } from './catalog.generate';
import { badges, characteristicDefinitions, characteristicGroups, terms } from './catalog-vocabulary.seed-data';
import { imageInserter, json, translationInserter } from './insert';
import { localizedBy } from './texts';

const NO_UNIT = localizedBy(() => null);

/**
 * The catalogue: vocabulary first (groups, characteristics, terms, badges), then the tree and products,
 * then the day each pre-order is expected.
 */
export function seedCatalog(db: Db): void {
  const insertImage = imageInserter(db);

  const insertGroup = db.prepare<[string, number]>('INSERT INTO characteristic_groups (code, position) VALUES (?, ?)');
  const groupTexts = translationInserter(db, 'characteristic_group_translations', 'group_id', ['title']);
  const groupIds = new Map<string, number>();
  characteristicGroups.forEach((group, index) => {
    const id = Number(insertGroup.run(group.code, (index + 1) * 10).lastInsertRowid);
    groupIds.set(group.code, id);
    groupTexts(id, [group.title]);
  });

  const insertCharacteristic = db.prepare<[string, number, number, string]>(
    'INSERT INTO characteristics (key, group_id, position, type) VALUES (?, ?, ?, ?)',
  );
  const characteristicTexts = translationInserter(db, 'characteristic_translations', 'characteristic_id', ['name', 'unit']);
  const characteristicIds = new Map<string, number>();
  characteristicDefinitions.forEach((definition, index) => {
    const groupId = groupIds.get(definition.group);
    if (groupId === undefined) throw new Error(`Unknown group ${definition.group}`);
    const id = Number(insertCharacteristic.run(definition.key, groupId, (index + 1) * 10, definition.type).lastInsertRowid);
    characteristicIds.set(definition.key, id);
    const unit = definition.unit && definition.unit.en !== '' ? definition.unit : NO_UNIT;
    characteristicTexts(id, [definition.name, unit]);
  });

  const insertTerm = db.prepare<[string, number]>('INSERT INTO terms (code, position) VALUES (?, ?)');
  const termTexts = translationInserter(db, 'term_translations', 'term_id', ['label']);
  const termIds = new Map<string, number>();
  terms.forEach((term, index) => {
    const id = Number(insertTerm.run(term.code, (index + 1) * 10).lastInsertRowid);
    termIds.set(term.code, id);
    termTexts(id, [term.label]);
  });

  const insertBadge = db.prepare<[string, number, string, string]>('INSERT INTO badges (text, position, color, text_color) VALUES (?, ?, ?, ?)');
  const badgeTexts = translationInserter(db, 'badge_translations', 'badge_id', ['title']);
  const badgeIds = new Map<string, number>();
  badges.forEach((badge, index) => {
    const id = Number(insertBadge.run(badge.text, (index + 1) * 10, badge.color, badge.textColor).lastInsertRowid);
    badgeIds.set(badge.text, id);
    badgeTexts(id, [badge.title]);
  });

  const { categories, products } = generateCatalog();

  const insertCategory = db.prepare(
    `INSERT INTO categories (id, parent_id, slug, path, level, position, hidden, icon, image)
     VALUES (@id, @parentId, @slug, @path, @level, @position, @hidden, @icon, @image)`,
  );
  const categoryTexts = translationInserter(db, 'category_translations', 'category_id', ['title', 'description']);
  const insertClosure = db.prepare<[number, number, number]>(
    'INSERT INTO category_closure (ancestor_id, descendant_id, depth) VALUES (?, ?, ?)',
  );
  const insertFilterKey = db.prepare<[number, number, number]>(
    'INSERT INTO category_filter_keys (category_id, characteristic_id, position) VALUES (?, ?, ?)',
  );
  for (const category of categories) {
    insertCategory.run({
      id: category.id,
      parentId: category.parentId,
      slug: category.slug,
      path: category.path,
      level: category.level,
      position: category.position,
      hidden: category.hidden ? 1 : 0,
      icon: category.icon,
      image: insertImage(category.image),
    });
    categoryTexts(category.id, [category.title, category.description]);
    category.lineage.forEach((ancestor, index) => insertClosure.run(ancestor, category.id, category.lineage.length - 1 - index));
    category.filters.forEach((key, index) => {
      const characteristicId = characteristicIds.get(key);
      if (characteristicId === undefined) throw new Error(`Unknown filter ${key}`);
      insertFilterKey.run(category.id, characteristicId, (index + 1) * 10);
    });
  }

  const insertProduct = db.prepare(
    `INSERT INTO products (id, slug, sku, category_id, model, model_year, colour, position, created_at)
     VALUES (@id, @slug, @sku, @categoryId, @model, @modelYear, @colour, @position, @createdAt)`,
  );
  const productTexts = translationInserter(db, 'product_translations', 'product_id', ['name', 'short_description', 'description_json']);
  const insertPrice = db.prepare<[string, number, number, number | null, number]>(
    'INSERT INTO product_prices (country, product_id, price, old_price, stock) VALUES (?, ?, ?, ?, ?)',
  );
  const insertProductBadge = db.prepare<[string, number, number]>('INSERT INTO product_badges (country, product_id, badge_id) VALUES (?, ?, ?)');
  const insertProductImage = db.prepare<[number, number, string]>('INSERT INTO product_images (product_id, position, image) VALUES (?, ?, ?)');
  const insertValue = db.prepare(
    `INSERT INTO product_characteristics (product_id, characteristic_id, number_value, term_id, list_json, filter_value)
     VALUES (@productId, @characteristicId, @number, @termId, @list, @filter)`,
  );
  const insertSearch = db.prepare<[number, string]>('INSERT INTO product_search (rowid, text) VALUES (?, ?)');

  for (const product of products) {
    insertProduct.run({
      id: product.id,
      slug: product.slug,
      sku: product.sku,
      categoryId: product.categoryId,
      model: product.model,
      modelYear: product.modelYear,
      colour: product.colour,
      position: product.position,
      createdAt: product.createdAt,
    });
    productTexts(product.id, [product.name, product.shortDescription, json(product.description)]);
    for (const country of COUNTRY_CODES) {
      const price = product.prices[country];
      insertPrice.run(country, product.id, price.price, price.oldPrice, price.stock);
      for (const badge of price.badges) {
        const badgeId = badgeIds.get(badge);
        if (badgeId === undefined) throw new Error(`Unknown badge ${badge}`);
        insertProductBadge.run(country, product.id, badgeId);
      }
    }
    product.images.forEach((image, index) => insertProductImage.run(product.id, (index + 1) * 10, insertImage(image)));
    for (const value of product.characteristics) {
      const characteristicId = characteristicIds.get(value.key);
      if (characteristicId === undefined) throw new Error(`Unknown characteristic ${value.key}`);
      const termId = 'term' in value ? termIds.get(value.term) : undefined;
      if ('term' in value && termId === undefined) throw new Error(`Unknown term ${value.term}`);
      if ('list' in value) for (const item of value.list) if (!termIds.has(item.term)) throw new Error(`Unknown term ${item.term}`);
      insertValue.run({
        productId: product.id,
        characteristicId,
        number: 'number' in value ? value.number : null,
        termId: termId ?? null,
        list: 'list' in value ? JSON.stringify(value.list) : null,
        filter: 'number' in value ? String(value.number) : 'term' in value ? value.term : null,
      });
    }
    // Names in every language, so a shopper finds a product whichever language they type in.
    insertSearch.run(product.id, productSearchText(CONTENT_LOCALES.map((locale) => product.name[locale]), product.sku, product.model));
  }
  // Each pre-order (the products with the pre-order badge) gets the day it is expected.
  db.prepare(PRE_ORDER_EXPECTED_DAYS).run();
  for (const statement of PRICE_HISTORY_SEED) db.prepare(statement).run();
}

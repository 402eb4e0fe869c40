import type { ApiImage, Category, CategoryRef, CategoryTreeNode } from '@storefront/api-client/contract';
import type { ContentLocale } from '../content-locales';
import type { CountryCode } from '../countries';
import { localeParams, localized, toFlag } from '../db/localized';
import type { Db } from '../db/open-database';
import { rasterPath } from '../images/image-paths';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  path: string;
  level: number;
  position: number;
  hidden: number;
  icon: string;
  image: string;
  image_width: number;
  image_height: number;
  t_title: string;
  t_description: string;
  products_count: number;
}

export interface CategoryFilter {
  hidden?: boolean | undefined;
  level?: number | undefined;
  parentId?: number | undefined;
}

const texts = localized('category_translations', 'category_id', 'c.id', 't', ['title', 'description']);

// Products sold in the country (they have a price there) in this category or below it.
const SELECT = `
  SELECT c.id, c.parent_id, c.slug, c.path, c.level, c.position, c.hidden, c.icon, c.image,
         i.width AS image_width, i.height AS image_height, ${texts.columns},
         (SELECT count(*) FROM category_closure cc
            JOIN products p ON p.category_id = cc.descendant_id
            JOIN product_prices pp ON pp.product_id = p.id AND pp.country = @country
          WHERE cc.ancestor_id = c.id) AS products_count
  FROM categories c
  JOIN images i ON i.path = c.image
  ${texts.joins}`;

const FILTER = `(@hidden IS NULL OR c.hidden = @hidden)
  AND (@level IS NULL OR c.level = @level)
  AND (@parentId IS NULL OR c.parent_id = @parentId)`;

/** An image as the API hands it out: the JPEG of the drawing (`images.path` names the SVG recipe). */
export const imageOf = (path: string, width: number, height: number, alt: string): ApiImage => ({ path: rasterPath(path), width, height, alt });

const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  slug: row.slug,
  path: row.path,
  parentId: row.parent_id,
  level: row.level,
  position: row.position,
  title: row.t_title,
  description: row.t_description,
  icon: row.icon,
  image: imageOf(row.image, row.image_width, row.image_height, row.t_title),
  hidden: row.hidden === 1,
  productsCount: row.products_count,
});

type Params = { country: string; locale: string; fallback: string };
type FilterParams = { hidden: number | null; level: number | null; parentId: number | null };
const filterParams = (filter: CategoryFilter): FilterParams => ({
  hidden: toFlag(filter.hidden),
  level: filter.level ?? null,
  parentId: filter.parentId ?? null,
});

/** Data access for the category tree (`categories`, its translations and closure). */
export function createCategoriesRepository(db: Db) {
  const listStatement = db.prepare<Params & FilterParams & { limit: number; offset: number }, CategoryRow>(
    `${SELECT} WHERE ${FILTER} ORDER BY c.level, c.position, c.id LIMIT @limit OFFSET @offset`,
  );
  const countStatement = db.prepare<FilterParams, number>(`SELECT count(*) FROM categories c WHERE ${FILTER}`).pluck();
  const visibleStatement = db.prepare<Params, CategoryRow>(`${SELECT} WHERE c.hidden = 0 ORDER BY c.position, c.id`);
  const byIdStatement = db.prepare<Params & { id: number }, CategoryRow>(`${SELECT} WHERE c.id = @id`);
  const bySlugStatement = db.prepare<Params & { slug: string }, CategoryRow>(`${SELECT} WHERE c.slug = @slug`);
  const ancestorsStatement = db.prepare<Params & { id: number }, CategoryRow>(
    `${SELECT} JOIN category_closure a ON a.ancestor_id = c.id AND a.descendant_id = @id AND a.depth > 0 ORDER BY a.depth DESC`,
  );
  const childrenStatement = db.prepare<Params & { id: number }, CategoryRow>(`${SELECT} WHERE c.parent_id = @id ORDER BY c.position, c.id`);
  const idBySlug = db.prepare<[string], number>('SELECT id FROM categories WHERE slug = ?').pluck();
  const idAndPath = db.prepare<[string], { id: number; path: string }>('SELECT id, path FROM categories WHERE slug = ?');
  const idExists = db.prepare<[number], number>('SELECT id FROM categories WHERE id = ?').pluck();

  const params = (country: CountryCode, locale: ContentLocale): Params => ({ country, ...localeParams(locale) });
  const ref = (category: Category): CategoryRef => ({ id: category.id, slug: category.slug, path: category.path, title: category.title });

  return {
    list(country: CountryCode, locale: ContentLocale, filter: CategoryFilter, limit: number, offset: number): Category[] {
      return listStatement.all({ ...params(country, locale), ...filterParams(filter), limit, offset }).map(toCategory);
    },
    count(filter: CategoryFilter): number {
      return countStatement.get(filterParams(filter)) ?? 0;
    },
    /** The visible tree, roots first, children in display order (for `/init` and menus). */
    tree(country: CountryCode, locale: ContentLocale): CategoryTreeNode[] {
      const nodes = visibleStatement.all(params(country, locale)).map((row): CategoryTreeNode => ({ ...toCategory(row), children: [] }));
      const byId = new Map(nodes.map((node) => [node.id, node]));
      const roots: CategoryTreeNode[] = [];
      for (const node of nodes) {
        const parent = node.parentId === null ? undefined : byId.get(node.parentId);
        if (parent) parent.children.push(node);
        else if (node.parentId === null) roots.push(node);
      }
      return roots;
    },
    findById(country: CountryCode, id: number, locale: ContentLocale): Category | undefined {
      const row = byIdStatement.get({ ...params(country, locale), id });
      return row && toCategory(row);
    },
    /** By its own slug (`enduro`) or its full path (`motorcycles/off-road-motorcycles/enduro`). */
    findBySlugOrPath(country: CountryCode, slugOrPath: string, locale: ContentLocale): Category | undefined {
      const segments = slugOrPath.split('/').filter(Boolean);
      const last = segments.at(-1);
      if (last === undefined) return undefined;
      const row = bySlugStatement.get({ ...params(country, locale), slug: last });
      if (!row) return undefined;
      // A path must be the category's real path, not any chain of slugs that ends in it.
      if (segments.length > 1 && row.path !== segments.join('/')) return undefined;
      return toCategory(row);
    },
    ancestors(country: CountryCode, id: number, locale: ContentLocale): CategoryRef[] {
      return ancestorsStatement.all({ ...params(country, locale), id }).map((row) => ref(toCategory(row)));
    },
    children(country: CountryCode, id: number, locale: ContentLocale): Category[] {
      return childrenStatement.all({ ...params(country, locale), id }).map(toCategory);
    },
    idBySlug(slug: string): number | undefined {
      return idBySlug.get(slug);
    },
    /** Only the id, for filters: an id, a slug or a full path (same rules as findBySlugOrPath). */
    resolveId(ref: string): number | undefined {
      if (/^[1-9]\d{0,15}$/.test(ref)) return idExists.get(Number(ref));
      const segments = ref.split('/').filter(Boolean);
      const row = segments.length > 0 ? idAndPath.get(segments.at(-1) ?? '') : undefined;
      if (!row || (segments.length > 1 && row.path !== segments.join('/'))) return undefined;
      return row.id;
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;

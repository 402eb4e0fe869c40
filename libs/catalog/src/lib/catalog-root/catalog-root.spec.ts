import type { Category } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { categoryTree } from './catalog-root';

const category = (id: number, parentId: number | null, position: number, hidden = false): Category => ({
  id,
  slug: `c${id}`,
  path: `c${id}`,
  parentId,
  level: parentId === null ? 1 : 2,
  position,
  title: `Category ${id}`,
  description: '',
  icon: 'box',
  image: { path: `/categories/c${id}.svg`, width: 800, height: 600, alt: '' },
  hidden,
  productsCount: 1,
});

const ids = (branches: ReturnType<typeof categoryTree>): unknown =>
  branches.map(({ category: item, children }) => (children.length ? [item.id, ids(children)] : item.id));

describe('categoryTree (the catalogue root)', () => {
  it('nests the flat list by parentId, each level in position order, whatever the input order', () => {
    const flat = [category(3, 1, 20), category(2, null, 20), category(1, null, 10), category(4, 1, 10), category(5, 4, 10)];
    expect(ids(categoryTree(flat))).toEqual([[1, [[4, [5]], 3]], 2]);
  });

  it('leaves hidden branches out, with everything below them', () => {
    const flat = [category(1, null, 10), category(2, null, 20, true), category(3, 2, 10), category(4, 1, 10, true)];
    expect(ids(categoryTree(flat))).toEqual([1]);
  });
});

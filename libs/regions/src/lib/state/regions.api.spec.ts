import type { CategoryTreeNode } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { navigationTree } from './regions.api';

const node = (id: number, level: number, children: CategoryTreeNode[] = []): CategoryTreeNode => ({
  id,
  slug: `c${id}`,
  path: `c${id}`,
  parentId: null,
  level,
  position: id,
  title: `Category ${id}`,
  description: '',
  icon: 'motorcycle',
  image: { path: `/c${id}.svg`, width: 800, height: 600, alt: '' },
  hidden: false,
  productsCount: 1,
  children,
});

/** A node as the navigation keeps it: no description. */
const navigation = (tree: CategoryTreeNode): unknown => {
  const { description: _description, children, ...rest } = tree;
  return { ...rest, children: children.map(navigation) };
};

describe('navigationTree', () => {
  it('keeps the first two levels of /init without descriptions, and drops what lies below them', () => {
    const tree = [node(1, 1, [node(2, 2, [node(3, 3)]), node(4, 2)]), node(5, 1)];
    expect(navigationTree(tree)).toEqual([node(1, 1, [node(2, 2), node(4, 2)]), node(5, 1)].map(navigation));
    expect(JSON.stringify(navigationTree(tree))).not.toContain('description');
  });

  it('leaves the answer it was given untouched', () => {
    const tree = [node(1, 1, [node(2, 2, [node(3, 3)])])];
    navigationTree(tree, 1);
    expect(tree[0]?.children[0]?.children).toHaveLength(1);
  });
});

import type { CategoryTreeNode } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { categoryLinks, regionForCity, saleLinks, searchParamsOf, titleWrap } from './header-links';

const image = { path: '/x.svg', width: 1, height: 1, alt: '' };
const category = (id: number, path: string, extra: Partial<CategoryTreeNode> = {}): CategoryTreeNode => ({
  id,
  slug: path.split('/').pop() ?? path,
  path,
  parentId: null,
  level: 1,
  position: id,
  title: `Category ${id}`,
  description: '',
  icon: '',
  image,
  hidden: false,
  productsCount: 1,
  children: [],
  ...extra,
});

describe('categoryLinks', () => {
  it('links each visible top-level category to its catalogue path, in order, with its visible children', () => {
    const tree = [
      category(1, 'motorcycles', {
        children: [
          category(3, 'motorcycles/enduro', { level: 2, parentId: 1 }),
          category(5, 'motorcycles/prototypes', { level: 2, parentId: 1, hidden: true }),
          category(6, 'motorcycles/cross', { level: 2, parentId: 1 }),
        ],
      }),
      category(2, 'special-series', { hidden: true }),
      category(4, 'generators'),
    ];
    expect(categoryLinks(tree)).toEqual([
      {
        key: 'category-1',
        title: 'Category 1',
        to: 'catalog/motorcycles',
        children: [
          { key: 'category-3', title: 'Category 3', to: 'catalog/motorcycles/enduro' },
          { key: 'category-6', title: 'Category 6', to: 'catalog/motorcycles/cross' },
        ],
      },
      { key: 'category-4', title: 'Category 4', to: 'catalog/generators', children: [] },
    ]);
  });

  it('gives no links without startup data', () => {
    expect(categoryLinks(undefined)).toEqual([]);
  });
});

describe('titleWrap', () => {
  it('lets titles of more than 12 characters and more than one word wrap, the longest (over 20) longer', () => {
    expect(['Outboard motors', 'Лодочные моторы', 'معدات الحدائق'].map(titleWrap)).toEqual(['long', 'long', 'long']);
    expect(['Parts and accessories', 'Квадроциклы и мотовездеходы', 'محركات القوارب الخارجية'].map(titleWrap)).toEqual([
      'longest',
      'longest',
      'longest',
    ]);
    // One line: short titles, and a long single word (it could not wrap anyway).
    expect(['ATV and UTV', 'Water pumps', 'Motocicletasss', ' Generators  '].map(titleWrap)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('saleLinks', () => {
  it('points each running offer at the offers section with its filter query', () => {
    const offer = { id: 5, slug: 'gear-up', title: 'Gear up', discountPercent: 20, endsAt: '2030-01-01T00:00:00.000Z', image };
    expect(saleLinks({ items: [{ ...offer, filterQueryString: 'offers.slug=gear-up' }] })).toEqual([
      { key: 'offer-5', title: 'Gear up', to: 'catalog', discountPercent: 20, search: { 'offers.slug': 'gear-up' } },
    ]);
    expect(saleLinks({ items: [{ ...offer, filterQueryString: '' }] })[0]).not.toHaveProperty('search');
    expect(saleLinks(undefined)).toEqual([]);
  });
});

describe('searchParamsOf', () => {
  it('decodes a filter query string, with or without its question mark', () => {
    expect(searchParamsOf('?offers.slug=gear-up&badges%5B%5D=sale')).toEqual({ 'offers.slug': 'gear-up', 'badges[]': 'sale' });
    expect(searchParamsOf('price%5Bbetween%5D=100..200')).toEqual({ 'price[between]': '100..200' });
    expect(searchParamsOf('')).toBeUndefined();
  });
});

describe('regionForCity', () => {
  const regions = [
    { slug: 'dubai', active: true },
    { slug: 'abu-dhabi', active: true },
    { slug: 'ras-al-khaimah', active: false },
  ];
  const city = (slug: string, region: string) => ({ slug, region: { id: 1, slug: region, name: region, active: true } });

  it('chooses the region of the same slug, else the city region', () => {
    expect(regionForCity(city('dubai', 'dubai'), regions)).toBe('dubai');
    expect(regionForCity(city('al-ain', 'abu-dhabi'), regions)).toBe('abu-dhabi');
  });

  it('chooses no inactive or unknown region', () => {
    expect(regionForCity(city('ras-al-khaimah', 'ras-al-khaimah'), regions)).toBeUndefined();
    expect(regionForCity(city('atlantis', 'atlantis'), regions)).toBeUndefined();
    expect(regionForCity(city('dubai', 'dubai'), undefined)).toBeUndefined();
  });
});

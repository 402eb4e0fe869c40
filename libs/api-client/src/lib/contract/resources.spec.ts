import { describe, expect, it } from 'vitest';
import { categoryTreeNodeSchema, characteristicSchema } from './catalog';
import { quotationSchema } from './checkout';
import { bookingPaths } from './bookings';
import { apiPaths } from './paths';

const image = { path: '/categories/motorcycles.svg', width: 800, height: 600, alt: 'Motorcycles' };
const category = (id: number, level: number, children: unknown[] = []) => ({
  id,
  slug: `c${id}`,
  path: `c${id}`,
  parentId: level === 1 ? null : id - 1,
  level,
  position: 10,
  title: 'Title',
  description: '',
  icon: 'motorcycle',
  image,
  hidden: false,
  productsCount: 0,
  children,
});

describe('apiPaths', () => {
  it('encodes ids and slugs, keeping the / of a category path', () => {
    expect(apiPaths.productBySlug('raptor 250')).toBe('/products/slug/raptor%20250');
    expect(apiPaths.categoryBySlug('motorcycles/off-road-motorcycles/enduro')).toBe('/categories/slug/motorcycles/off-road-motorcycles/enduro');
    expect(apiPaths.categoryBySlug('a?b/c')).toBe('/categories/slug/a%3Fb/c');
    expect(apiPaths.serviceArticle('x/y')).toBe('/v2/service/articles/x%2Fy');
    expect(apiPaths.quotation).toBe('/quotation/get');
    expect(apiPaths.dealAdd).toBe('/deal/add/');
  });

  it('names the bookings and where a model stands (docs/regional-api.md "Bookings")', () => {
    expect(bookingPaths.productStores(42)).toBe('/stores/with-product/42');
    expect([bookingPaths.bookingSlots, bookingPaths.bookings]).toEqual(['/bookings/slots', '/bookings']);
    expect([bookingPaths.booking(7), bookingPaths.booking(7, '/calendar.ics'), bookingPaths.booking(7, '/cancel')]).toEqual(['/bookings/7', '/bookings/7/calendar.ics', '/bookings/7/cancel']);
  });
});

describe('categoryTreeNodeSchema', () => {
  it('validates a tree to any depth', () => {
    expect(categoryTreeNodeSchema.safeParse(category(1, 1, [category(2, 2, [category(3, 3)])])).success).toBe(true);
    expect(categoryTreeNodeSchema.safeParse(category(1, 1, [category(2, 2, [{ ...category(3, 3), level: 4 }])])).success).toBe(false);
  });
});

describe('characteristicSchema', () => {
  const base = { key: 'k', name: 'Name', unit: null, position: 10, group: { id: 1, title: 'General', position: 10 } };
  it.each([[250], ['Four-stroke'], [[{ name: 'Keys', value: 2 }]]])('accepts the value %j', (value) => {
    expect(characteristicSchema.safeParse({ ...base, value }).success).toBe(true);
  });
  it('refuses other values', () => {
    expect(characteristicSchema.safeParse({ ...base, value: true }).success).toBe(false);
    expect(characteristicSchema.safeParse({ ...base, value: [{ name: 'Keys' }] }).success).toBe(false);
  });
});

describe('quotationSchema', () => {
  it('wants integer minor units', () => {
    const zero = {
      currency: 'AED',
      fractionDigits: 2,
      taxRate: 500,
      subTotalBeforeDiscounts: 0,
      discountsTotalAbs: 0,
      subTotalBeforeTaxation: 0,
      taxesTotal: 0,
      total: 0,
      adjustments: [],
      lines: [],
    };
    expect(quotationSchema.safeParse(zero).success).toBe(true);
    expect(quotationSchema.safeParse({ ...zero, total: 12.5 }).success).toBe(false);
  });
});

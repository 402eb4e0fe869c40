import { describe, expect, it } from 'vitest';
import { apiErrorSchema, apiPaths, listSchema, regionListSchema, regionSchema } from './schemas';
import { z } from 'zod';

const dubai = {
  id: 1,
  name: 'Dubai',
  slug: 'ae',
  active: true,
  nameCases: { nameIn: 'in Dubai', nameFrom: 'from Dubai' },
};
const validList = { items: [dubai], totalItems: 1, page: 1, itemsPerPage: 999 };

describe('regionListSchema', () => {
  it('accepts a valid region list and returns it unchanged', () => {
    expect(regionListSchema.parse(validList)).toEqual(validList);
  });

  it('accepts an empty list', () => {
    expect(regionListSchema.safeParse({ items: [], totalItems: 0, page: 1, itemsPerPage: 20 }).success).toBe(true);
  });

  it.each([
    ['items is not an array', { ...validList, items: 'nope' }],
    ['items is missing', { totalItems: 1, page: 1, itemsPerPage: 999 }],
    ['totalItems is missing', { items: [dubai], page: 1, itemsPerPage: 999 }],
    ['totalItems is negative', { ...validList, totalItems: -1 }],
    ['page is 0', { ...validList, page: 0 }],
    ['itemsPerPage is not an integer', { ...validList, itemsPerPage: 1.5 }],
    ['an item lacks nameCases', { ...validList, items: [{ ...dubai, nameCases: undefined }] }],
    ['an item has a string id', { ...validList, items: [{ ...dubai, id: '1' }] }],
    ['an item has id 0', { ...validList, items: [{ ...dubai, id: 0 }] }],
    ['an item has active as a string', { ...validList, items: [{ ...dubai, active: 'true' }] }],
    ['the answer is not an object', 'not json'],
  ])('rejects a list where %s', (_case, value) => {
    expect(regionListSchema.safeParse(value).success).toBe(false);
  });

  it('points at the failing field in its error', () => {
    const result = regionListSchema.safeParse({ ...validList, items: [{ ...dubai, slug: 7 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['items', 0, 'slug']]);
  });
});

describe('regionSchema', () => {
  it('accepts a valid region and drops unknown fields', () => {
    expect(regionSchema.parse({ ...dubai, extra: 'x' })).toEqual(dubai);
  });
});

describe('listSchema', () => {
  it('validates items with the given item schema', () => {
    const numbers = listSchema(z.number());
    expect(numbers.safeParse({ items: [1, 2], totalItems: 2, page: 1, itemsPerPage: 2 }).success).toBe(true);
    expect(numbers.safeParse({ items: ['1'], totalItems: 1, page: 1, itemsPerPage: 2 }).success).toBe(false);
  });
});

describe('apiErrorSchema', () => {
  it('accepts { error, message }', () => {
    const body = { error: 'not_found', message: 'No product with slug x' };
    expect(apiErrorSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['message is missing', { error: 'not_found' }],
    ['error is missing', { message: 'gone' }],
    ['error is not a string', { error: 404, message: 'gone' }],
    ['the body is null', null],
  ])('rejects an error body where %s', (_case, value) => {
    expect(apiErrorSchema.safeParse(value).success).toBe(false);
  });
});

describe('apiPaths', () => {
  it('builds region paths relative to the region base', () => {
    expect(apiPaths.regions).toBe('/regions');
    expect(apiPaths.region(7)).toBe('/regions/7');
  });
});

import { describe, expect, it } from 'vitest';
import { categoryPathOf } from './category-path';

describe('categoryPathOf', () => {
  it.each([
    ['motorcycles', 'motorcycles'],
    ['motorcycles/off-road-motorcycles/enduro', 'motorcycles/off-road-motorcycles/enduro'],
    ['motorcycles/off-road-motorcycles/enduro/', 'motorcycles/off-road-motorcycles/enduro'],
    ['special-series', 'special-series'],
  ])('reads %s as %s', (splat, path) => {
    expect(categoryPathOf(splat)).toBe(path);
  });

  it.each([undefined, '', '/', 'a//b', 'a/b/c/d', 'Motorcycles', 'motor%20cycles', '<script>', 'a/../b', '-a', 'a-', 'á', 'a'.repeat(101)])(
    'refuses %j',
    (splat) => {
      expect(categoryPathOf(splat)).toBeNull();
    },
  );
});

import { bookingPaths } from '@storefront/api-client/contract';
import { describe, expect, it } from 'vitest';
import { productStoresPath } from './product-stores.api';

describe('productStoresPath', () => {
  it('is the contract’s path of the stores with a product', () => {
    for (const id of [1, 42, 999_999]) expect(productStoresPath(id)).toBe(bookingPaths.productStores(id));
  });
});

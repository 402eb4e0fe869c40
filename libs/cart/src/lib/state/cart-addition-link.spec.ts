import { describe, expect, it } from 'vitest';
import { cartAdditionFromSearch } from './cart-addition-link';

describe('cartAdditionFromSearch', () => {
  it('reads the product page form: product, pieces and warranty', () => {
    expect(cartAdditionFromSearch({ add: '7', quantity: '2', warranty: 'pro' })).toEqual({ productId: 7, quantity: 2, warranty: 'pro' });
  });

  it('takes 1 piece and Basic where the quantity or the warranty is missing, malformed or out of bounds', () => {
    expect(cartAdditionFromSearch({ add: '7' })).toEqual({ productId: 7, quantity: 1, warranty: 'basic' });
    for (const quantity of ['0', '-1', '1000', '2.5', '1e3', ' 2', '', ['2', '3']]) {
      expect(cartAdditionFromSearch({ add: '7', quantity, warranty: 'gold' }), String(quantity)).toEqual({ productId: 7, quantity: 1, warranty: 'basic' });
    }
  });

  it('makes no addition without a product id that is a positive whole number', () => {
    for (const add of [undefined, '', '0', '-7', 'seven', '7.0', '0x10', '9999999999', ['7', '8'], { id: 7 }]) {
      expect(cartAdditionFromSearch({ add, quantity: '2' }), JSON.stringify(add)).toBeUndefined();
    }
    expect(cartAdditionFromSearch({ ['__proto__']: '7' })).toBeUndefined();
  });
});

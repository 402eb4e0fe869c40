/** SPEC §9: Basic 0, Pro 999, in the region's currency. */
export interface WarrantyOption {
  id: 'basic' | 'pro';
  title: string;
  price: number;
}

/**
 * SPEC §9 warranty options: a business constant of every region (not a dev-only extra), the price in
 * major units of the region's currency. The product page offers them; the cart line keeps the choice.
 */
export const WARRANTY_OPTIONS: readonly WarrantyOption[] = Object.freeze([
  Object.freeze({ id: 'basic', title: 'Basic', price: 0 } as const),
  Object.freeze({ id: 'pro', title: 'Pro', price: 999 } as const),
]);

import { defineMessages, type NoMessageValues } from 'react-intl';

/** The catalogue's product card (a product in a list). */
export const productCardMessages = defineMessages<{
  /** Read before the struck-through price of a discounted product. */
  oldPrice: NoMessageValues;
  /** Read before the current price when an old price is shown. */
  currentPrice: NoMessageValues;
  inStock: NoMessageValues;
  outOfStock: NoMessageValues;
  /** In stock with 1 to 3 pieces left. */
  lowStock: { count: number };
  /** A pre-order: orderable now, expected in `date` (a month and year, "March 2027"). */
  preOrder: { date: string };
}>({
  oldPrice: { id: 'catalog.productCard.oldPrice', defaultMessage: 'Old price' },
  currentPrice: { id: 'catalog.productCard.currentPrice', defaultMessage: 'Now' },
  inStock: { id: 'catalog.productCard.inStock', defaultMessage: 'In stock' },
  outOfStock: { id: 'catalog.productCard.outOfStock', defaultMessage: 'Out of stock' },
  lowStock: {
    id: 'catalog.productCard.lowStock',
    defaultMessage: '{count, plural, one {Only # left in stock} other {Only # left in stock}}',
  },
  preOrder: { id: 'catalog.productCard.preOrder', defaultMessage: 'Pre-order: expected in {date}' },
});

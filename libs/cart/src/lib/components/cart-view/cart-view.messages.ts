import { defineMessages, type NoMessageValues } from 'react-intl';

/** The cart page (`/cart/`): its lines, totals and states. */
export const cartViewMessages = defineMessages<{
  title: NoMessageValues;
  /** Under the title: how many products. */
  count: { count: number };
  /** Announced and shown while the cart is read from the browser. */
  restoring: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyText: NoMessageValues;
  emptyAction: NoMessageValues;
  /** The list of lines, for screen readers. */
  linesLabel: NoMessageValues;
  /** Announced for a line whose product is not named yet (its skeleton). */
  loadingProduct: NoMessageValues;
  /** The remove button of a line whose product is not named yet. */
  removeUnnamed: NoMessageValues;
  warranty: { warranty: string };
  /** A line (of the cart or an order) of a pre-order: expected in `date` (a month and year, "March 2027"). */
  preOrder: { date: string };
  warrantyBasic: NoMessageValues;
  warrantyPro: NoMessageValues;
  unitPrice: NoMessageValues;
  lineTotal: NoMessageValues;
  /** Per piece, under a line's total. */
  each: { price: string };
  /** The remove button of a line, with the product for screen readers. */
  remove: { product: string };
  removeVisible: NoMessageValues;
  /** A line's discount from an offer. */
  lineDiscount: { amount: string };
  summaryTitle: NoMessageValues;
  subTotalBeforeDiscounts: NoMessageValues;
  discountsTotal: NoMessageValues;
  subTotalBeforeTaxation: NoMessageValues;
  taxesTotal: NoMessageValues;
  /** Under the total, where the prices include the tax: the tax it contains (`tax`: the backend's label, "VAT 5 %"). */
  taxIncluded: { tax: string };
  total: NoMessageValues;
  /** Under the total in a country without VAT. */
  noTax: NoMessageValues;
  /** Announced while a new quotation is asked for. */
  updating: NoMessageValues;
  failedTitle: NoMessageValues;
  failedText: NoMessageValues;
  retry: NoMessageValues;
  /** Toast: products the shop no longer sells were removed. */
  unsoldNamed: { products: string; count: number };
  unsoldUnnamed: { count: number };
  /** A stored cart had more lines than fit (`max`): those left out, named (`products`, a list). */
  droppedNamed: { products: string; count: number; max: number };
  droppedUnnamed: { count: number; max: number };
  /** The last item of `droppedNamed`'s list when more were left out than it names. */
  droppedMore: { count: number };
  droppedDismiss: NoMessageValues;
  continueShopping: NoMessageValues;
}>({
  title: { id: 'cart.view.title', defaultMessage: 'Your cart' },
  count: { id: 'cart.view.count', defaultMessage: '{count, plural, one {# product} other {# products}}' },
  restoring: { id: 'cart.view.restoring', defaultMessage: 'Loading your cart…' },
  emptyTitle: { id: 'cart.view.emptyTitle', defaultMessage: 'Your cart is empty' },
  emptyText: {
    id: 'cart.view.emptyText',
    defaultMessage: 'Motorcycles, generators, engines and more are waiting in the catalogue.',
  },
  emptyAction: { id: 'cart.view.emptyAction', defaultMessage: 'Browse the catalogue' },
  linesLabel: { id: 'cart.view.linesLabel', defaultMessage: 'Products in your cart' },
  loadingProduct: { id: 'cart.view.loadingProduct', defaultMessage: 'Loading the product…' },
  removeUnnamed: { id: 'cart.view.removeUnnamed', defaultMessage: 'Remove this product from the cart' },
  warranty: { id: 'cart.view.warranty', defaultMessage: 'Warranty: {warranty}' },
  preOrder: { id: 'cart.view.preOrder', defaultMessage: 'Pre-order: expected in {date}' },
  warrantyBasic: { id: 'cart.view.warrantyBasic', defaultMessage: 'Basic' },
  warrantyPro: { id: 'cart.view.warrantyPro', defaultMessage: 'Pro' },
  unitPrice: { id: 'cart.view.unitPrice', defaultMessage: 'Price' },
  lineTotal: { id: 'cart.view.lineTotal', defaultMessage: 'Total' },
  each: { id: 'cart.view.each', defaultMessage: '{price} each' },
  remove: { id: 'cart.view.remove', defaultMessage: 'Remove {product} from the cart' },
  removeVisible: { id: 'cart.view.removeVisible', defaultMessage: 'Remove' },
  lineDiscount: { id: 'cart.view.lineDiscount', defaultMessage: 'Offer: −{amount}' },
  summaryTitle: { id: 'cart.view.summaryTitle', defaultMessage: 'Order summary' },
  subTotalBeforeDiscounts: { id: 'cart.view.subTotalBeforeDiscounts', defaultMessage: 'Products' },
  discountsTotal: { id: 'cart.view.discountsTotal', defaultMessage: 'Discounts' },
  subTotalBeforeTaxation: { id: 'cart.view.subTotalBeforeTaxation', defaultMessage: 'Subtotal before tax' },
  taxesTotal: { id: 'cart.view.taxesTotal', defaultMessage: 'Tax' },
  taxIncluded: { id: 'cart.view.taxIncluded', defaultMessage: 'Including {tax}' },
  total: { id: 'cart.view.total', defaultMessage: 'Total' },
  noTax: { id: 'cart.view.noTax', defaultMessage: 'No VAT is charged in this country.' },
  updating: { id: 'cart.view.updating', defaultMessage: 'Updating prices…' },
  failedTitle: { id: 'cart.view.failedTitle', defaultMessage: 'Prices could not be updated' },
  failedText: {
    id: 'cart.view.failedText',
    defaultMessage: 'Your products are safe in the cart. Try again in a moment to see the current prices.',
  },
  retry: { id: 'cart.view.retry', defaultMessage: 'Try again' },
  unsoldNamed: {
    id: 'cart.view.unsoldNamed',
    defaultMessage:
      '{count, plural, one {{products} is no longer sold here and left your cart.} other {{products} are no longer sold here and left your cart.}}',
  },
  unsoldUnnamed: {
    id: 'cart.view.unsoldUnnamed',
    defaultMessage:
      '{count, plural, one {A product in your cart is no longer sold here and left it.} other {# products in your cart are no longer sold here and left it.}}',
  },
  droppedNamed: {
    id: 'cart.view.droppedNamed',
    defaultMessage:
      '{count, plural, one {Your cart holds at most {max} products, so # was left out: {products}.} other {Your cart holds at most {max} products, so # were left out: {products}.}}',
  },
  droppedUnnamed: {
    id: 'cart.view.droppedUnnamed',
    defaultMessage:
      '{count, plural, one {Your cart holds at most {max} products, so # was left out.} other {Your cart holds at most {max} products, so # were left out.}}',
  },
  droppedMore: { id: 'cart.view.droppedMore', defaultMessage: '{count, plural, one {# more} other {# more}}' },
  droppedDismiss: { id: 'cart.view.droppedDismiss', defaultMessage: 'Got it' },
  continueShopping: { id: 'cart.view.continueShopping', defaultMessage: 'Continue shopping' },
});

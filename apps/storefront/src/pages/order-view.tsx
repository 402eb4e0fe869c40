import { OrderDetails, type OrderDetailsProps } from '@storefront/cart';

/**
 * The order's details as the order page shows them, a module of its own so that the page hydrates
 * them from their own chunk (a dynamic import of `@storefront/cart` itself would take the whole lib).
 */
export function OrderView(props: OrderDetailsProps) {
  return <OrderDetails {...props} />;
}

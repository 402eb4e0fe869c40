import type { OrderArgs } from '../../state/order.api';
import { OrderPayment } from './order-payment';
import { useOrderPayment } from './use-order-payment';

export interface OrderPaymentPanelProps {
  args: OrderArgs;
  /** The country's time zone (`/init/shop` `timeZone`). */
  timeZone: string;
}

/** The order page's payment state and actions (`useOrderPayment`); nothing for an order paid offline. */
export function OrderPaymentPanel({ args, timeZone }: OrderPaymentPanelProps) {
  const payment = useOrderPayment(args);
  return payment ? <OrderPayment {...payment} timeZone={timeZone} /> : null;
}

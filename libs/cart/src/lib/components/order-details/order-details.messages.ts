import { defineMessages, type NoMessageValues } from 'react-intl';

/** The order page (`/cart/{slug}/`). */
export const orderMessages = defineMessages<{
  thanks: { name: string };
  placedAt: { date: string };
  statusNew: NoMessageValues;
  statusAwaitingPayment: NoMessageValues;
  statusPaid: NoMessageValues;
  statusPaymentFailed: NoMessageValues;
  statusPaymentCancelled: NoMessageValues;
  statusPaymentExpired: NoMessageValues;
  statusConfirmed: NoMessageValues;
  statusCancelled: NoMessageValues;
  /** Before the status badge, for screen readers. */
  status: NoMessageValues;
  itemsTitle: NoMessageValues;
  /** "2 × AED 1,249.00" under a line. */
  quantityTimes: { quantity: number; price: string };
  deliveryTitle: NoMessageValues;
  pickup: NoMessageValues;
  pickupAt: { store: string };
  courier: NoMessageValues;
  courierTo: { city: string; address: string };
  contactTitle: NoMessageValues;
  commentTitle: NoMessageValues;
  next: NoMessageValues;
  keepLink: NoMessageValues;
}>({
  thanks: { id: 'cart.order.thanks', defaultMessage: 'Thank you, {name}! Your order is placed.' },
  placedAt: { id: 'cart.order.placedAt', defaultMessage: 'Placed on {date}' },
  statusNew: { id: 'cart.order.statusNew', defaultMessage: 'Received' },
  statusAwaitingPayment: { id: 'cart.order.statusAwaitingPayment', defaultMessage: 'Awaiting payment' },
  statusPaid: { id: 'cart.order.statusPaid', defaultMessage: 'Paid' },
  statusPaymentFailed: { id: 'cart.order.statusPaymentFailed', defaultMessage: 'Payment declined' },
  statusPaymentCancelled: { id: 'cart.order.statusPaymentCancelled', defaultMessage: 'Payment cancelled' },
  statusPaymentExpired: { id: 'cart.order.statusPaymentExpired', defaultMessage: 'Payment expired' },
  statusConfirmed: { id: 'cart.order.statusConfirmed', defaultMessage: 'Confirmed' },
  statusCancelled: { id: 'cart.order.statusCancelled', defaultMessage: 'Cancelled' },
  status: { id: 'cart.order.status', defaultMessage: 'Status:' },
  itemsTitle: { id: 'cart.order.itemsTitle', defaultMessage: 'Products' },
  quantityTimes: { id: 'cart.order.quantityTimes', defaultMessage: '{quantity} × {price}' },
  deliveryTitle: { id: 'cart.order.deliveryTitle', defaultMessage: 'Delivery' },
  pickup: { id: 'cart.order.pickup', defaultMessage: 'Pickup at a store' },
  pickupAt: { id: 'cart.order.pickupAt', defaultMessage: 'Pickup at {store}' },
  courier: { id: 'cart.order.courier', defaultMessage: 'Courier delivery' },
  courierTo: { id: 'cart.order.courierTo', defaultMessage: 'Courier to {address}, {city}' },
  contactTitle: { id: 'cart.order.contactTitle', defaultMessage: 'Contact' },
  commentTitle: { id: 'cart.order.commentTitle', defaultMessage: 'Your comment' },
  next: {
    id: 'cart.order.next',
    defaultMessage: 'We will call you shortly to confirm the order and agree on the delivery or pickup time.',
  },
  keepLink: {
    id: 'cart.order.keepLink',
    defaultMessage: 'Keep this page’s address: it is the only way to see your order again.',
  },
});

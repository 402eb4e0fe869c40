import { queryErrorStatus } from '@storefront/api-client';
import { useEffect, useState } from 'react';
import { loadOnce } from '../load-once';
import { orderApi, paidOnline, useGetOrderQuery, type OrderArgs } from '../../state/order.api';
import type { OrderPaymentProps, RetryState } from './order-payment';

/**
 * Polite polling while a confirmation is awaited: every 2 s for the first 30 s (it usually comes within
 * seconds), then every 10 s, and not at all after 10 minutes (the page says so and offers to check again).
 */
const PHASES = { fast: { everyMs: 2_000, forMs: 30_000 }, slow: { everyMs: 10_000, forMs: 9.5 * 60_000 }, stopped: { everyMs: 0, forMs: 0 } } as const;
type Phase = keyof typeof PHASES;

// The analytics of a purchase load once an order is seen paid: most visits of the page never need them.
const loadAnalytics = loadOnce(() => import('../../checkout/checkout-analytics'));

/**
 * The order page's payment state (issue 32): polls `GET /orders/{slug}` while the order awaits a
 * confirmation (politely, only while the tab is visible, and not for ever), opens a new payment session
 * for "Pay now" and leaves for the provider's page, and sends GA4 `purchase` once the order is paid (an
 * order paid offline sent it when placed: `trackPurchaseOnce` keeps it to one per order).
 */
export function useOrderPayment(args: OrderArgs): Omit<OrderPaymentProps, 'timeZone'> | undefined {
  const [phase, setPhase] = useState<Phase>('fast');
  const { data: order, refetch } = useGetOrderQuery(args);
  const awaiting = order?.status === 'awaiting_payment' && order.paymentUrl !== null;
  // The polling is a second subscription of the same cache entry: the page and the details see each answer.
  orderApi.endpoints.getOrder.useQuerySubscription(args, { pollingInterval: awaiting ? PHASES[phase].everyMs : 0, skipPollingIfUnfocused: true });

  // Each phase lasts its time, then polling slows down, then stops.
  useEffect(() => {
    if (!awaiting || phase === 'stopped') return undefined;
    const timer = setTimeout(() => setPhase(phase === 'fast' ? 'slow' : 'stopped'), PHASES[phase].forMs);
    return () => clearTimeout(timer);
  }, [awaiting, phase]);

  useEffect(() => {
    if (order?.status !== 'paid') return;
    loadAnalytics().then(
      ({ trackPurchaseOnce }) => trackPurchaseOnce(order, args.region),
      // A chunk that could not load (a new deployment, the network): the purchase is sent on the next visit.
      (error: unknown) => console.warn('The purchase could not be reported', error),
    );
  }, [order, args.region]);

  const [pay, { isLoading }] = orderApi.useRetryPaymentMutation();
  const [retry, setRetry] = useState<RetryState>('idle');
  if (!order || !paidOnline(order)) return undefined;

  const onRetry = () => {
    if (isLoading) return;
    setRetry('opening');
    pay(args)
      .unwrap()
      .then(
        (next) => {
          // The provider's page: a full navigation away from the storefront.
          if (next.paymentUrl) window.location.assign(next.paymentUrl);
          else setRetry('failed');
        },
        (error: unknown) => setRetry(queryErrorStatus(error) === 503 ? 'unavailable' : 'failed'),
      );
  };
  const onCheckAgain = () => {
    setPhase('fast');
    void refetch();
  };
  return { order, slow: phase === 'stopped', onCheckAgain, retry, onRetry };
}

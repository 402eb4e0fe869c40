import { lazy } from 'react';

/**
 * The checkout form as the cart page shows it, once the shopper opens the checkout: its code (the
 * form, the phone field with its country table, Radix Select and the focus scope, ~26 kB gzip) loads
 * then, never with the cart (docs/adr/0232-click-only-parts-stay-lazy.md). Render it inside a `<Suspense>` with a placeholder of
 * the form's size.
 */
export const CheckoutForm = lazy(() => import('./checkout-form').then((module) => ({ default: module.CheckoutForm })));

import { lazy } from 'react';

/**
 * The accessibility feedback form as the statement shows it, once the shopper asks to write: its code
 * (the form, the phone field, the HTTP transport; ~85 kB gzip, the chunks the call-back dialog loads
 * too) loads then, never with the page (docs/adr/0232-click-only-parts-stay-lazy.md,
 * docs/adr/0277-accessibility-feedback-through-the-crm.md). Render it inside a `<Suspense>`.
 */
export const AccessibilityFeedbackForm = lazy(() =>
  import('./accessibility-feedback-form').then((module) => ({ default: module.AccessibilityFeedbackForm })),
);

import { createFileRoute } from '@tanstack/react-router';
import { appMessages } from '../../../../../app/messages';
import { cookiePolicyMessages } from '../../../../../pages/cookie-policy.messages';
import { pageHead } from '../../../../-shared/page-head';
import { CookiePolicyPage } from './-page';

/**
 * `/cookie-policy/` of a region (issue 33): what the site stores, rendered from the registry
 * (app/storage/storage-registry.ts) in the page's language, how this region asks for consent, and the
 * way to the global legal pages. Nothing to load: the same page for everyone of the region, cacheable.
 */
export const Route = createFileRoute('/$regionLocale/{-$city}/_default/cookie-policy')({
  head: ({ matches }) => pageHead(matches, { page: appMessages.cookiePolicy, description: cookiePolicyMessages.description }),
  component: CookiePolicyPage,
});

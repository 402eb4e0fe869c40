import { createFileRoute } from '@tanstack/react-router';
import { searchLoaderDeps, validateSearchRecord } from '../../../../../../app/search-params';
import { contentHead } from '../../../../../-shared/content-head';
import { loadSupportPage } from './-loader';
import { SupportPage } from './-page';

/**
 * The support centre (support layout, dark header): one route for its home and search (`?q=`, an empty
 * splat), a section (`/support/{section}/`) and an article (`/support/{section}/{article}/`); the
 * router would match `support/$` for `/support/` anyway. The loader also computes the head.
 */
export const Route = createFileRoute('/$regionLocale/{-$city}/_support/support/$')({
  validateSearch: validateSearchRecord,
  loaderDeps: searchLoaderDeps,
  loader: ({ params, location: { pathname }, deps: { search }, context }) => loadSupportPage({ ...context, params, pathname, search }),
  head: contentHead,
  component: SupportPage,
});

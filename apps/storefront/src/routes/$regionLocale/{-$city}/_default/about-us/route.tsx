import { createFileRoute } from '@tanstack/react-router';
import { searchLoaderDeps, validateSearchRecord } from '../../../../../app/search-params';
import { contentHead } from '../../../../-shared/content-head';
import { loadAboutUsPage } from './-loader';
import { AboutUsPage } from './-page';

/**
 * `/about-us/`: the brand's page, the stores screen with tabs by region (`?region=`, SPEC §4) and the
 * cities (dark header). The loader also computes the head.
 */
export const Route = createFileRoute('/$regionLocale/{-$city}/_default/about-us')({
  validateSearch: validateSearchRecord,
  loaderDeps: searchLoaderDeps,
  loader: ({ location: { pathname }, deps: { search }, context }) => loadAboutUsPage({ ...context, pathname, search }),
  head: contentHead,
  component: AboutUsPage,
});

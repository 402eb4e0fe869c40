import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import type { MessageDescriptor } from 'react-intl';
import { appMessages } from '../app/messages';
import { pageHead } from './page-head';
import { pageHeadMessages } from './page-head.messages';
import { defaultLayoutRoute, supportLayoutRoute } from './layout.routes';

const SectionPage = lazyRouteComponent(() => import('../pages/section.page'), 'SectionPage');

/** A section of the storefront under a region layout; its page arrives with the section's feature. */
function sectionRoute<TParent extends AnyRoute>(
  parent: () => TParent,
  path: string,
  title: MessageDescriptor,
) {
  return createRoute({
    getParentRoute: parent,
    path,
    staticData: { title, private: false },
    // A placeholder's description names its section; the section's feature brings the real one.
    head: ({ matches }) => pageHead(matches, { page: title, description: pageHeadMessages.sectionDescription }),
    component: SectionPage,
  });
}

const inDefault = () => defaultLayoutRoute;
const inSupport = () => supportLayoutRoute;

/** SPEC §2: every regional route of the table, in its layout. */
export const sectionRoutes = {
  blog: sectionRoute(inDefault, 'blog', appMessages.blog),
  blogPost: sectionRoute(inDefault, 'blog/$slug', appMessages.blog),
  catalog: sectionRoute(inDefault, 'catalog', appMessages.catalog),
  aboutUs: sectionRoute(inDefault, 'about-us', appMessages.aboutUs),
  support: sectionRoute(inSupport, 'support', appMessages.support),
  supportArticle: sectionRoute(inSupport, 'support/$', appMessages.support),
};

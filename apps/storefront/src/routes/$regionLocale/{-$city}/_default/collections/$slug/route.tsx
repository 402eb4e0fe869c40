import { createFileRoute } from '@tanstack/react-router';
import { appMessages } from '../../../../../../app/messages';
import { pageIntlOf } from '../../../../../../app/route-data';
import { collectionJsonLd } from './-head';
import { pageHead } from '../../../../../-shared/page-head';
import { pageHeadMessages } from '../../../../../../app/page-head.messages';
import { loadCollectionPage } from './-loader';
import { CollectionPage } from './-page';

/**
 * `/collections/{slug}/` (SPEC §2, `/taxonomies/{slug}`): a hand-picked set of products in the
 * collection's order. A slug that cannot name a collection (no backend call) or one the backend
 * does not know is the 404 page with status 404, as an unknown category is; a collection that
 * fails to load (5xx, timeout) leaves the page with its trail, a heading and an error state with a
 * retry, never an error page (docs/adr/0060-collections-answer-like-categories.md).
 */
export const Route = createFileRoute('/$regionLocale/{-$city}/_default/collections/$slug')({
  staticData: { title: appMessages.collections, private: false },
  loader: ({ params, context: { store, regionLocale } }) => loadCollectionPage({ slug: params.slug, store, regionLocale }),
  head: ({ matches, loaderData }) => {
    if (!loaderData?.title) {
      // It did not load: a page to try again, not one to index.
      return pageHead(matches, { page: appMessages.collections, description: pageHeadMessages.sectionDescription, noindex: true });
    }
    const { args, title, description } = loaderData;
    // Named as the page's breadcrumbs name it; the catalogue's own messages stay out of the first load.
    const homeName = pageIntlOf(matches).formatMessage(pageHeadMessages.home);
    return pageHead(matches, {
      page: title,
      description: description || pageHeadMessages.sectionDescription,
      jsonLd: (absoluteUrl) => collectionJsonLd(matches, { args, homeName }, absoluteUrl),
    });
  },
  component: CollectionPage,
});

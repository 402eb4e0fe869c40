import { createFileRoute } from '@tanstack/react-router';
import { appMessages } from '../../../../../app/messages';
import { pageIntlOf } from '../../../../../app/route-data';
import { breadcrumbListJsonLd, regionRootOf } from '../../../../-shared/catalog-head';
import { pageHead } from '../../../../-shared/page-head';
import { pageHeadMessages } from '../../../../../app/page-head.messages';
import { ComparisonPage } from './-page';

/**
 * `/comparison/` (SPEC §2): the shopper's comparison, kept in the browser (`comparison_{region}`), so
 * the server renders the page's frame and the browser fills it. The frame is the same for everyone:
 * cacheable like any page; not indexed (there is nothing of the shop's in it for a search engine).
 */
export const Route = createFileRoute('/$regionLocale/{-$city}/_default/comparison')({
  staticData: { title: appMessages.comparison, private: false },
  head: ({ matches }) =>
    pageHead(matches, {
      page: appMessages.comparison,
      description: pageHeadMessages.comparisonDescription,
      noindex: true,
      jsonLd: (absoluteUrl) => {
        const intl = pageIntlOf(matches);
        const root = regionRootOf(matches, 'comparison');
        return [
          breadcrumbListJsonLd([
            { name: intl.formatMessage(pageHeadMessages.home), url: absoluteUrl(root) },
            { name: intl.formatMessage(appMessages.comparison), url: absoluteUrl(`${root}comparison/`) },
          ]),
        ];
      },
    }),
  component: ComparisonPage,
});

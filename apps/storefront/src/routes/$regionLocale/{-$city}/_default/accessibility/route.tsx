import { createFileRoute } from '@tanstack/react-router';
import { appMessages } from '../../../../../app/messages';
import { pageHeadMessages } from '../../../../../app/page-head.messages';
import { pageHead } from '../../../../-shared/page-head';
import { AccessibilityPage } from './-page';

/**
 * `/accessibility/`: the region's accessibility statement in the page's language (issue 33), linked
 * from every footer. Its content is the app's messages and the region's startup data: no loader.
 */
export const Route = createFileRoute('/$regionLocale/{-$city}/_default/accessibility')({
  staticData: { title: appMessages.accessibility, private: false },
  head: ({ matches }) => pageHead(matches, { page: appMessages.accessibility, description: pageHeadMessages.accessibilityDescription }),
  component: AccessibilityPage,
});

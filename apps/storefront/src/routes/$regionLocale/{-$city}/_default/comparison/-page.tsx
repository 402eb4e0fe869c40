import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import { comparisonViewMessages } from '@storefront/comparison';
import { Heading } from '@storefront/ui';
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { lazyHydrated } from '../../../../../app/lazy-hydrated';
import { Page } from '../../../../../pages/list-page-parts';

const regionRoute = getRouteApi('/$regionLocale');

// The comparison lives in the browser's storage: the server renders its placeholder, and the
// comparison's code (view, table, slots) arrives in its own chunk, outside the first load.
const ComparisonPanel = lazyHydrated('comparison', () => import('./-parts/comparison-panel').then((module) => module.ComparisonPanel));

/** `/comparison/`: the shopper's compared products by category (SPEC §2, §4). */
export function ComparisonPage() {
  const { regionLocale } = regionRoute.useRouteContext();
  return (
    <ComparisonFrame aria-labelledby="comparison-title">
      <Global styles={printStyles} />
      <Heading level={1} id="comparison-title">
        <FormattedMessage {...comparisonViewMessages.title} />
      </Heading>
      <ComparisonPanel region={regionLocale.region} locale={regionLocale.locale} />
    </ComparisonFrame>
  );
}

// Printed, the comparison is its heading and its table on A4 (210 mm less the margins): no header,
// menus, footers or toasts.
const printStyles = {
  '@page': { size: 'A4', margin: '12mm' },
  '@media print': {
    'header, footer, nav, [data-sonner-toaster]': { display: 'none !important' },
  },
};

const ComparisonFrame = styled(Page)`
  padding-block-end: ${({ theme }) => theme.space[12]};
`;

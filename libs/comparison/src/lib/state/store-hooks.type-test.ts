// Compile-time tests of this lib's store hooks: typecheck runs them, nothing calls them (they are named as
// hooks only for the hooks lint). Each `@ts-expect-error` fails typecheck if the line below it compiles.
import { comparisonApi } from './comparison.api';
import { selectComparisonSlots, selectIsCompared } from './comparison.selectors';
import { useComparisonSelector } from './store-hooks';

export function useSelectorsOfThisLib(): void {
  useComparisonSelector(selectComparisonSlots);
  useComparisonSelector((state) => selectIsCompared(state, 1));
  useComparisonSelector(comparisonApi.endpoints.getComparisonProduct.select({ region: 'ae', locale: 'en', slug: 'raptor-125' }));
}

export function useSelectorsOfOtherStates(): void {
  // @ts-expect-error the lib does not own the regions slice, so it cannot read it.
  useComparisonSelector((state: { regions: { selectedSlug: string } }) => state.regions.selectedSlug);
  // @ts-expect-error a field the comparison state does not have.
  useComparisonSelector((state) => state.comparison?.slots);
}

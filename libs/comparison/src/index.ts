// Public API of @storefront/comparison (README.md). A page that shows comparison controls calls
// `useComparisonSync(region, rootReducer)`: it loads the comparison's runtime after hydration and
// injects `comparisonSlice` (a page may also inject it itself: `rootReducer.inject(comparisonSlice)`).

// State: the slice (SPEC §3, §4, §5), its selectors (an absent slice reads as empty) and the thunks
// that change and save it.
export {
  comparisonSlice,
  categoryChosen,
  characteristicToggled,
  comparisonRestored,
  productCharacteristicsLoaded,
  productRemoved,
  productToggled,
} from './lib/state/comparison.slice';
export {
  COMPARISON_REDUCER_PATH,
  selectActiveComparisonCategory,
  selectComparedProductsCount,
  selectComparison,
  selectComparisonCategories,
  selectComparisonRegion,
  selectComparisonSlots,
  selectIsCompared,
} from './lib/state/comparison.selectors';
export type { ComparisonState, ComparisonStoreState } from './lib/state/comparison.selectors';
export { COMPARISON_LIMITS, toggleOutcome } from './lib/state/comparison.model';
export type {
  ComparableProduct,
  ComparisonCategoryEntry,
  ComparisonCharacteristicGroup,
  ComparisonCharacteristicName,
  ComparisonSelectedCharacteristic,
  ComparisonSlot,
  ComparisonSlotCharacteristic,
  ComparisonSlotId,
  ComparisonToggleOutcome,
  ComparisonValue,
} from './lib/state/comparison.model';
export {
  chooseComparisonCategory,
  loadComparedProduct,
  removeFromComparison,
  restoreComparison,
  toggleComparison,
  toggleComparisonCharacteristic,
} from './lib/state/comparison.thunks';
export type {
  ComparedProductAnswer,
  ComparisonThunk,
  ComparisonThunkState,
  ComparisonToggleResult,
  ToggleComparisonInput,
} from './lib/state/comparison.thunks';
// The header's count: a few bytes, no Redux (lib/storage/stored-comparison.ts).
export { comparisonProductCount, comparisonStorageKey, storedComparisonCount } from './lib/storage/stored-comparison';
export { comparisonCategoriesQuery, comparisonProductQuery } from './lib/state/comparison.queries';
export type { ComparisonCategoriesArgs, ComparisonProductArgs } from './lib/state/comparison.queries';
export { useComparisonDispatch, useComparisonSelector } from './lib/state/store-hooks';
export type { ComparisonDispatch, ComparisonStoreHostState } from './lib/state/store-hooks';
export { useComparisonSync } from './lib/sync/use-comparison-sync';
export type { ComparisonSliceInjector } from './lib/state/comparison.lazy';

// UI
export { CompareToggle } from './lib/compare-toggle/compare-toggle';
export type { CompareToggleProps } from './lib/compare-toggle/compare-toggle';
export { ComparisonEmpty, ComparisonView } from './lib/comparison-view/comparison-view';
export type { ComparisonViewProps } from './lib/comparison-view/comparison-view';
export { comparisonViewMessages } from './lib/comparison-view/comparison-view.messages';

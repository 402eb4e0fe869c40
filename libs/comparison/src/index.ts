// Public API of @storefront/comparison (README.md). A page that shows comparison controls calls
// `useComparisonSync(region, rootReducer)`: it loads the comparison's runtime after hydration and
// injects `comparisonSlice` (a page may also inject it itself: `rootReducer.inject(comparisonSlice)`).

// State: the slice (SPEC §3, §4, §5), its selectors (an absent slice reads as empty) and the thunks
// that change and save it.
// The header's count: a few bytes, no Redux (lib/storage/stored-comparison.ts).
export { storedComparisonCount } from './lib/storage/stored-comparison';
export { useComparisonSync } from './lib/sync/use-comparison-sync';

// UI
export { CompareToggle } from './lib/compare-toggle/compare-toggle';
export { ComparisonView } from './lib/comparison-view/comparison-view';
export { comparisonViewMessages } from './lib/comparison-view/comparison-view.messages';

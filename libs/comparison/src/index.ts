// Public API of @storefront/comparison (README.md). A page that shows comparison controls calls
// `useComparisonSync(region, rootReducer)`: it loads the comparison's runtime after hydration and
// injects its slice (SPEC §3, §4, §5).

// The header's count: a few bytes, no Redux (lib/storage/stored-comparison.ts).
export { comparisonStorageKey, storedComparisonCount } from './lib/storage/stored-comparison';
export { useComparisonSync } from './lib/sync/use-comparison-sync';

// UI
export { CompareToggle } from './lib/compare-toggle/compare-toggle';
export { ComparisonView } from './lib/comparison-view/comparison-view';
export { comparisonViewMessages } from './lib/comparison-view/comparison-view.messages';

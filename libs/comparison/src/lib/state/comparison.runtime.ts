// What the comparison does in the browser once a page uses it, in one chunk loaded after hydration
// (comparison.lazy.ts): the slice's reducers, the thunks, storage. The first render needs none of it
// (the server renders "not compared"), so none of it is in any page's first load.
export { comparisonSlice } from './comparison.slice';
export { browserStorage, comparisonStorageKey } from './comparison.persistence';
export { restoreComparison, toggleComparison } from './comparison.thunks';
export { announceToggle } from '../compare-toggle/comparison-toasts';

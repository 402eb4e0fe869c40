import type * as Runtime from './comparison.runtime';
import type { comparisonSlice } from './comparison.slice';

type ComparisonRuntime = typeof Runtime;

let loading: Promise<ComparisonRuntime> | undefined;

/**
 * The comparison's browser runtime (comparison.runtime.ts), loaded once; a chunk that failed to
 * load (offline, a new deployment) is asked for again next time.
 */
export function loadComparisonRuntime(): Promise<ComparisonRuntime> {
  loading ??= import('./comparison.runtime').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The app's `combineSlices` root reducer, as far as the comparison needs it: it injects its slice. */
export interface ComparisonSliceInjector {
  inject(slice: typeof comparisonSlice): unknown;
}

import { describe, it } from 'vitest';
import { AXE_CHECK_TIMEOUT_MS, expectNoViolations, shard } from './stories-harness';

// The other half of the stories of stories.spec.tsx, so that Vitest checks both on two threads.
describe('stories (second half)', () => {
  it.each(shard(1, 2))('$title renders without accessibility violations', expectNoViolations, AXE_CHECK_TIMEOUT_MS);
});

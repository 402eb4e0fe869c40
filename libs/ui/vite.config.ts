import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

// jsdom rather than happy-dom: axe-core needs a fuller DOM (stories spec). Storybook loads this
// file too (the Vite builder picks up the project's vite.config.ts), which keeps Emotion's JSX
// runtime and the tsconfig paths identical in tests and stories.
//
// `isolate: false`: each worker builds one jsdom and reuses it for its files instead of one per
// file, which halves the CPU time of `nx test ui` (about 35 spec files, 2 cores in CI).
// vitest.setup.ts (an absolute path, so tools reading this file from the workspace root, like knip,
// find it too) resets what a file may leave behind (rendered trees, <html dir/lang>, timers).
// `maxWorkers`: at least 2, since the stories' axe checks are two spec files (shards) meant to run
// side by side; Vitest's default is one worker less than the cores, a single worker on CI's two,
// which ran them one after the other (3.3 and 3.2 min) and made this the longest task of `npm test`.
// A machine with more cores keeps that default.
export default mergeConfig(projectTestConfig({ environment: 'jsdom', setupFiles: [fileURLToPath(new URL('vitest.setup.ts', import.meta.url))] }), {
  test: { isolate: false, maxWorkers: Math.max(2, availableParallelism() - 1) },
});

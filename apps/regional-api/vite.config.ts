import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

// One seeded database per run (global-setup), copied by each test file. The spec files share no
// module state (each builds its own app over its own file), so they skip re-importing the app and
// its seed data per file (isolate: false): that import was most of the suite's time.
export default mergeConfig(projectTestConfig({ environment: 'node' }), {
  test: { globalSetup: [fileURLToPath(new URL('src/testing/global-setup.ts', import.meta.url))], isolate: false },
});

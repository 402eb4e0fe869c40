import { projectTestConfig } from '../../vitest.shared.ts';

/** The scale-out tests (`nx e2e tools`): real nginx, real hosts, real backend; minutes, not seconds, on two cores. */
export default projectTestConfig({ environment: 'node', include: ['cluster/**/*.spec.ts'], testTimeout: 180_000 });

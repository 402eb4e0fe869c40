import { projectTestConfig } from '../vitest.shared.ts';

export default projectTestConfig({ environment: 'node', include: ['checks/**/*.spec.ts'], testTimeout: 60_000 });

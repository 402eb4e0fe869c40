import { projectTestConfig } from '../../vitest.shared.ts';

export default projectTestConfig({ environment: 'happy-dom' });

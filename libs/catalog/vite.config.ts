import { projectTestConfig } from '../../vitest.shared';

export default projectTestConfig({ environment: 'happy-dom' });

import { projectTestConfig } from '../../vitest.shared.ts';

// happy-dom: the state's specs use local storage and window events, the button's spec renders.
export default projectTestConfig({ environment: 'happy-dom' });

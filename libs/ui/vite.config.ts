import { projectTestConfig } from '../../vitest.shared.ts';

// jsdom rather than happy-dom: axe-core needs a fuller DOM (stories spec). Storybook loads this
// file too (the Vite builder picks up the project's vite.config.ts), which keeps Emotion's JSX
// runtime and the tsconfig paths identical in tests and stories.
export default projectTestConfig({ environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] });

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

type Environment = 'node' | 'happy-dom' | 'jsdom';

const DOM_SETUP = fileURLToPath(new URL('./vitest.dom-setup.ts', import.meta.url));

/**
 * The one Vitest setup every project shares: tsconfig path aliases, React with Emotion's
 * JSX runtime, specs beside the code. A project's vite.config.ts passes only what differs.
 */
export function projectTestConfig(
  options: { environment?: Environment; setupFiles?: string[]; testTimeout?: number; include?: string[] } = {},
) {
  return defineConfig({
    plugins: [react({ jsxImportSource: '@emotion/react' })],
    resolve: { tsconfigPaths: true },
    test: {
      environment: options.environment ?? 'node',
      include: options.include ?? ['src/**/*.spec.{ts,tsx}'],
      setupFiles: [
        ...(options.environment && options.environment !== 'node' ? [DOM_SETUP] : []),
        ...(options.setupFiles ?? []),
      ],
      // Contract specs in a DOM talk to the reference backend on its own port, as Node would: the
      // browser's same-origin policy is the browser's to test (e2e), not the jsdom stand-in's.
      environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
      testTimeout: options.testTimeout ?? 10_000,
      restoreMocks: true,
      pool: 'threads',
    },
  });
}

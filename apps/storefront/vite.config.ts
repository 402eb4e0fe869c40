import { defineConfig, mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

/**
 * Client build: `src/entry-client.tsx` with a manifest the SSR host reads (no index.html: the
 * document is rendered by React). `vite build --ssr src/entry-server.tsx` builds the renderer.
 */
export default mergeConfig(
  projectTestConfig({ environment: 'happy-dom' }),
  defineConfig({
    root: import.meta.dirname,
    build: {
      outDir: '../../dist/apps/storefront/client',
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      rolldownOptions: { input: 'src/entry-client.tsx' },
    },
  }),
);

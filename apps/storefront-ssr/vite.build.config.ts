import { defineConfig } from 'vite';

/** Bundles the host for Node; dependencies stay in node_modules. */
export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  build: {
    ssr: 'src/main.ts',
    outDir: '../../dist/apps/storefront-ssr',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});

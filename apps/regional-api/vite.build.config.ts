import { defineConfig } from 'vite';

/**
 * Bundles the server for Node: our sources (and @storefront/* aliases) in one ESM file, every
 * package from node_modules left as an import. better-sqlite3 must stay external so it finds
 * its native binding next to itself; the others simply need no bundling on a server.
 */
export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  build: {
    ssr: 'src/main.ts',
    outDir: '../../dist/apps/regional-api',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      output: { format: 'esm', entryFileNames: 'main.js' },
    },
  },
});

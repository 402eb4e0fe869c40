import path from 'node:path';
import { ROOT } from './config.mjs';
import { firstLoadChunks, readManifest, sizeChunks } from './first-load-js.mjs';

/**
 * The stack's own floor (docs/architecture.md "Performance budgets"): the first-load JS of
 * tools/bench/floor/entry-client.tsx, a client made of the pinned framework libraries alone, built
 * like the storefront's client (its vite.config.ts: Vite 8 / rolldown, production mode, the same
 * aliases, tree-shaking hints and framework chunk) and sized like a route (gzip -9, 1 kB = 1000 B).
 * The aim of every route template is ≤ BUDGETS.firstLoadJsKb.aimTimesFloor × this figure.
 */
const FLOOR_DIR = path.join(ROOT, 'tools/bench/floor');
const FLOOR_ENTRY = 'entry-client.tsx';
const STOREFRONT_CONFIG = path.join(ROOT, 'apps/storefront/vite.config.ts');

/**
 * Modules of each library the floor must carry (the path of a file Vite bundled from it): a floor
 * built without one of them, because a bundler or a library change tree-shook it away, is no floor.
 */
export const FLOOR_LIBRARIES = {
  react: /[\\/]node_modules[\\/]react[\\/]/,
  'react-dom': /[\\/]node_modules[\\/]react-dom[\\/]/,
  '@tanstack/react-router': /[\\/]node_modules[\\/]@tanstack[\\/]react-router[\\/]/,
  '@tanstack/router-core (SSR client)': /[\\/]node_modules[\\/]@tanstack[\\/]router-core[\\/].*ssr/,
  '@reduxjs/toolkit': /[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]/,
  'RTK Query (react)': /[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]react[\\/]/,
  'react-redux': /[\\/]node_modules[\\/]react-redux[\\/]/,
  'react-intl': /[\\/]node_modules[\\/]react-intl[\\/]/,
  '@emotion/react': /[\\/]node_modules[\\/]@emotion[\\/]react[\\/]/,
  '@emotion/styled': /[\\/]node_modules[\\/]@emotion[\\/]styled[\\/]/,
  '@emotion/cache': /[\\/]node_modules[\\/]@emotion[\\/]cache[\\/]/,
};

/** The names of FLOOR_LIBRARIES none of whose modules is among `moduleIds` (the bundled files' paths). */
export function missingFloorLibraries(moduleIds) {
  return Object.entries(FLOOR_LIBRARIES)
    .filter(([, pattern]) => !moduleIds.some((id) => pattern.test(id)))
    .map(([name]) => name);
}

/** Below this the build cannot hold React and react-dom alone: a broken build, not a small floor. */
const PLAUSIBLE_MIN_KB = 60;

/**
 * Builds the floor into `outDir` and returns its first load, sized (`sizeChunks`), with the libraries
 * found in it. Throws when the build fails, a library of FLOOR_LIBRARIES is missing from the first
 * load, or the figure is implausibly small: a floor is never a silent 0.
 */
export async function measureStackFloor({ outDir }) {
  const { build } = await import('vite');
  // Vite bundles React's development build unless NODE_ENV says production (Vitest sets `test`).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let output;
  try {
    output = await build({
      root: FLOOR_DIR,
      configFile: STOREFRONT_CONFIG,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true, rolldownOptions: { input: path.join(FLOOR_DIR, FLOOR_ENTRY) } },
    });
  } catch (error) {
    throw new Error(`The stack floor (tools/bench/floor) did not build: ${error instanceof Error ? error.message : error}`, { cause: error });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const manifest = await readManifest(outDir);
  const chunks = firstLoadChunks(manifest, { clientEntry: FLOOR_ENTRY, pages: [] });
  const sized = await sizeChunks(outDir, chunks);
  const firstLoadFiles = new Set(chunks.map((c) => c.file));
  const modules = [output]
    .flat()
    .flatMap((o) => o.output)
    .filter((item) => item.type === 'chunk' && firstLoadFiles.has(item.fileName))
    .flatMap((chunk) => chunk.moduleIds);
  const missing = missingFloorLibraries(modules);
  if (missing.length) throw new Error(`The stack floor's first load lacks ${missing.join(', ')}: it would not measure the stack`);
  if (sized.gzipKb < PLAUSIBLE_MIN_KB) {
    throw new Error(`The stack floor measured ${sized.gzipKb.toFixed(1)} kB gzip, under ${PLAUSIBLE_MIN_KB} kB: the build is broken`);
  }
  return { ...sized, libraries: Object.keys(FLOOR_LIBRARIES) };
}

/** A route's first load against the floor: its ratio and the app's own share in kB (route − floor). */
export function againstFloor(routeKb, floorKb) {
  return { ratio: routeKb / floorKb, appShareKb: routeKb - floorKb };
}

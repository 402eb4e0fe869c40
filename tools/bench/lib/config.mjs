import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '../../chromium.mjs';

/** A problem the person running the bench can fix (build, port, knob): shown without a stack trace. */
export class SetupError extends Error {}

/** The workspace root: the bench lives in tools/bench/lib, and every path below is relative to the root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const BUILD_COMMAND = 'npx nx run-many -t build -p regional-api storefront storefront-ssr';

/** The build outputs the bench runs; checked up front so a missing build fails with one clear message. */
export const BUILD = {
  apiMain: path.join(ROOT, 'dist/apps/regional-api/main.js'),
  ssrMain: path.join(ROOT, 'dist/apps/storefront-ssr/main.js'),
  entryServer: path.join(ROOT, 'dist/apps/storefront/server/entry-server.js'),
  clientDir: path.join(ROOT, 'dist/apps/storefront/client'),
  viteManifest: path.join(ROOT, 'dist/apps/storefront/client/.vite/manifest.json'),
};

/** The page every phase measures, and the client modules that make up its first load. */
export const PAGE = {
  path: '/ae_en/',
  clientEntry: 'src/entry-client.tsx',
  routePage: 'src/pages/region-home.page.tsx',
};

/**
 * Budgets of ARCHITECTURE.md ("Performance budgets"). `aim` is the budget; `floor` the level past
 * which a change is a regression. `direction` says whether bigger ('min') or smaller ('max') is better.
 */
export const BUDGETS = {
  ssrToBareRatio: { direction: 'min', aim: 0.5 },
  firstLoadJsKb: { direction: 'max', aim: 120, floor: 150 },
  lighthouseScore: { direction: 'min', aim: 100, floor: 95 },
  lcpMs: { direction: 'max', aim: 1500 },
  tbtMs: { direction: 'max', aim: 65 },
  cls: { direction: 'max', aim: 0.04 },
  // "No memory growth over 20k requests": RSS wobbles with GC, so growth up to this percentage of
  // the RSS after the first batch counts as none.
  memoryGrowthPercent: { direction: 'max', aim: 10 },
};

/** Chromium flags for a root user on a machine without network, headless for Lighthouse. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

function positiveNumber(env, name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new SetupError(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function flag(env, name) {
  return ['1', 'true', 'yes'].includes(env[name]?.trim().toLowerCase() ?? '');
}

/** Every knob of the bench, read once from the environment (see tools/bench/README.md). */
export function readSettings(env = process.env) {
  const apiPort = positiveNumber(env, 'BENCH_API_PORT', 4200);
  const ssrPort = positiveNumber(env, 'BENCH_SSR_PORT', 3200);
  return {
    durationS: positiveNumber(env, 'BENCH_DURATION', 10),
    warmupS: positiveNumber(env, 'BENCH_WARMUP', 3),
    connections: Math.round(positiveNumber(env, 'BENCH_CONNECTIONS', 10)),
    bareMaxRenders: Math.round(positiveNumber(env, 'BENCH_BARE_MAX', 200_000)),
    memory: flag(env, 'BENCH_MEMORY'),
    memoryRequests: Math.round(positiveNumber(env, 'BENCH_MEMORY_REQUESTS', 20_000)),
    memoryBatch: Math.round(positiveNumber(env, 'BENCH_MEMORY_BATCH', 2_000)),
    lighthouse: flag(env, 'BENCH_LIGHTHOUSE'),
    lighthouseRuns: Math.round(positiveNumber(env, 'BENCH_LIGHTHOUSE_RUNS', 1)),
    chromePath: env.CHROME_PATH?.trim() || DEFAULT_CHROMIUM_PATH,
    apiPort,
    ssrPort,
    // Loopback only: the bench never sends traffic anywhere else.
    apiOrigin: `http://127.0.0.1:${apiPort}`,
    ssrOrigin: `http://127.0.0.1:${ssrPort}`,
    workDir: path.join(ROOT, 'tmp/bench'),
    output: path.resolve(ROOT, env.BENCH_OUTPUT?.trim() || 'bench/results.json'),
  };
}

/** Throws with the build command when any build output is missing. */
export function assertBuildsExist() {
  const missing = Object.values(BUILD).filter((file) => !existsSync(file));
  if (missing.length) {
    const list = missing.map((file) => `  - ${path.relative(ROOT, file)}`).join('\n');
    throw new SetupError(`Build outputs are missing:\n${list}\nBuild them first: ${BUILD_COMMAND}`);
  }
}

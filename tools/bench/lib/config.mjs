import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '../../chromium.mjs';
import { ROUTE_TEMPLATES } from './route-templates.mjs';

/** A problem the person running the bench can fix (build, port, knob): shown without a stack trace. */
export class SetupError extends Error {}

/** The workspace root: the bench lives in tools/bench/lib, and every path below is relative to the root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const BUILD_COMMAND = 'npx nx run-many -t build -p regional-api storefront storefront-ssr';

/**
 * The bench's phases, as `BENCH_PHASES` names them: `ssr` (pages, first-load JS, SSR load uncached
 * and cached, memory, Lighthouse, image proxy, bare ceiling: everything that needs the storefront),
 * `api` (the regional API's reads: filtered product list, quotation) and `writes` (the regional API's
 * writes: orders, call-back deals) and `overload` (issue 17: one host at 200 connections for 60 s on the
 * region home, uncached and cached: load shedding) and `bulkheads` (issue 29: the UAE's pages while
 * Russia's backend, one of its own, hangs). All of them by default, always in this order.
 * `BENCH_CLUSTER=1` adds nginx in front of two hosts (tools/cluster) at the end.
 */
const PHASES = ['ssr', 'api', 'writes', 'overload', 'bulkheads'];

/** The build outputs the bench runs; checked up front so a missing build fails with one clear message. */
export const BUILD = {
  apiMain: path.join(ROOT, 'dist/apps/regional-api/main.js'),
  ssrMain: path.join(ROOT, 'dist/apps/storefront-ssr/main.js'),
  entryServer: path.join(ROOT, 'dist/apps/storefront/server/entry-server.js'),
  clientDir: path.join(ROOT, 'dist/apps/storefront/client'),
  viteManifest: path.join(ROOT, 'dist/apps/storefront/client/.vite/manifest.json'),
};

/**
 * The pages Lighthouse audits (`BENCH_LIGHTHOUSE=1`), the four of docs/architecture.md's Lighthouse budget
 * and the Arabic home: the region home in a left-to-right and a right-to-left locale, a category (the
 * naked bikes: a product grid), a product page (its LCP element should be the gallery's first picture)
 * and the cart, empty (a fresh browser profile has no stored cart).
 */
export const LIGHTHOUSE_PATHS = [
  '/ae_en/',
  '/ae_ar/',
  '/ae_en/catalog/motorcycles/road-motorcycles/naked/',
  '/ae_en/product/raptor-125/',
  '/ae_en/cart/',
];

/**
 * Budgets of docs/architecture.md ("Performance budgets"). `aim` is the budget; `floor` the level past
 * which a change is a regression. `direction` says whether bigger ('min') or smaller ('max') is better.
 */
export const BUDGETS = {
  ssrToBareRatio: { direction: 'min', aim: 0.5 },
  // First-load JS per route template, kB of gzip -9 (docs/architecture.md, issue 30). `budget` is what
  // every route must reach. Until it does, a route over it has a ceiling of its own (`maxFirstLoadKb`
  // in route-templates.mjs, docs/adr/0262-first-load-ceilings-until-the-budget.md): the size test
  // (tools/checks/first-load-js.spec.ts, `npm test`) fails when a route passes its ceiling (or the budget,
  // without one), and when a ceiling is more than `ceilingSlackKb` above its route: a ratchet, lowered
  // whenever a change makes room, never raised. The aim is `aimTimesFloor` × the stack's own floor, which
  // the bench and the test measure in the same run (tools/bench/lib/floor.mjs) and print beside each route.
  firstLoadJsKb: { direction: 'max', budget: 175, ceilingSlackKb: 0.5, aimTimesFloor: 1.1 },
  // The server HTML of /ae_en/ (issue 10), also asserted by apps/storefront-e2e/src/html-budget.spec.ts;
  // every other route template stays under the raw budget too.
  htmlKb: { direction: 'max', aim: 60 },
  htmlGzipKb: { direction: 'max', aim: 15 },
  // With the HTML micro-cache on (the host's default HTML_CACHE_MS), for /ae_en/.
  cachedRequestsPerSecond: { direction: 'min', aim: 2_000 },
  // Lighthouse mobile, median of BENCH_LIGHTHOUSE_RUNS (3) runs, on every page of LIGHTHOUSE_PATHS:
  // docs/architecture.md's floor 97 and aim 100, reached with LCP ≲ 1.5 s, TBT ≲ 65 ms, CLS ≲ 0.04; their
  // floors are issue 10's thresholds.
  lighthouseScore: { direction: 'min', aim: 100, floor: 97 },
  lcpMs: { direction: 'max', aim: 1500, floor: 2000 },
  tbtMs: { direction: 'max', aim: 65, floor: 150 },
  cls: { direction: 'max', aim: 0.04, floor: 0.05 },
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

/** A comma-separated list of positive whole numbers (`50,200`). */
function positiveList(env, name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const values = raw.split(',').map((item) => Number(item.trim()));
  if (!values.every((value) => Number.isInteger(value) && value > 0)) throw new SetupError(`${name} must list positive whole numbers (e.g. 50,200), got "${raw}"`);
  return values;
}

function flag(env, name) {
  return ['1', 'true', 'yes'].includes(env[name]?.trim().toLowerCase() ?? '');
}

/**
 * The route templates to measure: all of them, or those whose sample paths `BENCH_ROUTES` lists
 * (comma-separated, e.g. `/ae_en/,/`), in the list's order.
 */
function selectRoutes(list) {
  const wanted = (list ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  if (!wanted.length) return [...ROUTE_TEMPLATES];
  const unknown = wanted.filter((p) => !ROUTE_TEMPLATES.some((t) => t.path === p));
  if (unknown.length) {
    const known = ROUTE_TEMPLATES.map((t) => t.path).join(', ');
    throw new SetupError(`BENCH_ROUTES names no route template: ${unknown.join(', ')} (known: ${known})`);
  }
  return ROUTE_TEMPLATES.filter((t) => wanted.includes(t.path));
}

/** The phases `BENCH_PHASES` lists (comma-separated), in the bench's order; all when it is empty. */
function selectPhases(list) {
  const wanted = (list ?? '').split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);
  if (!wanted.length) return [...PHASES];
  const unknown = wanted.filter((phase) => !PHASES.includes(phase));
  if (unknown.length) throw new SetupError(`BENCH_PHASES names no phase: ${unknown.join(', ')} (known: ${PHASES.join(', ')})`);
  return PHASES.filter((phase) => wanted.includes(phase));
}

/** Seconds of each measured run (load, bare loop) for a route: longer for the region home. */
export function durationFor(settings, template) {
  return template.bench === 'full' ? settings.durationS : settings.routeDurationS;
}

/** Every knob of the bench, read once from the environment (see tools/bench/README.md). */
export function readSettings(env = process.env) {
  const apiPort = positiveNumber(env, 'BENCH_API_PORT', 4200);
  const ssrPort = positiveNumber(env, 'BENCH_SSR_PORT', 3200);
  return {
    durationS: positiveNumber(env, 'BENCH_DURATION', 10),
    routeDurationS: positiveNumber(env, 'BENCH_ROUTE_DURATION', 5),
    warmupS: positiveNumber(env, 'BENCH_WARMUP', 2),
    phases: selectPhases(env.BENCH_PHASES),
    routes: selectRoutes(env.BENCH_ROUTES),
    connections: Math.round(positiveNumber(env, 'BENCH_CONNECTIONS', 10)),
    bareMaxRenders: Math.round(positiveNumber(env, 'BENCH_BARE_MAX', 200_000)),
    memory: flag(env, 'BENCH_MEMORY'),
    memoryRequests: Math.round(positiveNumber(env, 'BENCH_MEMORY_REQUESTS', 20_000)),
    memoryBatch: Math.round(positiveNumber(env, 'BENCH_MEMORY_BATCH', 2_000)),
    lighthouse: flag(env, 'BENCH_LIGHTHOUSE'),
    lighthouseRuns: Math.round(positiveNumber(env, 'BENCH_LIGHTHOUSE_RUNS', 3)),
    chromePath: env.CHROME_PATH?.trim() || DEFAULT_CHROMIUM_PATH,
    apiPort,
    ssrPort,
    // Loopback only: the bench never sends traffic anywhere else.
    apiOrigin: `http://127.0.0.1:${apiPort}`,
    ssrOrigin: `http://127.0.0.1:${ssrPort}`,
    overloadConnections: Math.round(positiveNumber(env, 'BENCH_OVERLOAD_CONNECTIONS', 200)),
    overloadDurationS: positiveNumber(env, 'BENCH_OVERLOAD_DURATION', 60),
    cluster: flag(env, 'BENCH_CLUSTER'),
    clusterConnections: positiveList(env, 'BENCH_CLUSTER_CONNECTIONS', [50, 200]),
    // nginx, the two hosts and the cluster's own API; apart from the single host's and API's ports.
    clusterPorts: {
      nginx: positiveNumber(env, 'BENCH_CLUSTER_PORT', 3209),
      ssr: [positiveNumber(env, 'BENCH_CLUSTER_SSR_PORT_1', 3201), positiveNumber(env, 'BENCH_CLUSTER_SSR_PORT_2', 3202)],
      api: positiveNumber(env, 'BENCH_CLUSTER_API_PORT', 4209),
    },
    workDir: path.join(ROOT, 'tmp/bench'),
    output: path.resolve(ROOT, env.BENCH_OUTPUT?.trim() || 'bench/results.json'),
  };
}

/**
 * Throws with the build command when a build output the phases need is missing: all of them for
 * `ssr`, only the API's otherwise.
 */
export function assertBuildsExist(phases = PHASES) {
  const ssr = phases.includes('ssr') || phases.includes('overload') || phases.includes('bulkheads');
  const needed = ssr ? Object.values(BUILD) : [BUILD.apiMain];
  const missing = needed.filter((file) => !existsSync(file));
  if (missing.length) {
    const list = missing.map((file) => `  - ${path.relative(ROOT, file)}`).join('\n');
    throw new SetupError(`Build outputs are missing:\n${list}\nBuild them first: ${ssr ? BUILD_COMMAND : 'npx nx run regional-api:build'}`);
  }
}

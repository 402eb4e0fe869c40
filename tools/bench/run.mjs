#!/usr/bin/env node
// The storefront benchmark (`npm run bench`): starts the reference API and the production SSR host
// on loopback ports, measures every route template (tools/bench/lib/route-templates.mjs), and prints
// figures beside the budgets of docs/architecture.md. It reports budgets, it does not enforce them: exit 1
// only when it could not run. The enforced gates are tests: tools/checks/first-load-js.spec.ts (size)
// and apps/storefront-e2e/src/html-budget.spec.ts (HTML).
import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiImagesDrawn } from '../cluster/cluster.mjs';
import { measureBareRender } from './lib/bare-render.mjs';
import {
  BUDGETS,
  BUILD,
  LIGHTHOUSE_PATHS,
  ROOT,
  SetupError,
  assertBuildsExist,
  durationFor,
  readSettings,
} from './lib/config.mjs';
import { KB, crossCheck, fetchPage, routeFirstLoadJs } from './lib/first-load-js.mjs';
import { againstFloor, measureStackFloor } from './lib/floor.mjs';
import { measureImages } from './lib/images.mjs';
import { measureClusterPhase } from './lib/cluster-phase.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { measureApiRequest, measureMemoryGrowth, measureThroughput } from './lib/load.mjs';
import { measureOverload } from './lib/overload.mjs';
import { bulkheadRows, measureBulkheads } from './lib/bulkheads.mjs';
import { assertPortFree, readRss, startNode, stopProcess, waitForHealth } from './lib/processes.mjs';
import { environmentFacts, printBanner, printTable, row, writeResults } from './lib/report.mjs';
import { CLIENT_ENTRY, samplePath } from './lib/route-templates.mjs';

const log = (message) => console.log(`[bench] ${message}`);
const fixed = (value, digits) => (value === null || value === undefined ? null : value.toFixed(digits));
const kb = (bytes) => (bytes === null || bytes === undefined ? null : `${(bytes / KB).toFixed(1)} kB`);
const mb = (bytes) => (bytes === null || bytes === undefined ? null : `${(bytes / 2 ** 20).toFixed(1)} MiB`);
const SSR = 'storefront-ssr';
const API = 'regional-api';
/** The host's micro-cache header: HIT, MISS or STALE. */
const CACHE_HEADER = 'x-cache';

/** Everything that must be stopped at the end, on an error or on Ctrl-C: stop functions by name. */
const running = new Map();

async function stopServer(name) {
  const stop = running.get(name);
  running.delete(name);
  if (stop) await stop().catch((error) => console.error(`[bench] could not stop ${name}:`, error));
}

async function stopAll() {
  // The SSR host first: it holds keep-alive connections to the API, which would slow the API's close.
  for (const name of ['lighthouse', SSR, API, ...running.keys()]) await stopServer(name);
}

function onSignal(signal) {
  log(`${signal}: stopping the servers`);
  void stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
}

/** Runs `fn` and notes its wall time in `durations[name]` (seconds). */
async function timed(durations, name, fn) {
  const start = performance.now();
  try {
    return await fn();
  } finally {
    durations[name] = Number(((performance.now() - start) / 1000).toFixed(2));
  }
}

async function startServer(settings, { name, logName = name, script, args, env, healthUrl, timeoutMs, ready }) {
  const handle = startNode({ name, script, args, env, cwd: ROOT, logFile: path.join(settings.workDir, `${logName}.log`) });
  running.set(name, () => stopProcess(handle));
  await waitForHealth(handle, healthUrl, timeoutMs, ready);
  log(`${logName} is up (pid ${handle.pid}, log ${path.relative(ROOT, handle.logFile)})`);
  return handle;
}

/** The CRM form token the bench's backend expects for ae (`startApi`), sent with every deal. */
const BENCH_FORM_TOKEN = 'bench-form-ae';

function startApi(settings) {
  return startServer(settings, {
    name: API,
    script: BUILD.apiMain,
    // A throwaway database, reseeded, so every run measures the same data.
    args: ['--reset'],
    env: {
      REGIONAL_API_PORT: String(settings.apiPort),
      REGIONAL_API_HOST: '127.0.0.1',
      REGIONAL_API_DB: path.join(settings.workDir, 'regional-api.sqlite'),
      REGIONAL_API_CORS_ORIGINS: settings.ssrOrigin,
      // The bench's crowd runs send each request as another shopper in `X-Forwarded-For` (load.mjs).
      REGIONAL_API_TRUSTED_PROXIES: '127.0.0.1',
      // The call-back form's CRM token for ae, which every deal carries (SPEC §3 form tokens).
      REGIONAL_API_FORM_TOKENS: `ae=${BENCH_FORM_TOKEN}`,
    },
    healthUrl: `${settings.apiOrigin}/healthz`,
    // Seeding all 15 regions happens before it listens; then the JPEG renditions are drawn, about a
    // minute of CPU that no figure may share: the API is up once it says `images: ready`.
    timeoutMs: 180_000,
    ready: apiImagesDrawn,
  });
}

/**
 * The production SSR host. `cached: false` turns its HTML micro-cache off (`HTML_CACHE_MS=0`);
 * `cached: true` leaves the host's own default (a value in the caller's environment is dropped).
 * `label` names its log; `env` goes over the rest.
 */
function startSsr(settings, { cached, label = cached ? 'cached' : 'uncached', env = {} }) {
  return startServer(settings, {
    name: SSR,
    logName: `${SSR}-${label}`,
    script: BUILD.ssrMain,
    env: {
      NODE_ENV: 'production',
      PORT: String(settings.ssrPort),
      HOST: '127.0.0.1',
      SITE_URL: settings.ssrOrigin,
      REGIONAL_API_URL: settings.apiOrigin,
      // undefined: not passed to the child at all.
      HTML_CACHE_MS: cached ? undefined : '0',
      // The image proxy's renditions: the run's own (emptied before the image phase).
      IMAGE_CACHE_DIR: imageCacheDir(settings),
      ...env,
    },
    healthUrl: `${settings.ssrOrigin}/healthz`,
    timeoutMs: 30_000,
  });
}

const imageCacheDir = (settings) => path.join(settings.workDir, 'image-cache');

/** Registers a Lighthouse child so Ctrl-C reaches it; SIGINT lets it close its Chromium. */
function trackLighthouse(child) {
  running.set('lighthouse', async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  });
  return () => running.delete('lighthouse');
}

/** HTML sizes and first-load JS of one route: one GET of the page, the manifest walk, the cross-check. */
async function measurePage(settings, manifest, template) {
  const pageUrl = settings.ssrOrigin + template.path;
  const page = await fetchPage(pageUrl);
  const firstLoadJs = await routeFirstLoadJs({ manifest, clientDir: BUILD.clientDir, clientEntry: CLIENT_ENTRY, template });
  return {
    html: { status: page.status, bytes: page.htmlBytes, gzipBytes: page.htmlGzipBytes, cacheControl: page.cacheControl },
    firstLoadJs: {
      ...firstLoadJs,
      crossCheck: page.status === 200 ? await crossCheck(pageUrl, page.html, firstLoadJs.chunks) : null,
    },
  };
}

function throughputOptions(settings, template, pid) {
  return {
    url: settings.ssrOrigin + template.path,
    connections: settings.connections,
    durationS: durationFor(settings, template),
    warmupS: settings.warmupS,
    pid,
    countHeader: CACHE_HEADER,
  };
}

/**
 * The phases of `settings.phases` (BENCH_PHASES), in an order where none disturbs the next: pages and
 * load on the uncached host, load (and Lighthouse) on the cached host, the image proxy, then, with no
 * host running, the API's reads, the in-process ceiling, and last the API's writes (they add rows).
 */
async function measure(settings, durations) {
  const phases = new Set(settings.phases);
  const results = {};
  // The stack's own floor, built before any server starts so the build has the cores to itself.
  if (phases.has('ssr')) {
    log('stack floor: building tools/bench/floor with the storefront client config');
    results.floor = await timed(durations, 'floor', () => measureStackFloor({ outDir: path.join(settings.workDir, 'floor-build') }));
  }
  await timed(durations, 'startApi', () => startApi(settings));
  // The routes' URLs: the order page's sample order is placed through the backend, which is up by now.
  const routes = await Promise.all(settings.routes.map(async (template) => ({ ...template, path: await samplePath(template, settings.apiOrigin) })));
  if (phases.has('ssr')) await measureSsrHost(settings, routes, durations, results);
  if (phases.has('api')) results.api = await timed(durations, 'api', () => measureApi(settings));
  if (phases.has('ssr')) await measureBare(settings, routes, durations, results);
  if (phases.has('writes')) results.writes = await timed(durations, 'writes', () => measureWrites(settings));
  if (phases.has('overload')) results.overload = await timed(durations, 'overload', () => measureOverloadPhase(settings));
  if (phases.has('bulkheads')) results.bulkheads = await timed(durations, 'bulkheads', () => measureBulkheadsPhase(settings));
  if (settings.cluster) {
    await stopServer(API);
    results.cluster = await timed(durations, 'cluster', () =>
      measureClusterPhase({
        path: settings.routes[0].path,
        connectionSizes: settings.clusterConnections,
        durationS: settings.durationS,
        warmupS: settings.warmupS,
        ports: settings.clusterPorts,
        log,
      }),
    );
  }
  return results;
}

/**
 * Issue 17's load-shedding figures: one host, uncached then with its micro-cache, `overloadConnections`
 * for `overloadDurationS` on the region home. Aim: no socket error, p99 of the 200s ≤ 1.5 s, the rest
 * 503; with the micro-cache, no 503 at all.
 */
async function measureOverloadPhase(settings) {
  const url = settings.ssrOrigin + settings.routes[0].path;
  const overload = {};
  for (const cached of [false, true]) {
    await startSsr(settings, { cached });
    log(`overload ${cached ? 'cached' : 'uncached'} ${url}: ${settings.overloadConnections} connections for ${settings.overloadDurationS} s`);
    overload[cached ? 'cached' : 'uncached'] = await measureOverload({ url, connections: settings.overloadConnections, durationS: settings.overloadDurationS });
    await stopServer(SSR);
  }
  return overload;
}

const FAULTED_API = 'regional-api-ru';

/**
 * Issue 29's bulkheads: Russia's regions (ru, by, kz) on a second reference backend with fault injection,
 * the rest on the bench's; one uncached host with startup data never kept (every page asks its backend).
 */
async function measureBulkheadsPhase(settings) {
  const port = settings.apiPort + 1;
  const faultedApiOrigin = `http://127.0.0.1:${port}`;
  await assertPortFree(port);
  await startServer(settings, {
    name: FAULTED_API,
    script: BUILD.apiMain,
    args: ['--reset'],
    env: {
      REGIONAL_API_PORT: String(port),
      REGIONAL_API_HOST: '127.0.0.1',
      REGIONAL_API_DB: path.join(settings.workDir, `${FAULTED_API}.sqlite`),
      REGIONAL_API_IMAGES_DIR: path.join(settings.workDir, `${FAULTED_API}-images`),
      REGIONAL_API_COUNTRIES: 'ru,by,kz',
      REGIONAL_API_FAULTS: '1',
      REGIONAL_API_WARM_IMAGES: '0',
    },
    healthUrl: `${faultedApiOrigin}/healthz`,
    timeoutMs: 120_000,
  });
  await startSsr(settings, {
    cached: false,
    label: 'bulkheads',
    env: {
      // The map instead of the one backend (undefined: not passed on).
      REGIONAL_API_URL: undefined,
      REGIONAL_BACKENDS: JSON.stringify({
        backends: { world: { url: settings.apiOrigin, regions: ['*'] }, cis: { url: faultedApiOrigin, regions: ['ru', 'by', 'kz'] } },
      }),
      STARTUP_CACHE_MS: '0',
      ACCESS_LOG: '0',
    },
  });
  try {
    return await measureBulkheads({ ssrOrigin: settings.ssrOrigin, faultedApiOrigin, connections: settings.connections, durationS: settings.durationS, warmupS: settings.warmupS, log });
  } finally {
    await stopServer(SSR);
    await stopServer(FAULTED_API);
  }
}

/** The overload rows: req/s, answers by status, socket errors, and the p99 of the 200s against the aim. */
function overloadRows(overload) {
  return Object.entries(overload).map(([label, o]) => ({
    run: `${label} (${o.connections} conn, ${Math.round(o.durationS)} s)`,
    rps: fixed(o.requestsPerSecond, 0),
    statuses: Object.entries(o.statuses).map(([status, count]) => `${status}: ${count}`).join(', '),
    errors: `${o.socketErrors} errors, ${o.timeouts} timeouts`,
    p99ok: o.okP99Ms === null ? '–' : `${o.okP99Ms} ms`,
    verdict:
      o.socketErrors === 0 && o.timeouts === 0 && o.okP99Ms !== null && o.okP99Ms <= 1_500 && (label !== 'cached' || !o.statuses[503])
        ? 'ok'
        : 'MISSED',
  }));
}

/**
 * The cluster rows: req/s through nginx beside one host asked directly, uncached and cached, and the pages
 * served a second (2xx): a shedding host answers many fast 503s, which req/s alone would count as served.
 * A 503 is a shed (the hosts' and nginx's intended answer when every host is full), counted apart; failed
 * is every other request that got no page: socket errors, timeouts, any other status. `cache` is the share
 * of requests answered without reaching a host (nginx) or from the host's micro-cache (one host).
 * Verdicts (nginx's rows): nothing failed through nginx; cached, it serves at least 3 × what the host's
 * micro-cache does.
 */
function clusterRows(cluster) {
  // autocannon counts a timeout among its errors too.
  const failed = (r) => r.errors + r.non2xx - (r.statusCodes['503'] ?? 0);
  const row = (run, r, cache, verdict) => ({
    run,
    rps: fixed(r.requestsPerSecond, 0),
    okps: fixed((r.requestsTotal - r.non2xx) / (r.durationS ?? 1), 1),
    p99: `${r.latencyP99Ms} ms`,
    shed: String(r.statusCodes['503'] ?? 0),
    failed: String(failed(r)),
    cache: cache === null ? '–' : `${(cache * 100).toFixed(1)}% hits`,
    verdict,
  });
  return Object.values(cluster).flatMap(({ cached, connections, cluster: viaNginx, single }) => {
    const sent = (r) => r.requestsTotal + r.warmup.requestsTotal;
    const nginxHits = cached ? 1 - viaNginx.hosts.requests / sent(viaNginx) : null;
    const lookups = single.hosts.HIT + single.hosts.STALE + single.hosts.MISS + single.hosts.BYPASS;
    const hostHits = cached && lookups ? (single.hosts.HIT + single.hosts.STALE) / lookups : null;
    const ratio = viaNginx.requestsPerSecond / single.requestsPerSecond;
    // The verdict is nginx's (the host asked directly is the baseline; its failures show in its own row).
    const ok = failed(viaNginx) === 0 && (!cached || ratio >= 3);
    const label = `${cached ? 'cached' : 'uncached'}, ${connections} conn`;
    return [
      row(`nginx + 2 hosts, ${label}`, viaNginx, nginxHits, `${ok ? 'ok' : 'MISSED'}${cached ? ` (${fixed(ratio, 1)} × one host)` : ''}`),
      row(`one host, ${label}`, single, hostHits, ''),
    ];
  });
}

/** The sitemap index and one pair's sitemap (issue 16): req/s of the host, which writes each once per set of lists. */
const SITEMAP_PATHS = ['/sitemap.xml', '/ae_en/sitemap.xml'];

/** Everything measured through the SSR host (which is stopped at the end): `results.routes`, `.memory`, `.lighthouse`, `.images`. */
async function measureSsrHost(settings, routes, durations, results) {
  const home = routes[0];
  const manifest = JSON.parse(readFileSync(BUILD.viteManifest, 'utf8'));
  const perRoute = Object.fromEntries(routes.map((template) => [template.path, { template }]));
  results.routes = perRoute;

  let ssr = await timed(durations, 'startSsrUncached', () => startSsr(settings, { cached: false }));

  log('pages: HTML bytes, first-load JS (Vite manifest walk and HTML cross-check)');
  await timed(durations, 'pages', async () => {
    for (const template of routes) Object.assign(perRoute[template.path], await measurePage(settings, manifest, template));
  });

  const rssBefore = readRss(ssr.pid);
  await timed(durations, 'uncached', async () => {
    for (const template of routes) {
      const options = throughputOptions(settings, template, ssr.pid);
      log(`SSR uncached ${template.path}: ${options.warmupS} s warm-up, then ${options.durationS} s, ${options.connections} connections`);
      perRoute[template.path].uncached = await measureThroughput(options);
    }
  });
  results.memory = { rssBeforeLoadBytes: rssBefore, rssAfterLoadBytes: readRss(ssr.pid) };

  if (settings.memory) {
    log(`memory (uncached ${home.path}): ${settings.memoryRequests} requests in batches of ${settings.memoryBatch}`);
    results.memory.growth = await timed(durations, 'memory', () =>
      measureMemoryGrowth({
        url: settings.ssrOrigin + home.path,
        connections: settings.connections,
        pid: ssr.pid,
        total: settings.memoryRequests,
        batch: settings.memoryBatch,
      }),
    );
  }

  await timed(durations, 'restartSsr', async () => {
    await stopServer(SSR);
    ssr = await startSsr(settings, { cached: true });
  });
  await timed(durations, 'cached', async () => {
    for (const template of routes) {
      const options = throughputOptions(settings, template, ssr.pid);
      log(`SSR cached ${template.path}: ${options.warmupS} s warm-up, then ${options.durationS} s`);
      perRoute[template.path].cached = await measureThroughput(options);
    }
  });
  await timed(durations, 'sitemaps', async () => {
    results.sitemaps = {};
    for (const sitemapPath of SITEMAP_PATHS) {
      log(`sitemap ${sitemapPath}: ${settings.warmupS} s warm-up, then ${settings.routeDurationS} s`);
      const url = settings.ssrOrigin + sitemapPath;
      const bytes = Buffer.byteLength(await (await fetch(url)).text());
      const load = await measureThroughput({ url, connections: settings.connections, durationS: settings.routeDurationS, warmupS: settings.warmupS, pid: ssr.pid });
      results.sitemaps[sitemapPath] = { bytes, ...load };
    }
  });

  if (settings.lighthouse) {
    results.lighthouse = {};
    await timed(durations, 'lighthouse', async () => {
      for (const pagePath of LIGHTHOUSE_PATHS) {
        log(`Lighthouse ${pagePath} (mobile, performance, cached host), ${settings.lighthouseRuns} run(s)`);
        results.lighthouse[pagePath] = await measureLighthouse({
          url: settings.ssrOrigin + pagePath,
          chromePath: settings.chromePath,
          runs: settings.lighthouseRuns,
          workDir: settings.workDir,
          cwd: ROOT,
          track: trackLighthouse,
        });
      }
    });
  }
  // The image proxy, on a host whose image cache starts empty (Lighthouse filled it above).
  await timed(durations, 'images', async () => {
    await stopServer(SSR);
    rmSync(imageCacheDir(settings), { recursive: true, force: true });
    ssr = await startSsr(settings, { cached: true });
    log(`image proxy: cold transforms, then ${settings.routeDurationS} s of cached hits`);
    results.images = await measureImages({
      ssrOrigin: settings.ssrOrigin,
      apiOrigin: settings.apiOrigin,
      connections: settings.connections,
      durationS: settings.routeDurationS,
      warmupS: settings.warmupS,
      pid: ssr.pid,
    });
  });
  await stopServer(SSR);
}

/** The in-process ceiling per route, and each route's SSR/bare ratios (needs the uncached runs). */
async function measureBare(settings, routes, durations, results) {
  const perRoute = results.routes;
  await timed(durations, 'bare', async () => {
    for (const template of routes) {
      const durationS = durationFor(settings, template);
      log(`bare renderToString ${template.path}: ${durationS} s (at most ${settings.bareMaxRenders} renders)`);
      const r = perRoute[template.path];
      r.bare = await measureBareRender({
        entryServer: BUILD.entryServer,
        pageUrl: settings.ssrOrigin + template.path,
        siteUrl: settings.ssrOrigin,
        apiOrigin: settings.apiOrigin,
        durationS,
        maxRenders: settings.bareMaxRenders,
      });
      r.ssrToBareRatio = r.uncached.requestsPerSecond / r.bare.rendersPerSecond;
      // The same ratio per CPU second of the one process doing the work: steadier on a busy machine.
      r.ssrToBareCpuRatio = r.uncached.requestsPerCpuSecond ? r.uncached.requestsPerCpuSecond / r.bare.rendersPerCpuSecond : null;
    }
  });
}

/** Why the load figures cannot be trusted, if they cannot. */
function invalidReasons({ routes = {}, memory, api = {}, writes = {} }) {
  const reasons = [];
  for (const [pagePath, r] of Object.entries(routes)) {
    if (r.html?.status !== 200) reasons.push(`${pagePath} answered ${r.html?.status} (expected 200)`);
    for (const kind of ['uncached', 'cached']) {
      const t = r[kind];
      if (!t) continue;
      if (!t.warmup.valid) {
        const w = t.warmup;
        reasons.push(
          `${kind} ${pagePath} warm-up: ${w.non2xx} non-2xx, ${w.errors} errors, ${w.timeouts} timeouts, ` +
            `${w.requestsTotal} requests in all${w.requestsTotal ? '' : ' (none completed: a longer BENCH_WARMUP?)'}`,
        );
      }
      if (!t.valid) {
        reasons.push(
          `${kind} ${pagePath}: ${t.non2xx} non-2xx, ${t.errors} errors, ${t.timeouts} timeouts ` +
            `(status codes ${JSON.stringify(t.statusCodes)})`,
        );
      }
    }
  }
  if (memory?.growth?.failures) reasons.push(`memory phase: ${memory.growth.failures} failed or non-2xx requests`);
  for (const [name, r] of [...Object.entries(api), ...Object.entries(writes)]) {
    const failure = apiRunFailure(r);
    if (failure) reasons.push(`API ${name}: ${failure}`);
  }
  return reasons;
}

/** The regional API's two hot paths: a filtered product list and a quotation of real products. */
async function measureApi(settings) {
  const listPath = '/ae/api/products/?category=motorcycles&price[between]=1000..100000&order[price]=asc&itemsPerPage=30';
  const sample = await (await fetch(`${settings.apiOrigin}/ae/api/products/?itemsPerPage=4`)).json();
  const cart = sample.items.map((product, index) => ({ product_id: product.id, quantity: index + 1 }));
  const requests = {
    productList: { path: listPath },
    // A crowd of shoppers, as behind carriers' shared addresses: one address would measure the limiter.
    quotation: { path: '/ae/api/quotation/get', method: 'POST', body: { cart }, crowd: true },
  };
  const results = {};
  for (const [name, request] of Object.entries(requests)) {
    log(`API ${name}: ${settings.warmupS} s warm-up, then ${settings.routeDurationS} s`);
    results[name] = await measureApiRequest({
      origin: settings.apiOrigin,
      request,
      connections: settings.connections,
      durationS: settings.routeDurationS,
      warmupS: settings.warmupS,
    });
  }
  return results;
}

const getJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
};

/** One POST before a run: a body the API refuses fails the phase here, with the API's answer. */
async function postOnce(url, body, headers = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`POST ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

/** The key every request of the replay run repeats (its order is placed once before the run). */
const REPLAYED_KEY = 'bench-replayed-order';

/**
 * The regional API's writes: `POST /ae/api/orders` with a new Idempotency-Key on every request (each
 * one a real insert: an order and its two lines in an immediate transaction), the same order replayed
 * with one key (a lookup, no insert), and `POST /ae/api/deal/add/` (no key: each one an insert).
 */
async function measureWrites(settings) {
  const api = (p) => settings.apiOrigin + p;
  const products = (await getJson(api('/ae/api/products/?itemsPerPage=2&inStock=true'))).items;
  const store = (await getJson(api('/ae/api/stores?itemsPerPage=999'))).items.find((s) => s.active && s.region.active);
  if (products.length < 2 || !store) throw new Error('the API has no two products or no active store in ae');
  const order = {
    cart: [
      { product_id: products[0].id, quantity: 1, warranty: 'pro' },
      { product_id: products[1].id, quantity: 2 },
    ],
    customer: { name: 'Bench Shopper', phone: '+971501234567' },
    delivery: { method: 'pickup', storeUuid: store.uuid },
    paymentMethod: 'card-in-store',
    campaign: { utm_source: 'bench' },
  };
  const deal = { name: 'Bench Shopper', phone: '+971501234567', utm_source: 'bench', formToken: BENCH_FORM_TOKEN };
  await postOnce(api('/ae/api/orders'), order, { 'Idempotency-Key': REPLAYED_KEY });
  await postOnce(api('/ae/api/deal/add/'), deal);
  const replayed = 'Idempotent-Replayed';
  const requests = {
    orderInsert: { path: '/ae/api/orders', method: 'POST', body: order, uniqueHeader: 'Idempotency-Key', crowd: true, countHeader: replayed },
    orderReplay: { path: '/ae/api/orders', method: 'POST', body: order, headers: { 'Idempotency-Key': REPLAYED_KEY }, crowd: true, countHeader: replayed },
    deal: { path: '/ae/api/deal/add/', method: 'POST', body: deal, crowd: true },
  };
  Object.assign(requests, await paymentRequests(api, order, settings.ssrOrigin));
  const results = {};
  for (const [name, request] of Object.entries(requests)) {
    log(`API writes ${name}: ${settings.warmupS} s warm-up, then ${settings.routeDurationS} s`);
    results[name] = await measureApiRequest({
      origin: settings.apiOrigin,
      request,
      connections: settings.connections,
      durationS: settings.routeDurationS,
      warmupS: settings.warmupS,
    });
  }
  // Inserts must never have been answered as replays, and the replay run nothing else.
  const counts = (r) => Object.entries(r.headerCounts ?? {}).filter(([name]) => name !== 'header');
  results.orderInsert.measuredInserts = counts(results.orderInsert).every(([value]) => value === '(none)');
  results.orderReplay.measuredReplays = counts(results.orderReplay).every(([value]) => value === 'true');
  return results;
}

/** The simulated provider's demo secret (apps/regional-api config.ts), unless the run's backend was given another. */
const WEBHOOK_SECRET = process.env.REGIONAL_API_PAYMENT_WEBHOOK_SECRET || 'demo-webhook-secret';

/**
 * Paying online (issue 32): the webhook, each request a new confirmation of one session signed at the
 * moment it is sent (as the provider signs); and the order page's poll, `GET /orders/{slug}` of an order
 * awaiting its confirmation, which a waiting shopper's page asks every 2 s, then every 10 s.
 */
async function paymentRequests(api, order, storefrontOrigin) {
  const online = { ...order, paymentMethod: 'card-online', returnUrl: `${storefrontOrigin}/ae_en/cart/{order}/` };
  const paid = await postOnce(api('/ae/api/orders'), online);
  const waiting = await postOnce(api('/ae/api/orders'), online);
  const session = new URL(paid.paymentUrl).pathname.split('/').pop();
  let events = 0;
  const signed = (request) => {
    const created = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({
      id: `evt_bench${process.pid}x${(events += 1)}`,
      type: 'payment.succeeded',
      created,
      data: { session, reference: paid.slug, amount: paid.quotation.total, currency: paid.quotation.currency },
    });
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${created}.`).update(body).digest('hex');
    return { ...request, body, headers: { ...request.headers, 'payment-signature': `t=${created},v1=${signature}` } };
  };
  return {
    webhook: { path: '/ae/api/payments/webhook', method: 'POST', body: {}, prepare: signed },
    orderPoll: { path: `/ae/api/orders/${waiting.slug}`, method: 'GET' },
  };
}

/** The rows of the writes phase: requests/s and p99, INVALID on a failed request or a wrong kind of answer. */
function writeRows(writes, settings) {
  const labels = {
    orderInsert: 'POST orders (new Idempotency-Key each: insert)',
    orderReplay: 'POST orders (one key replayed: 200, no insert)',
    deal: 'POST deal/add/ (insert)',
    webhook: 'POST payments/webhook (a signed confirmation each: insert)',
    orderPoll: 'GET orders/{slug} (the order page’s poll while a payment is confirmed)',
  };
  return Object.entries(writes).map(([name, r]) =>
    row(`API ${labels[name]} (${settings.routeDurationS} s)`, apiFigure(r), { verdict: apiRunFailure(r) ? 'INVALID' : undefined }),
  );
}

/**
 * Why an API run measured no throughput, or null: failed requests or refusals (a run of 429s measures
 * the limiter, not the endpoint), or answers of the wrong kind (inserts replayed, replays inserted).
 */
function apiRunFailure(r) {
  const failed = (t) => `${t.non2xx} of ${t.requestsTotal} answers not 2xx (${JSON.stringify(t.statusCodes)}), ${t.errors} errors, ${t.timeouts} timeouts`;
  if (!r.warmup.valid) return `warm-up: ${failed(r.warmup)}`;
  if (!r.valid) return failed(r);
  if (r.measuredInserts === false) return 'some inserts were answered as replays';
  if (r.measuredReplays === false) return 'some replays were inserted';
  return null;
}

/** An API run's figure, or why there is none: an invalid run is never shown as a throughput. */
const apiFigure = (r) => {
  const failure = apiRunFailure(r);
  return failure ? `not measured: ${failure}` : `${fixed(r.requestsPerSecond, 1)} req/s (p99 ${r.latencyP99Ms} ms)`;
};

/** The share of each `X-Cache` value over a run: `HIT 99.8%, MISS 0.2%`; `no X-Cache` when the host sent none. */
function cacheShare(t) {
  const counts = Object.entries(t?.headerCounts ?? {}).filter(([name]) => name !== 'header');
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  if (!total) return null;
  if (counts.every(([name]) => name === '(none)')) return 'no X-Cache';
  return counts
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${((n / total) * 100).toFixed(1)}%`)
    .join(', ');
}

/** Whether the host answered from its micro-cache at all during a run. */
const cacheActive = (t) => (t?.headerCounts?.HIT ?? 0) + (t?.headerCounts?.STALE ?? 0) > 0;

function loadText(t) {
  return t ? `${fixed(t.requestsPerSecond, 1)} (p99 ${t.latencyP99Ms} ms)${t.valid && t.warmup.valid ? '' : ' INVALID'}` : 'n/a';
}

/** One line per route template: every figure side by side, no verdicts (those are in the budget table). */
function routeRows(results) {
  return Object.values(results.routes ?? {}).map((r) => ({
    route: `${r.template.name} ${r.template.path}`,
    firstLoad: `${fixed(r.firstLoadJs.gzipKb, 1)} kB (${r.firstLoadJs.chunks.length})`,
    vsFloor: floorText(r.firstLoadJs.gzipKb, results.floor),
    html: `${kb(r.html.bytes)} / ${kb(r.html.gzipBytes)}`,
    uncached: loadText(r.uncached),
    cached: loadText(r.cached),
    cache: cacheShare(r.cached) ?? 'n/a',
    bare: fixed(r.bare?.rendersPerSecond, 1) ?? 'n/a',
    ratio: fixed(r.ssrToBareRatio, 2) ?? 'n/a',
    cpuRatio: fixed(r.ssrToBareCpuRatio, 2) ?? 'n/a',
  }));
}

/** A route's first load against the stack's floor: `1.23 × (app 32.1 kB)`. */
function floorText(routeKb, floor) {
  const { ratio, appShareKb } = againstFloor(routeKb, floor.gzipKb);
  return `${fixed(ratio, 2)} × (app ${fixed(appShareKb, 1)} kB)`;
}

/**
 * First-load JS against its budgets: over the route's ceiling (what the size test fails on; the budget
 * where it has none), over the budget, over the aim (`aimTimesFloor` × the floor measured in this run),
 * or ok.
 */
function firstLoadVerdict(routeKb, template, floor) {
  const { budget, aimTimesFloor } = BUDGETS.firstLoadJsKb;
  if (routeKb > (template.maxFirstLoadKb ?? budget)) return 'over ceiling';
  if (routeKb > budget) return 'over budget';
  return routeKb <= aimTimesFloor * floor.gzipKb ? 'ok' : 'over aim';
}

const ROUTE_COLUMNS = ['route', 'firstLoad', 'vsFloor', 'html', 'uncached', 'cached', 'cache', 'bare', 'ratio', 'cpuRatio'];
const ROUTE_HEADINGS = {
  route: 'route',
  firstLoad: 'first-load JS (chunks)',
  vsFloor: '÷ stack floor (app share)',
  html: 'HTML raw / gzip',
  uncached: 'SSR uncached req/s',
  cached: 'SSR cached req/s',
  cache: 'X-Cache (cached run)',
  bare: 'bare renders/s',
  ratio: 'SSR/bare',
  cpuRatio: 'per CPU s',
};

/** Every figure that has a budget, with its verdict; then the information rows. */
function budgetRows(results, settings, invalid) {
  const rows = [];
  if (results.routes) rows.push(...ssrRows(results, settings, invalid));
  rows.push(
    ...Object.entries(results.sitemaps ?? {}).map(([sitemapPath, load]) =>
      row(`sitemap ${sitemapPath} (${kb(load.bytes)}, ${settings.routeDurationS} s)`, `${fixed(load.requestsPerSecond, 1)} req/s (p99 ${load.latencyP99Ms} ms)`, {
        verdict: load.valid && load.warmup.valid ? undefined : 'INVALID',
      }),
    ),
  );
  rows.push(
    ...Object.entries(results.api ?? {}).map(([name, api]) =>
      row(`API ${name === 'productList' ? 'filtered product list' : 'POST quotation/get'} (${settings.routeDurationS} s)`, apiFigure(api), {
        verdict: apiRunFailure(api) ? 'INVALID' : undefined,
      }),
    ),
    ...writeRows(results.writes ?? {}, settings),
  );
  return rows;
}

/** The rows of the SSR phase: the budgets per route, then Lighthouse, memory and the image proxy. */
function ssrRows(results, settings, invalid) {
  const rows = [];
  const routes = Object.values(results.routes);
  const { budget, aimTimesFloor } = BUDGETS.firstLoadJsKb;
  const floorKb = results.floor.gzipKb;
  const firstLoadBudget = (template) =>
    `≤ ${fixed(aimTimesFloor * floorKb, 1)} kB (${aimTimesFloor.toFixed(2)} × floor; budget ${budget} kB` +
    `${template.maxFirstLoadKb === undefined ? '' : `, ceiling ${template.maxFirstLoadKb} kB`})`;
  rows.push(row(`stack floor, first-load JS (tools/bench/floor, gzip -9)`, `${fixed(floorKb, 1)} kB (${results.floor.chunks.length})`));
  for (const r of routes) {
    // The region home carries the budgets that are stated for /ae_en/ only (HTML gzip, cached req/s).
    const home = r.template.bench === 'full';
    const p = r.template.path;
    const bad = (t) => !t || !t.valid || !t.warmup.valid;
    rows.push(
      row(`first-load JS ${p} (gzip -9)`, `${fixed(r.firstLoadJs.gzipKb, 1)} kB, ${floorText(r.firstLoadJs.gzipKb, results.floor)}`, {
        budget: firstLoadBudget(r.template),
        verdict: firstLoadVerdict(r.firstLoadJs.gzipKb, r.template, results.floor),
      }),
      row(`  HTML ${p} raw`, kb(r.html.bytes), { raw: r.html.bytes / KB, budget: BUDGETS.htmlKb, unit: ' kB' }),
    );
    if (home) {
      rows.push(row(`  HTML ${p} gzip -9`, kb(r.html.gzipBytes), { raw: r.html.gzipBytes / KB, budget: BUDGETS.htmlGzipKb, unit: ' kB' }));
    }
    rows.push(
      row(`  SSR uncached ${p} / bare renders`, fixed(r.ssrToBareRatio, 2), {
        raw: r.ssrToBareRatio,
        budget: BUDGETS.ssrToBareRatio,
        verdict: bad(r.uncached) ? 'INVALID' : undefined,
      }),
      row(
        '    per CPU second: SSR req / bare renders',
        r.uncached.requestsPerCpuSecond
          ? `${fixed(r.uncached.requestsPerCpuSecond, 1)} / ${fixed(r.bare.rendersPerCpuSecond, 1)} = ${fixed(r.ssrToBareCpuRatio, 2)}`
          : null,
      ),
    );
    if (r.firstLoadJs.crossCheck && !r.firstLoadJs.crossCheck.consistent) {
      rows.push(row(`  HTML <script>/modulepreload cross-check ${p}`, 'MISMATCH'));
    }
    if (home) {
      rows.push(
        row(`  SSR cached ${p} (micro-cache)`, `${fixed(r.cached.requestsPerSecond, 1)} req/s`, {
          raw: r.cached.requestsPerSecond,
          budget: BUDGETS.cachedRequestsPerSecond,
          verdict: bad(r.cached) ? 'INVALID' : cacheActive(r.cached) ? undefined : 'no cache',
        }),
      );
    }
  }
  const failed = (t) => (t ? t.non2xx + t.errors + t.timeouts : 0);
  const failures = routes.reduce(
    (sum, r) => sum + ['uncached', 'cached'].reduce((s, k) => s + failed(r[k]) + failed(r[k]?.warmup), 0),
    0,
  );
  rows.push(
    row('SSR non-2xx + errors + timeouts, all runs and warm-ups', String(failures), {
      budget: '0',
      verdict: invalid ? 'INVALID' : 'ok',
    }),
  );
  for (const [pagePath, lh] of Object.entries(results.lighthouse ?? {})) {
    rows.push(
      row(`Lighthouse mobile ${pagePath} (${lh.runs} run${lh.runs > 1 ? 's, median' : ''})`, lh.runs > 1 ? `${lh.score} (runs ${lh.allScores.join(', ')})` : lh.score, {
        raw: lh.score,
        budget: BUDGETS.lighthouseScore,
      }),
      row('  LCP', `${fixed(lh.lcpMs, 0)} ms`, { raw: lh.lcpMs, budget: BUDGETS.lcpMs, unit: ' ms' }),
      row('  LCP element', lh.lcpElement?.slice(0, 160) ?? 'n/a'),
      row(
        '  LCP phases',
        lh.lcpPhases ? Object.entries(lh.lcpPhases).map(([phase, ms]) => `${phase} ${fixed(ms, 0)} ms`).join(', ') : 'n/a',
      ),
      row('  TBT', `${fixed(lh.tbtMs, 0)} ms`, { raw: lh.tbtMs, budget: BUDGETS.tbtMs, unit: ' ms' }),
      row('  CLS', fixed(lh.cls, 3), { raw: lh.cls, budget: BUDGETS.cls }),
      row('  FCP', `${fixed(lh.fcpMs, 0)} ms`),
    );
  }
  const { memory } = results;
  if (memory.growth) {
    const g = memory.growth;
    rows.push(
      row(`SSR RSS growth, ${g.requests} requests (from batch 1 of ${g.batches.length})`, `${mb(g.growthBytes)} (${fixed(g.growthShare * 100, 1)}%)`, {
        raw: g.growthShare === null ? null : g.growthShare * 100,
        budget: BUDGETS.memoryGrowthPercent,
        unit: '%',
      }),
    );
  }
  if (results.images) {
    const { cold, cached } = results.images;
    rows.push(
      row(
        `image proxy cold: ${cold.transforms} renditions (WebP 320/640/1080 px of 1200 px JPEGs)`,
        `${fixed(cold.transformsPerSecond, 1)} transforms/s (p50 ${cold.latencyP50Ms} ms, p99 ${cold.latencyP99Ms} ms, ${kb(cold.meanBytes)} avg)`,
        { verdict: cold.valid ? undefined : 'INVALID' },
      ),
      row(
        `image proxy cached hit (${settings.routeDurationS} s)`,
        `${fixed(cached.requestsPerSecond, 1)} req/s (p99 ${cached.latencyP99Ms} ms; ${cacheShare(cached) ?? 'n/a'})`,
        { verdict: cached.valid && cached.warmup.valid ? undefined : 'INVALID' },
      ),
    );
  }
  rows.push(row('SSR RSS before / after the uncached load', `${mb(memory.rssBeforeLoadBytes)} / ${mb(memory.rssAfterLoadBytes)}`));
  return rows;
}

/**
 * The chunk list of the first route and, for the others, the chunks they add to it; then any
 * cross-check mismatch, so an over-budget figure says what dominates it.
 */
function printFirstLoadDetail(results) {
  const routes = Object.values(results.routes);
  const first = routes[0];
  const line = (c) =>
    `  ${(c.gzipBytes / KB).toFixed(1).padStart(7)} kB  (${(c.rawBytes / KB).toFixed(1)} kB raw)  ${c.file}  [${c.via}]`;
  log(`stack floor (tools/bench/floor: ${results.floor.libraries.join(', ')}), ${results.floor.gzipKb.toFixed(1)} kB gzip -9:`);
  for (const c of results.floor.chunks) console.log(line(c));
  log(`first-load JS chunks of ${first.template.path} (gzip -9, biggest first):`);
  for (const c of first.firstLoadJs.chunks) console.log(line(c));
  const base = new Set(first.firstLoadJs.chunks.map((c) => c.file));
  for (const r of routes.slice(1)) {
    const own = r.firstLoadJs.chunks.filter((c) => !base.has(c.file));
    const shared = r.firstLoadJs.chunks.length - own.length;
    log(`${r.template.path}: ${shared} chunks shared with ${first.template.path}${own.length ? ', and its own:' : ', none of its own'}`);
    for (const c of own) console.log(line(c));
  }
  for (const r of routes) {
    const x = r.firstLoadJs.crossCheck;
    if (!x) {
      log(`${r.template.path}: no cross-check (status ${r.html.status})`);
      continue;
    }
    if (x.consistent) continue;
    log(`${r.template.path} cross-check: HTML references ${x.referencedInHtml.join(', ') || '(none)'}`);
    if (x.notInManifestSet.length) log(`  in the HTML but not in the first-load set: ${x.notInManifestSet.join(', ')}`);
    if (x.missingFromHtml.length) log(`  static first-load chunks the HTML does not reference: ${x.missingFromHtml.join(', ')}`);
    if (x.notServed.length) log(`  referenced but not served (status): ${x.notServed.map((s) => `${s.file} ${s.status}`).join(', ')}`);
  }
}

/** Notes on the cached figures that are easy to misread. */
function cacheNotes(results) {
  const notes = [];
  if (!results.routes) return notes;
  const routes = Object.values(results.routes);
  if (routes.every((r) => !cacheActive(r.cached))) {
    notes.push('the host answered no request of the cached runs from a cache (no X-Cache HIT/STALE): the "cached" figures are uncached ones');
  }
  const leaky = routes.filter((r) => cacheActive(r.uncached));
  if (leaky.length) notes.push(`HTML_CACHE_MS=0 did not turn the cache off: X-Cache HIT/STALE in the uncached runs of ${leaky.map((r) => r.template.path).join(', ')}`);
  return notes;
}

/** Throughput figures on a machine already busy with other work say more about the neighbours. */
function busyWarning({ loadAverage: [oneMinute], cpus }) {
  return oneMinute > cpus
    ? `warning: the machine was busy when the bench started (load ${oneMinute.toFixed(1)} on ${cpus} cores); ` +
        'per-second figures are noisy, the per-CPU-second ratio less so'
    : null;
}

async function main() {
  const startedAt = new Date();
  const settings = readSettings();
  const ssr = settings.phases.includes('ssr');
  assertBuildsExist(settings.phases);
  mkdirSync(settings.workDir, { recursive: true });
  await assertPortFree(settings.apiPort);
  if (ssr || settings.phases.includes('overload') || settings.phases.includes('bulkheads')) await assertPortFree(settings.ssrPort);
  if (settings.cluster) {
    const { nginx, ssr: hosts, api } = settings.clusterPorts;
    for (const port of [nginx, ...hosts, api]) await assertPortFree(port);
  }
  const before = environmentFacts(ROOT);
  const busy = busyWarning(before);
  if (busy) log(busy);
  log(`phases: ${settings.phases.join(', ')}`);
  if (ssr) log(`routes: ${settings.routes.map((t) => t.path).join(' ')}`);

  const durations = {};
  let results;
  try {
    results = await timed(durations, 'total', () => measure(settings, durations));
  } finally {
    await stopAll();
  }

  const reasons = invalidReasons(results);
  const notes = cacheNotes(results);
  const perRoute = routeRows(results);
  const budgets = budgetRows(results, settings, reasons.length > 0);
  console.log('');
  if (results.routes) {
    printFirstLoadDetail(results);
    console.log('');
    printTable(perRoute, undefined, ROUTE_COLUMNS, ROUTE_HEADINGS);
    console.log(
      `  (${settings.connections} connections; ${settings.durationS} s runs for ${settings.routes[0].path}, ` +
        `${settings.routeDurationS} s for the others; kB = 1000 bytes; SSR/bare and per CPU s use the uncached runs)`,
    );
    console.log('');
  }
  printTable(budgets);
  console.log('');
  if (results.overload) {
    printTable(overloadRows(results.overload), undefined, ['run', 'rps', 'statuses', 'errors', 'p99ok', 'verdict'], { p99ok: 'p99 of 200s (aim ≤ 1500 ms)' });
    console.log('  (load shedding, issue 17: no socket error, p99 of the 200s ≤ 1.5 s, the rest 503; cached: no 503)');
    console.log('');
  }
  if (results.bulkheads) {
    printTable(bulkheadRows(results.bulkheads), undefined, ['run', 'rps', 'statuses', 'p50', 'p99', 'verdict'], { p50: 'p50 of 200s', p99: 'p99 of 200s' });
    console.log(`  (${settings.durationS} s each, uncached; aim: the UAE's p99 with Russia's backend hanging within 10 % of the healthy run's, none failed)`);
    console.log('');
  }
  if (results.cluster) {
    printTable(clusterRows(results.cluster), undefined, ['run', 'rps', 'okps', 'p99', 'shed', 'failed', 'cache', 'verdict'], { okps: '2xx/s', shed: '503' });
    console.log(
      `  (${settings.durationS} s each on ${settings.routes[0].path}; "one host" is one of the cluster's hosts asked directly; cached runs ` +
        'speak as a desktop browser (compression accepted) from two load-generator threads; aim: nothing failed, cached nginx ≥ 3 × one host)',
    );
    console.log('');
  }
  if (busy) log(busy);
  for (const note of notes) log(`note: ${note}`);
  for (const [pagePath, lh] of Object.entries(results.lighthouse ?? {})) {
    for (const warning of lh.warnings ?? []) log(`Lighthouse ${pagePath}: ${warning.replace(/\s+/g, ' ')}`);
  }
  if (reasons.length) printBanner(['INVALID RUN: the load figures above are not measurements of healthy pages.', ...reasons]);

  writeResults(settings.output, {
    timestamp: startedAt.toISOString(),
    valid: reasons.length === 0,
    invalidReasons: reasons,
    warnings: busy ? [busy] : [],
    notes,
    environment: { ...before, loadAverageAtEnd: environmentFacts(ROOT).loadAverage },
    settings,
    budgets: BUDGETS,
    verdicts: Object.fromEntries(budgets.filter((r) => r.budget).map((r) => [r.metric.trim(), r.verdict])),
    durationsS: durations,
    results,
    routeTable: perRoute,
    table: budgets,
  });
  log(`results written to ${path.relative(ROOT, settings.output)} (the run took ${durations.total} s)`);
}

process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

try {
  await main();
  // Exit explicitly: the imported server bundle keeps cache timers and keep-alive sockets open.
  process.exit(0);
} catch (error) {
  await stopAll();
  console.error(`[bench] failed: ${error instanceof Error ? error.message : error}`);
  if (error instanceof Error && !(error instanceof SetupError) && error.stack) {
    console.error(error.stack.split('\n').slice(1, 6).join('\n'));
  }
  process.exit(1);
}

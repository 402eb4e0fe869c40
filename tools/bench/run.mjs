#!/usr/bin/env node
// The storefront benchmark (`npm run bench`): starts the reference API and the production SSR host
// on loopback ports, measures the region home page, and prints figures beside the budgets of
// ARCHITECTURE.md. It reports budgets, it does not enforce them: exit 1 only when it could not run.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { measureBareRender } from './lib/bare-render.mjs';
import { BUDGETS, BUILD, PAGE, ROOT, SetupError, assertBuildsExist, readSettings } from './lib/config.mjs';
import { measureFirstLoadJs } from './lib/first-load-js.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { measureApiRequest, measureMemoryGrowth, measureThroughput } from './lib/load.mjs';
import { assertPortFree, readRss, startNode, stopProcess, waitForHealth } from './lib/processes.mjs';
import { environmentFacts, printBanner, printTable, row, writeResults } from './lib/report.mjs';

const log = (message) => console.log(`[bench] ${message}`);
const fixed = (value, digits) => (value === null || value === undefined ? null : value.toFixed(digits));
const mb = (bytes) => (bytes === null || bytes === undefined ? null : `${(bytes / 2 ** 20).toFixed(1)} MiB`);

/** Everything that must be stopped at the end, on an error or on Ctrl-C: stop functions by name. */
const running = new Map();

async function stopAll() {
  // The SSR host first: it holds keep-alive connections to the API, which would slow the API's close.
  for (const name of ['lighthouse', 'storefront-ssr', 'regional-api', ...running.keys()]) {
    const stop = running.get(name);
    running.delete(name);
    if (stop) await stop().catch((error) => console.error(`[bench] could not stop ${name}:`, error));
  }
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

async function startServer(settings, { name, script, args, env, healthUrl, timeoutMs }) {
  const handle = startNode({ name, script, args, env, cwd: ROOT, logFile: path.join(settings.workDir, `${name}.log`) });
  running.set(name, () => stopProcess(handle));
  await waitForHealth(handle, healthUrl, timeoutMs);
  log(`${name} is up (pid ${handle.pid}, log ${path.relative(ROOT, handle.logFile)})`);
  return handle;
}

function startApi(settings) {
  return startServer(settings, {
    name: 'regional-api',
    script: BUILD.apiMain,
    // A throwaway database, reseeded, so every run measures the same data.
    args: ['--reset'],
    env: {
      REGIONAL_API_PORT: String(settings.apiPort),
      REGIONAL_API_HOST: '127.0.0.1',
      REGIONAL_API_DB: path.join(settings.workDir, 'regional-api.sqlite'),
      REGIONAL_API_CORS_ORIGINS: settings.ssrOrigin,
    },
    healthUrl: `${settings.apiOrigin}/healthz`,
    // Seeding all 15 regions happens before it listens.
    timeoutMs: 60_000,
  });
}

function startSsr(settings) {
  return startServer(settings, {
    name: 'storefront-ssr',
    script: BUILD.ssrMain,
    env: {
      NODE_ENV: 'production',
      PORT: String(settings.ssrPort),
      HOST: '127.0.0.1',
      SITE_URL: settings.ssrOrigin,
      REGIONAL_API_URL: settings.apiOrigin,
    },
    healthUrl: `${settings.ssrOrigin}/healthz`,
    timeoutMs: 30_000,
  });
}

/** Registers a Lighthouse child so Ctrl-C reaches it; SIGINT lets it close its Chromium. */
function trackLighthouse(child) {
  running.set('lighthouse', async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  });
  return () => running.delete('lighthouse');
}

/** All phases, in an order where none disturbs the next: load, then the in-process ceiling, then Lighthouse. */
async function measure(settings, durations) {
  const pageUrl = settings.ssrOrigin + PAGE.path;
  await timed(durations, 'startApi', () => startApi(settings));
  const ssr = await timed(durations, 'startSsr', () => startSsr(settings));
  const results = {};

  log('first-load JS: Vite manifest walk and HTML cross-check');
  results.firstLoadJs = await timed(durations, 'firstLoadJs', () =>
    measureFirstLoadJs({ viteManifest: BUILD.viteManifest, clientDir: BUILD.clientDir, page: PAGE, pageUrl }),
  );

  log(`SSR throughput: ${settings.warmupS} s warm-up, then ${settings.durationS} s, ${settings.connections} connections`);
  const rssBefore = readRss(ssr.pid);
  results.throughput = await timed(durations, 'throughput', () =>
    measureThroughput({
      url: pageUrl,
      connections: settings.connections,
      durationS: settings.durationS,
      warmupS: settings.warmupS,
      pid: ssr.pid,
    }),
  );
  results.memory = { rssBeforeLoadBytes: rssBefore, rssAfterLoadBytes: readRss(ssr.pid) };

  if (settings.memory) {
    log(`memory: ${settings.memoryRequests} requests in batches of ${settings.memoryBatch}`);
    results.memory.growth = await timed(durations, 'memory', () =>
      measureMemoryGrowth({
        url: pageUrl,
        connections: settings.connections,
        pid: ssr.pid,
        total: settings.memoryRequests,
        batch: settings.memoryBatch,
      }),
    );
  }

  results.api = await timed(durations, 'api', () => measureApi(settings));

  log(`bare renderToString: ${settings.durationS} s (at most ${settings.bareMaxRenders} renders)`);
  results.bare = await timed(durations, 'bare', () =>
    measureBareRender({
      entryServer: BUILD.entryServer,
      pageUrl,
      siteUrl: settings.ssrOrigin,
      apiOrigin: settings.apiOrigin,
      durationS: settings.durationS,
      maxRenders: settings.bareMaxRenders,
    }),
  );
  results.ssrToBareRatio = results.throughput.requestsPerSecond / results.bare.rendersPerSecond;
  // The same ratio per CPU second of the one process doing the work: steadier on a busy machine.
  results.ssrToBareCpuRatio = results.throughput.requestsPerCpuSecond
    ? results.throughput.requestsPerCpuSecond / results.bare.rendersPerCpuSecond
    : null;

  if (settings.lighthouse) {
    log(`Lighthouse (mobile, performance), ${settings.lighthouseRuns} run(s)`);
    results.lighthouse = await timed(durations, 'lighthouse', () =>
      measureLighthouse({
        url: pageUrl,
        chromePath: settings.chromePath,
        runs: settings.lighthouseRuns,
        workDir: settings.workDir,
        cwd: ROOT,
        track: trackLighthouse,
      }),
    );
  }
  return results;
}

/** Why the load figures cannot be trusted, if they cannot. */
function invalidReasons({ throughput, memory }) {
  const reasons = [];
  if (!throughput.warmup.valid) reasons.push('the warm-up had failed or non-2xx requests');
  if (!throughput.valid) {
    reasons.push(
      `SSR load: ${throughput.non2xx} non-2xx, ${throughput.errors} errors, ${throughput.timeouts} timeouts ` +
        `(status codes ${JSON.stringify(throughput.statusCodes)})`,
    );
  }
  if (memory.growth?.failures) reasons.push(`memory phase: ${memory.growth.failures} failed or non-2xx requests`);
  return reasons;
}

/** The regional API's two hot paths: a filtered product list and a quotation of real products. */
async function measureApi(settings) {
  const listPath = '/ae/api/products/?category=motorcycles&price[between]=1000..100000&order[price]=asc&itemsPerPage=30';
  const sample = await (await fetch(`${settings.apiOrigin}/ae/api/products/?itemsPerPage=4`)).json();
  const cart = sample.items.map((product, index) => ({ product_id: product.id, quantity: index + 1 }));
  const requests = {
    productList: { path: listPath },
    quotation: { path: '/ae/api/quotation/get', method: 'POST', body: { cart } },
  };
  const results = {};
  for (const [name, request] of Object.entries(requests)) {
    log(`API ${name}: ${settings.warmupS} s warm-up, then ${settings.durationS} s`);
    results[name] = await measureApiRequest({
      origin: settings.apiOrigin,
      request,
      connections: settings.connections,
      durationS: settings.durationS,
      warmupS: settings.warmupS,
    });
  }
  return results;
}

function tableRows(results, settings, invalid) {
  const { throughput: t, bare, firstLoadJs: js, memory, lighthouse: lh } = results;
  const loadVerdict = invalid ? 'INVALID' : undefined;
  const biggest = js.chunks[0];
  const rows = [
    row(`SSR ${PAGE.path} throughput (${settings.connections} conn, ${settings.durationS} s)`, `${fixed(t.requestsPerSecond, 1)} req/s`, { verdict: loadVerdict }),
    row('SSR latency p50', `${t.latencyP50Ms} ms`, { verdict: loadVerdict }),
    row('SSR latency p99', `${t.latencyP99Ms} ms`, { verdict: loadVerdict }),
    row('SSR non-2xx / errors / timeouts', `${t.non2xx} / ${t.errors} / ${t.timeouts}`, {
      budget: '0 / 0 / 0',
      verdict: t.valid ? 'ok' : 'INVALID',
    }),
    row('bare renderToString (same tree)', `${fixed(bare.rendersPerSecond, 1)} renders/s`),
    row('SSR rps / bare rps', fixed(results.ssrToBareRatio, 2), {
      raw: results.ssrToBareRatio,
      budget: BUDGETS.ssrToBareRatio,
      verdict: loadVerdict,
    }),
    row('  per CPU second: SSR req / bare renders', perCpu(t.requestsPerCpuSecond, bare.rendersPerCpuSecond, results.ssrToBareCpuRatio)),
    row(`first-load JS ${PAGE.path} (gzip -9, ${js.chunks.length} chunks)`, `${fixed(js.gzipKb, 1)} kB`, {
      raw: js.gzipKb,
      budget: BUDGETS.firstLoadJsKb,
      unit: ' kB',
    }),
    row(`  biggest chunk: ${biggest.file}`, `${fixed(biggest.gzipBytes / 1000, 1)} kB`),
    row('  HTML <script>/modulepreload cross-check', js.crossCheck.consistent ? 'consistent' : 'MISMATCH'),
    ...Object.entries(results.api).flatMap(([name, api]) => [
      row(`API ${name === 'productList' ? 'filtered product list' : 'POST quotation/get'}`, `${fixed(api.requestsPerSecond, 1)} req/s`, {
        verdict: api.valid ? undefined : 'INVALID',
      }),
      row('  p99', `${api.latencyP99Ms} ms`),
    ]),
    row('SSR RSS before load', mb(memory.rssBeforeLoadBytes)),
    row('SSR RSS after load', mb(memory.rssAfterLoadBytes)),
  ];
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
  if (lh) {
    rows.push(
      row(`Lighthouse mobile performance (${lh.runs} run${lh.runs > 1 ? 's, median' : ''})`, lh.score, {
        raw: lh.score,
        budget: BUDGETS.lighthouseScore,
      }),
      row('  LCP', `${fixed(lh.lcpMs, 0)} ms`, { raw: lh.lcpMs, budget: BUDGETS.lcpMs, unit: ' ms' }),
      row('  TBT', `${fixed(lh.tbtMs, 0)} ms`, { raw: lh.tbtMs, budget: BUDGETS.tbtMs, unit: ' ms' }),
      row('  CLS', fixed(lh.cls, 3), { raw: lh.cls, budget: BUDGETS.cls }),
      row('  FCP', `${fixed(lh.fcpMs, 0)} ms`),
    );
  }
  return rows;
}

function perCpu(ssr, bare, ratio) {
  return ssr ? `${fixed(ssr, 1)} / ${fixed(bare, 1)} = ${fixed(ratio, 2)}` : null;
}

/** The chunk list and any cross-check mismatch, so an over-budget figure says what dominates it. */
function printFirstLoadDetail(js) {
  log('first-load JS chunks (gzip -9, biggest first):');
  for (const c of js.chunks) {
    console.log(`  ${(c.gzipBytes / 1000).toFixed(1).padStart(7)} kB  (${(c.rawBytes / 1000).toFixed(1)} kB raw)  ${c.file}  [${c.via}]`);
  }
  const x = js.crossCheck;
  log(`HTML references: ${x.referencedInHtml.join(', ') || '(none)'}`);
  if (x.notInManifestSet.length) log(`  in the HTML but not in the first-load set: ${x.notInManifestSet.join(', ')}`);
  if (x.missingFromHtml.length) log(`  static first-load chunks the HTML does not reference: ${x.missingFromHtml.join(', ')}`);
  if (x.notServed.length) log(`  referenced but not served (status): ${x.notServed.map((s) => `${s.file} ${s.status}`).join(', ')}`);
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
  assertBuildsExist();
  mkdirSync(settings.workDir, { recursive: true });
  await assertPortFree(settings.apiPort);
  await assertPortFree(settings.ssrPort);
  const before = environmentFacts(ROOT);
  const busy = busyWarning(before);
  if (busy) log(busy);

  const durations = {};
  let results;
  try {
    results = await timed(durations, 'total', () => measure(settings, durations));
  } finally {
    await stopAll();
  }

  const reasons = invalidReasons(results);
  const rows = tableRows(results, settings, reasons.length > 0);
  console.log('');
  printFirstLoadDetail(results.firstLoadJs);
  console.log('');
  printTable(rows);
  console.log('');
  if (busy) log(busy);
  for (const warning of results.lighthouse?.warnings ?? []) log(`Lighthouse: ${warning.replace(/\s+/g, ' ')}`);
  if (reasons.length) printBanner(['INVALID RUN: the load figures above are not measurements of a healthy page.', ...reasons]);

  writeResults(settings.output, {
    timestamp: startedAt.toISOString(),
    valid: reasons.length === 0,
    invalidReasons: reasons,
    warnings: busy ? [busy] : [],
    environment: { ...before, loadAverageAtEnd: environmentFacts(ROOT).loadAverage },
    settings,
    page: PAGE,
    budgets: BUDGETS,
    durationsS: durations,
    results,
    table: rows,
  });
  log(`results written to ${path.relative(ROOT, settings.output)}`);
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

import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { CHROME_FLAGS } from './config.mjs';

/** One Lighthouse run on 2 cores takes ~30–60 s; past this it is stuck, not slow. */
const RUN_TIMEOUT_MS = 240_000;

function lighthouseCli() {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
}

/**
 * One Lighthouse run through its CLI in a child process (its Chrome and memory stay out of the bench
 * process). Default config = mobile preset with simulated throttling; performance category only.
 * `track` receives the child so the caller can stop it on Ctrl-C.
 */
async function runOnce({ url, chromePath, outputFile, cwd, track }) {
  // A report left by an earlier run must not pass for this one.
  rmSync(outputFile, { force: true });
  const args = [
    lighthouseCli(),
    url,
    '--only-categories=performance',
    '--form-factor=mobile',
    '--output=json',
    `--output-path=${outputFile}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
  ];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, CHROME_PATH: chromePath },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
  const untrack = track(child);
  try {
    const timedOut = await Promise.race([exited.then(() => false), delay(RUN_TIMEOUT_MS, true)]);
    if (timedOut) {
      // SIGINT lets Lighthouse's chrome-launcher close the Chromium it started.
      child.kill('SIGINT');
      await Promise.race([exited, delay(5_000)]);
      child.kill('SIGKILL');
      throw new Error(`Lighthouse did not finish within ${RUN_TIMEOUT_MS / 1000} s`);
    }
    const { code, error } = await exited;
    if (code !== 0 || !existsSync(outputFile)) {
      throw new Error(`Lighthouse failed (exit ${code ?? error?.message}):\n${output.trim().slice(-3_000)}`);
    }
  } finally {
    untrack();
  }
  return readLhr(JSON.parse(readFileSync(outputFile, 'utf8')));
}

/** The LCP element's markup as Lighthouse saw it (its `largest-contentful-paint-element` audit), or null. */
function lcpElementOf(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = (items.find((item) => item.type === 'table') ?? items[0])?.items?.[0]?.node;
  return node?.snippet ?? node?.selector ?? null;
}

/**
 * Lighthouse's split of the LCP (`largest-contentful-paint-element`'s second table): TTFB, load
 * delay, load time and render delay in ms (a text LCP has no load), or null.
 */
function lcpPhasesOf(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const phases = items.find((item) => item.type === 'table' && item.items?.some((row) => row.phase))?.items;
  return phases ? Object.fromEntries(phases.map((row) => [row.phase, row.timing])) : null;
}

/** The figures we report from a Lighthouse result. */
function readLhr(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  return {
    score: score === null || score === undefined ? null : Math.round(score * 100),
    lcpMs: audit('largest-contentful-paint'),
    lcpElement: lcpElementOf(lhr),
    lcpPhases: lcpPhasesOf(lhr),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    speedIndexMs: audit('speed-index'),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
    formFactor: lhr.configSettings?.formFactor,
    throttlingMethod: lhr.configSettings?.throttlingMethod,
    // Lighthouse's CPU speed score for this machine; below ~1000 its simulated throttling overstates TBT.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/** `runs` Lighthouse runs; the reported one is the median by score (then by LCP), as Lighthouse advises. */
export async function measureLighthouse({ url, chromePath, runs, workDir, cwd, track }) {
  if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROME_PATH)`);
  // `/ae_en/` → `lighthouse-ae_en-1.json`; `/` → `lighthouse-root-1.json`.
  const name = new URL(url).pathname.replace(/^\/|\/$/g, '').replace(/[^a-zA-Z0-9_-]+/g, '-') || 'root';
  const results = [];
  for (let i = 0; i < runs; i++) {
    const outputFile = path.join(workDir, `lighthouse-${name}-${i + 1}.json`);
    results.push({ ...(await runOnce({ url, chromePath, outputFile, cwd, track })), report: outputFile });
  }
  const sorted = [...results].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return { ...sorted[Math.floor(sorted.length / 2)], runs: results.length, allScores: results.map((r) => r.score) };
}

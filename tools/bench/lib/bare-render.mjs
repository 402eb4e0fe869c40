import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

/** Renders run in slices this long, then the loop yields so Ctrl-C and timers are still served. */
const SLICE_MS = 100;
const WARMUP_RENDERS = 50;

/**
 * The ceiling for SSR throughput: the same React tree rendered with a bare `renderToString` in
 * this process, after one route load against the bench API. Bounded by `durationS` and `maxRenders`.
 */
export async function measureBareRender({ entryServer, pageUrl, siteUrl, apiOrigin, durationS, maxRenders }) {
  // React (and Emotion, RTK) pick their development or production build from NODE_ENV when first
  // loaded; the SSR host runs in production, so the ceiling must too (development is ~4x slower).
  process.env.NODE_ENV = 'production';
  const { prepareBareRender } = await import(pathToFileURL(entryServer).href);
  if (typeof prepareBareRender !== 'function') throw new Error(`${entryServer} does not export prepareBareRender`);
  // The same compiled catalogues the host serves, from the build beside the renderer.
  const i18nDir = path.join(path.dirname(entryServer), '../i18n');
  const { buildId } = JSON.parse(readFileSync(path.join(i18nDir, 'build-id.json'), 'utf8'));
  const render = await prepareBareRender({
    request: new Request(pageUrl),
    nonce: 'bench',
    // The page's region on the bench backend, as browsers and as this process reach it.
    env: { siteUrl, backends: [{ url: apiOrigin, regions: [new URL(pageUrl).pathname.slice(1, 3)] }], formTokens: {}, regions: [], i18nBuildId: buildId },
    serverApi: (code) => ({ baseURL: `${apiOrigin}/${code}/api` }),
    messages: (locale) => JSON.parse(readFileSync(path.join(i18nDir, `${path.basename(locale)}.json`), 'utf8')),
  });

  const html = render();
  // A render of an error or not-found page would be a fast but meaningless ceiling.
  if (!html.includes('<html') || !html.includes('</html>')) {
    throw new Error(`prepareBareRender(${pageUrl}) did not render a page: ${html.slice(0, 200)}`);
  }
  for (let i = 0; i < WARMUP_RENDERS; i++) render();

  const cpuBefore = process.cpuUsage();
  const { renders, elapsedMs } = await renderLoop(render, durationS * 1000, maxRenders);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    rendersPerSecond: renders / (elapsedMs / 1000),
    rendersPerCpuSecond: renders / cpuSeconds,
    cpuSeconds,
    renders,
    meanMs: elapsedMs / renders,
    elapsedS: elapsedMs / 1000,
    htmlBytes: Buffer.byteLength(html),
    stoppedBy: renders >= maxRenders ? 'max renders' : 'duration',
  };
}

async function renderLoop(render, budgetMs, maxRenders) {
  const start = performance.now();
  let renders = 0;
  while (renders < maxRenders && performance.now() - start < budgetMs) {
    const sliceEnd = Math.min(performance.now() + SLICE_MS, start + budgetMs);
    while (renders < maxRenders && performance.now() < sliceEnd) {
      render();
      renders++;
    }
    await nextTurn();
  }
  return { renders, elapsedMs: performance.now() - start };
}

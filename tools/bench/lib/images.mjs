import { performance } from 'node:perf_hooks';
import { measureThroughput } from './load.mjs';
import { readCpuSeconds } from './processes.mjs';

/** What Chromium sends for an `<img>`: the proxy answers WebP to it (`f=auto`). */
const IMAGE_ACCEPT = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };
/** Rendition widths asked per source picture in the cold phase (phone, tablet, desktop candidates). */
const COLD_WIDTHS = [320, 640, 1080];

const percentile = (sorted, share) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] : null);

/**
 * The host's image proxy (`/_img/`), on a host started with an empty image cache:
 * - cold: `count` distinct renditions (product pictures of the reference API × 320/640/1080 px,
 *   WebP), each asked once, `connections` at a time: every answer is a fetch + decode + resize +
 *   encode, so the rate is transforms per second (bounded by the host's IMAGE_PROXY_CONCURRENCY);
 * - cached: one of those renditions under autocannon load: disk-cache hits per second.
 * The API draws its JPEGs on first request, so they are all fetched once first: the cold phase
 * measures the proxy, not the backend's drawing.
 */
export async function measureImages({ ssrOrigin, apiOrigin, connections, durationS, warmupS, pid, count = 60 }) {
  const perSource = COLD_WIDTHS.length;
  const list = await (await fetch(`${apiOrigin}/ae/api/products/?itemsPerPage=${Math.ceil(count / perSource)}`)).json();
  const sources = list.items.map((product) => `${apiOrigin}/images${product.image.path}`);
  for (const source of sources) await (await fetch(source)).arrayBuffer();
  const urls = sources
    .flatMap((url) => COLD_WIDTHS.map((w) => `${ssrOrigin}/_img/?${new URLSearchParams({ url, w: String(w), q: '85', f: 'auto' })}`))
    .slice(0, count);

  const latencies = [];
  const cacheStates = {};
  let failures = 0;
  let bytes = 0;
  let next = 0;
  const cpuBefore = readCpuSeconds(pid);
  const start = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(connections, urls.length) }, async () => {
      while (next < urls.length) {
        const url = urls[next++];
        const asked = performance.now();
        const response = await fetch(url, { headers: IMAGE_ACCEPT });
        bytes += (await response.arrayBuffer()).byteLength;
        latencies.push(performance.now() - asked);
        if (response.status !== 200 || response.headers.get('content-type') !== 'image/webp') failures += 1;
        const state = response.headers.get('x-image-cache') ?? '(none)';
        cacheStates[state] = (cacheStates[state] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const cpuAfter = readCpuSeconds(pid);
  latencies.sort((a, b) => a - b);
  const cold = {
    transforms: urls.length,
    seconds,
    transformsPerSecond: urls.length / seconds,
    latencyP50Ms: Math.round(percentile(latencies, 0.5)),
    latencyP99Ms: Math.round(percentile(latencies, 0.99)),
    meanBytes: Math.round(bytes / urls.length),
    serverCpuSeconds: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
    failures,
    cacheStates,
    valid: failures === 0 && (cacheStates.MISS ?? 0) + (cacheStates.SHARED ?? 0) === urls.length,
  };

  const cached = await measureThroughput({
    url: urls[Math.floor(urls.length / 2)],
    connections,
    durationS,
    warmupS,
    pid,
    countHeader: 'x-image-cache',
    headers: IMAGE_ACCEPT,
  });
  return { cold, cached };
}

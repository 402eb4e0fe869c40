import { measureOverload } from './overload.mjs';

/** The faulted backend's latency: far beyond the host's timeout, as a backend that hangs. */
const FAULT_LATENCY_MS = 30_000;

/**
 * Bulkheads (issue 29): one host, every region on the bench's backend but Russia's, which has one of its
 * own. Twice, the same load: `connections` on the UAE's home and two on Russia's, uncached (every page
 * asks its backend), first with both backends healthy, then with Russia's answering after 30 s
 * (fault injection). The UAE's pages should not notice: their p99 no worse than when all was healthy.
 */
export async function measureBulkheads({ ssrOrigin, faultedApiOrigin, connections, durationS, warmupS, log }) {
  const run = async (seconds = durationS) => {
    const [other, faulted] = await Promise.all([
      measureOverload({ url: `${ssrOrigin}/ae_en/`, connections, durationS: seconds }),
      measureOverload({ url: `${ssrOrigin}/ru_ru/`, connections: 2, durationS: seconds }),
    ]);
    return { other, faulted };
  };
  // A warm-up first, so that the healthy run is not the one that pays for a cold process.
  await run(warmupS);
  log(`bulkheads: ${connections} connections on /ae_en/ and 2 on /ru_ru/ for ${durationS} s, all backends healthy`);
  const healthy = await run();
  const rule = await fetch(`${faultedApiOrigin}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: '/ru/api/*', latencyMs: FAULT_LATENCY_MS }),
  });
  if (rule.status !== 201) throw new Error(`the fault could not be set: ${rule.status} ${await rule.text()}`);
  log(`bulkheads: the same with Russia's backend answering after ${FAULT_LATENCY_MS / 1000} s`);
  try {
    return { healthy, faulted: await run() };
  } finally {
    await fetch(`${faultedApiOrigin}/__faults`, { method: 'DELETE' });
  }
}

/**
 * The rows: each run's UAE and Russian pages. Verdict (the UAE's faulted row): its p99 within 10 % (and
 * 25 ms, the noise of two 10 s runs) of the healthy run's, no request of it failed.
 */
export function bulkheadRows({ healthy, faulted }) {
  const row = (run, region, o, verdict = '') => ({
    run: `${run}: ${region} (${o.connections} conn)`,
    rps: Math.round(o.requestsPerSecond).toString(),
    statuses: Object.entries(o.statuses).map(([status, count]) => `${status}: ${count}`).join(', '),
    p50: o.okP50Ms === null ? '–' : `${Math.round(o.okP50Ms)} ms`,
    p99: o.okP99Ms === null ? '–' : `${Math.round(o.okP99Ms)} ms`,
    verdict,
  });
  const failed = (o) => o.socketErrors + o.timeouts + Object.entries(o.statuses).filter(([status]) => status !== '200').reduce((sum, [, n]) => sum + n, 0);
  const ok =
    faulted.other.okP99Ms !== null &&
    healthy.other.okP99Ms !== null &&
    faulted.other.okP99Ms <= Math.max(healthy.other.okP99Ms * 1.1, healthy.other.okP99Ms + 25) &&
    failed(faulted.other) === 0;
  return [
    row('healthy', '/ae_en/', healthy.other),
    row('healthy', '/ru_ru/', healthy.faulted),
    row('Russia 30 s', '/ae_en/', faulted.other, ok ? 'ok' : 'MISSED'),
    row('Russia 30 s', '/ru_ru/', faulted.faulted),
  ];
}

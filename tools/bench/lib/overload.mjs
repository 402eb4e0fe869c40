import autocannon from 'autocannon';
import { setTimeout as delay } from 'node:timers/promises';

/** A request that takes longer than this is a client timeout (the probe used 10 s). */
const REQUEST_TIMEOUT_S = 10;

function percentile(sorted, share) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * Overload (issue 17): `connections` keep-alive connections for `durationS` on one URL, each answer's
 * status and latency recorded, so that the latency of the 200s is told apart from the fast 503s of
 * load shedding. Reports req/s, the count per status, socket errors and timeouts, and the p50/p99 of the
 * 200 answers. `headers` go with every request.
 */
export async function measureOverload({ url, connections, durationS, headers }) {
  const okLatencies = [];
  const statuses = {};
  const instance = autocannon({
    url,
    connections,
    duration: durationS,
    timeout: REQUEST_TIMEOUT_S,
    headers,
    setupClient(client) {
      client.on('response', (statusCode, _bytes, responseTime) => {
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
        if (statusCode === 200) okLatencies.push(responseTime);
      });
    },
  });
  const cancel = new AbortController();
  delay((durationS + 30) * 1000, undefined, { signal: cancel.signal }).then(
    () => instance.stop(),
    () => {},
  );
  let result;
  try {
    result = await instance;
  } finally {
    cancel.abort();
  }
  okLatencies.sort((a, b) => a - b);
  return {
    connections,
    durationS: result.duration,
    requestsPerSecond: result.requests.mean,
    requestsTotal: result.requests.total,
    statuses,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    okP50Ms: percentile(okLatencies, 0.5),
    okP99Ms: percentile(okLatencies, 0.99),
    allP99Ms: result.latency.p99,
  };
}

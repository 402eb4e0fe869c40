import autocannon from 'autocannon';
import { setTimeout as delay } from 'node:timers/promises';
import { readCpuSeconds, readRss } from './processes.mjs';

/** Per-request timeout: an SSR page that takes longer than this is counted as an error. */
const REQUEST_TIMEOUT_S = 10;

/** Runs autocannon, and stops it after `maxS` whatever its own settings say, so no run hangs. */
async function cannon(options, maxS) {
  const instance = autocannon({ timeout: REQUEST_TIMEOUT_S, ...options });
  const cancel = new AbortController();
  delay(maxS * 1000, undefined, { signal: cancel.signal }).then(
    () => instance.stop(),
    () => {}, // cancelled: the run ended in time
  );
  try {
    return await instance;
  } finally {
    cancel.abort();
  }
}

/** The figures we keep from an autocannon result; `valid` is false when any request failed. */
function summarise(result) {
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    requestsPerSecond: result.requests.mean,
    requestsTotal: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: result.latency.mean,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
    durationS: result.duration,
    valid: failures === 0 && result['2xx'] > 0,
  };
}

/** What the bench keeps of a warm-up: enough to say why it invalidates a run. */
function warmupSummary(warmup) {
  const { requestsTotal, non2xx, errors, timeouts, valid } = warmup;
  return { requestsTotal, non2xx, errors, timeouts, valid };
}

/**
 * Counts the values of one response header (e.g. the host's `X-Cache: HIT|MISS|STALE`) over every
 * response of a run, from the parsed headers of each autocannon client (the bodies are not read).
 * Responses without the header count as `(none)`.
 */
function headerCounter(header) {
  const name = header.toLowerCase();
  const counts = {};
  const setupClient = (client) => {
    client.on('headers', (info) => {
      const raw = info?.headers ?? [];
      let value = '(none)';
      for (let i = 0; i + 1 < raw.length; i += 2) {
        if (String(raw[i]).toLowerCase() === name) {
          value = String(raw[i + 1]);
          break;
        }
      }
      counts[value] = (counts[value] ?? 0) + 1;
    });
  };
  return { setupClient, counts };
}

/**
 * SSR throughput: a warm-up (JIT, caches, keep-alive sockets), then `durationS` of load with
 * `connections` concurrent keep-alive connections. The warm-up is checked too, not measured.
 * With `countHeader`, the measured run also counts the values of that response header; `headers` are
 * sent with every request. With `uniqueQuery`, every request carries `?{uniqueQuery}={id}` of its own: no
 * cache in front joins two of them (nginx's cache lock would queue requests of one uncacheable URL).
 * `workers` runs the load from that many threads (not with `countHeader`).
 */
export async function measureThroughput({ url, connections, durationS, warmupS, pid, countHeader, headers, uniqueQuery, workers }) {
  const target = {
    ...(uniqueQuery ? { url: `${url}${url.includes('?') ? '&' : '?'}${uniqueQuery}=[<id>]`, idReplacement: true } : { url }),
    // Load-generator threads (autocannon's `workers`); a header count needs the one thread of the caller.
    ...(workers && !countHeader ? { workers } : {}),
  };
  const warmup = summarise(await cannon({ ...target, connections, duration: warmupS, headers }, warmupS + 30));
  const counter = countHeader ? headerCounter(countHeader) : undefined;
  const cpuBefore = readCpuSeconds(pid);
  const run = summarise(
    await cannon({ ...target, connections, duration: durationS, headers, ...(counter ? { setupClient: counter.setupClient } : {}) }, durationS + 30),
  );
  const cpuAfter = readCpuSeconds(pid);
  const cpuSeconds = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  return {
    ...run,
    // The host's own CPU time under load (the API's is not in it, as the bare render has no API either).
    serverCpuSeconds: cpuSeconds,
    requestsPerCpuSecond: cpuSeconds ? run.requestsTotal / cpuSeconds : null,
    ...(counter ? { headerCounts: { header: countHeader, ...counter.counts } } : {}),
    warmup: warmupSummary(warmup),
  };
}

/**
 * Memory phase: `total` requests in batches of `batch`, reading the server's RSS after each batch.
 * Growth is taken from the first batch (caches filled, code compiled) to the last.
 */
export async function measureMemoryGrowth({ url, connections, pid, total, batch }) {
  const batches = [];
  let failures = 0;
  for (let sent = 0; sent < total; sent += batch) {
    const amount = Math.min(batch, total - sent);
    // Bounded twice: by count, and by time in case the server stalls (1 s per 20 requests is very slow).
    const result = await cannon({ url, connections, amount }, 30 + amount / 20);
    failures += result.errors + result.timeouts + result.non2xx;
    batches.push({ requests: result.requests.total, stoppedByTime: result.requests.total < amount, rssBytes: readRss(pid) });
  }
  const first = batches[0]?.rssBytes ?? null;
  const last = batches.at(-1)?.rssBytes ?? null;
  const growthBytes = first !== null && last !== null ? last - first : null;
  return {
    requests: batches.reduce((sum, b) => sum + b.requests, 0),
    failures,
    batches,
    baselineRssBytes: first,
    finalRssBytes: last,
    growthBytes,
    growthShare: growthBytes !== null && first ? growthBytes / first : null,
  };
}

/** Values of the unique header: this process's prefix and a counter, so no two requests of a bench share one. */
const uniquePrefix = `bench-${process.pid}-${Date.now().toString(36)}`;
let uniqueCount = 0;

/** An autocannon `setupRequest` step that gives every request its own value of header `name`. */
const uniqueHeader = (name) => (request) => {
  uniqueCount += 1;
  request.headers = { ...request.headers, [name]: `${uniquePrefix}-${uniqueCount}` };
  return request;
};

/**
 * The shoppers a crowd run speaks for: 16,384 addresses (10.0.0.0/18), one after the other. The backend
 * limits writes per client address (issue 28); one load generator on one address would measure the
 * limiter. At the quotation's few thousand requests a second, each address sends a handful a minute:
 * what a real crowd of shoppers does, far inside every per-address limit.
 */
const CROWD_SIZE = 16_384;
let crowdNext = 0;

/** An autocannon `setupRequest` step that sends each request as the next shopper of the crowd, through the trusted-proxy header. */
const crowdAddress = (request) => {
  const n = crowdNext++ % CROWD_SIZE;
  request.headers = { ...request.headers, 'x-forwarded-for': `10.0.${n >> 8}.${n & 255}` };
  return request;
};

/**
 * Throughput of one regional-API request (issue 3's figures): a short warm-up, then `durationS` of
 * load. `request` is `{ path, method, body, headers, uniqueHeader, crowd, countHeader }` relative to
 * the API origin: `body` is sent as JSON; `uniqueHeader` names a header that gets a new value on every
 * request (`Idempotency-Key`, so that each order is a real insert, never a replay); `crowd` sends each
 * request as another shopper (`X-Forwarded-For`, which a backend trusting loopback as its proxy reads
 * as the client); `countHeader` counts the values of a response header over the measured run
 * (`Idempotent-Replayed`); `prepare` is a last autocannon `setupRequest` step of its own (a body signed
 * for each request).
 */
export async function measureApiRequest({ origin, request, connections, durationS, warmupS }) {
  const steps = [request.uniqueHeader && uniqueHeader(request.uniqueHeader), request.crowd && crowdAddress, request.prepare].filter(Boolean);
  const options = {
    url: origin + request.path,
    method: request.method ?? 'GET',
    connections,
    headers: { ...(request.body ? { 'content-type': 'application/json' } : {}), ...request.headers },
    ...(request.body ? { body: JSON.stringify(request.body) } : {}),
    ...(steps.length ? { requests: [{ setupRequest: (req) => steps.reduce((next, step) => step(next), req) }] } : {}),
  };
  const warmup = summarise(await cannon({ ...options, duration: warmupS }, warmupS + 30));
  const counter = request.countHeader ? headerCounter(request.countHeader) : undefined;
  const run = summarise(
    await cannon({ ...options, duration: durationS, ...(counter ? { setupClient: counter.setupClient } : {}) }, durationS + 30),
  );
  return {
    ...run,
    ...(counter ? { headerCounts: { header: request.countHeader, ...counter.counts } } : {}),
    warmup: warmupSummary(warmup),
  };
}

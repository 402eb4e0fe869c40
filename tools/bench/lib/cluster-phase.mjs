import { startCluster } from '../../cluster/cluster.mjs';
import { measureThroughput } from './load.mjs';

/**
 * What a desktop browser sends with a page request. The cached runs speak like it: a browser always
 * accepts compression, and a compressed page is what a cache in front keeps and sends (the host's
 * micro-cache compresses each answer anew, as each carries a nonce of its own).
 */
const BROWSER = {
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

/**
 * Load-generator threads of the cached runs: one autocannon thread parses about 2,500 compressed pages a
 * second on this kind of machine at a full core, which is less than nginx serves from its cache (issue
 * 28 measured nginx's two workers at a quarter of a core then). Two threads keep the figure nginx's.
 */
const CACHED_CLIENT_THREADS = 2;

/**
 * `BENCH_CLUSTER=1` (issues 17 and 28): `/ae_en/` through nginx in front of two hosts, beside one of the
 * same hosts asked directly, uncached (hosts and nginx keep no HTML) and cached (the hosts' micro-cache
 * and nginx's proxy_cache), at each of `connectionSizes`. Loopback is exempt from nginx's per-client
 * limits here: the bench is one client. Each run also reads the hosts' metrics before and after it, for
 * what reached them: the requests nginx passed on (its hit ratio is the rest) and their micro-cache's.
 */
export async function measureClusterPhase({ path, connectionSizes, durationS, warmupS, ports, log }) {
  const results = {};
  for (const cached of [false, true]) {
    const label = cached ? 'cached' : 'uncached';
    log(`cluster ${label}: nginx + 2 hosts on ${ports.nginx}, ${ports.ssr.join(', ')}; ${connectionSizes.join(' and ')} connections, ${durationS} s`);
    const cluster = await startCluster({
      nginxPort: ports.nginx,
      ssrPorts: ports.ssr,
      apiPort: ports.api,
      htmlCacheMs: cached ? 5_000 : 0,
      limitExempt: ['127.0.0.0/8'],
      waitForImages: true,
      log: (line) => log(`cluster: ${line}`),
    });
    try {
      for (const connections of connectionSizes) {
        // Uncached, each request is a URL of its own: nginx cannot cache a `private, no-store` page, and its
        // cache lock would otherwise queue the requests of one URL (the figure would be the lock's, not the hosts').
        const load = cached ? { headers: BROWSER, workers: CACHED_CLIENT_THREADS } : { uniqueQuery: 'bench' };
        const measure = async (url) => {
          const before = await hostFigures(ports.ssr);
          const run = await measureThroughput({ url, connections, durationS, warmupS, pid: cluster.ssr(0).pid, ...load });
          return { ...run, hosts: difference(await hostFigures(ports.ssr), before) };
        };
        const viaNginx = await measure(cluster.nginxUrl + path);
        const single = await measure(`http://127.0.0.1:${ports.ssr[0]}${path}`);
        results[`${label} ${connections}`] = { cached, connections, cluster: viaNginx, single };
      }
    } finally {
      await cluster.stop();
    }
  }
  return results;
}

/** The hosts' page requests and micro-cache lookups by state so far, summed (their Prometheus metrics, `PORT + 6000`). */
async function hostFigures(ssrPorts) {
  const totals = { requests: 0, HIT: 0, STALE: 0, MISS: 0, BYPASS: 0 };
  for (const port of ssrPorts) {
    const text = await (await fetch(`http://127.0.0.1:${port + 6_000}/metrics`)).text();
    for (const line of text.split('\n')) {
      const request = /^storefront_http_request_duration_seconds_count\{[^}]*route="\/\{region_locale\}\/"[^}]*\} (\d+)/.exec(line);
      if (request) totals.requests += Number(request[1]);
      const lookup = /^storefront_html_cache_total\{state="(\w+)"\} (\d+)/.exec(line);
      if (lookup && lookup[1] in totals) totals[lookup[1]] += Number(lookup[2]);
    }
  }
  return totals;
}

const difference = (after, before) => Object.fromEntries(Object.entries(after).map(([name, value]) => [name, value - before[name]]));

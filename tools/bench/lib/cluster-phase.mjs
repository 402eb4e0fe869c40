import { startCluster } from '../../cluster/cluster.mjs';
import { measureThroughput } from './load.mjs';

/**
 * `BENCH_CLUSTER=1` (issue 17): req/s of `/ae_en/` through nginx in front of two hosts, uncached (hosts
 * and nginx keep no HTML) and cached (the hosts' micro-cache and nginx's proxy_cache), each beside one of
 * the same hosts asked directly (the single-host figure of the same run, same load). Loopback is exempt
 * from nginx's per-client limits here: the bench is one client.
 */
export async function measureClusterPhase({ path, connections, durationS, warmupS, ports, log }) {
  const results = {};
  for (const cached of [false, true]) {
    const label = cached ? 'cached' : 'uncached';
    log(`cluster ${label}: nginx + 2 hosts on ${ports.nginx}, ${ports.ssr.join(', ')}; ${connections} connections, ${durationS} s`);
    const cluster = await startCluster({
      nginxPort: ports.nginx,
      ssrPorts: ports.ssr,
      apiPort: ports.api,
      htmlCacheMs: cached ? 5_000 : 0,
      limitExempt: ['127.0.0.0/8'],
      log: (line) => log(`cluster: ${line}`),
    });
    try {
      const clusterRun = await measureThroughput({ url: cluster.nginxUrl + path, connections, durationS, warmupS, pid: cluster.ssr(0).pid, countHeader: 'x-proxy-cache' });
      const singleRun = await measureThroughput({ url: `http://127.0.0.1:${ports.ssr[0]}${path}`, connections, durationS, warmupS, pid: cluster.ssr(0).pid, countHeader: 'x-cache' });
      results[label] = { cluster: clusterRun, single: singleRun };
    } finally {
      await cluster.stop();
    }
  }
  return results;
}

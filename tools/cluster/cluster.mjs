// The storefront scaled out on one machine (issue 17): Debian's nginx in front of N SSR hosts and the
// reference backend, once per group of regions (issue 29: the Gulf on one, the rest on another, each with
// its own database), all on loopback, from the production builds in dist/, with the readiness watcher
// beside nginx. Used by `npm run start:cluster`, the cluster tests (tools/cluster/cluster.spec.ts) and
// `BENCH_CLUSTER=1`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureNginx } from './ensure-nginx.mjs';
import { hostServers, nginxConfig, nginxPath, readinessWatchArgs, ROOT, runFiles } from './nginx-config.mjs';

const BUILDS = ['dist/apps/regional-api/main.js', 'dist/apps/storefront-ssr/main.js', 'dist/apps/storefront/server/entry-server.js'];

/** Waits until `url` answers 2xx, or throws after `timeoutMs`. */
/**
 * Whether the reference API's `/healthz` body says its JPEG renditions are drawn (`images: ready`): the
 * pass after a fresh start is a minute of CPU that no benchmark figure may share.
 */
export const apiImagesDrawn = (body) => !body.includes('"images":"drawing"');

async function waitForHealthy(url, timeoutMs, what, ready = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok && ready(await response.text())) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs} ms`);
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Sends `signal`, waits for the exit (SIGKILL after `graceMs`). */
function stopChild(child, signal = 'SIGTERM', graceMs = 15_000) {
  if (!child || exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

/** The regions of the Gulf backend; every other region is on the second (`world`). */
const GULF_REGIONS = ['ae', 'om', 'qa', 'sa'];

/**
 * @param {{ nginxPort?: number, ssrPorts?: number[], apiPort?: number, runDir?: string, htmlCacheMs?: number,
 *   limitExempt?: string[], env?: Record<string, string>, log?: (line: string) => void, waitForImages?: boolean }} options
 * `apiPort`: the Gulf backend's; the other's is the next. `waitForImages`: the backends draw all their JPEG
 * renditions first and the hosts start after (a minute of CPU after a fresh start, which a benchmark must
 * not share); otherwise each picture is drawn when first asked for.
 */
export async function startCluster({
  nginxPort = 3229,
  ssrPorts = [3221, 3222],
  apiPort = 4220,
  runDir = path.join(ROOT, 'tmp/cluster'),
  htmlCacheMs = 5_000,
  limitExempt = [],
  env = {},
  log = (line) => console.log(`[cluster] ${line}`),
  waitForImages = false,
} = {}) {
  for (const file of BUILDS) {
    if (!existsSync(path.join(ROOT, file))) throw new Error(`Missing ${file}: run \`npm run build\` first.`);
  }
  log(ensureNginx());
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const siteUrl = `http://localhost:${nginxPort}`;
  const backends = [
    { name: 'gulf', port: apiPort, regions: GULF_REGIONS },
    { name: 'world', port: apiPort + 1, regions: ['*'] },
  ].map((backend) => ({ ...backend, url: `http://127.0.0.1:${backend.port}` }));
  const output = (name) => openSync(path.join(runDir, `${name}.log`), 'a');
  const children = new Map();

  const spawnNode = (name, script, extraEnv, args = []) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', ...extraEnv },
      stdio: ['ignore', output(name), output(name)],
    });
    children.set(name, child);
    return child;
  };

  const startApi = ({ name, port, regions }) =>
    spawnNode(`api-${name}`, 'dist/apps/regional-api/main.js', {
      REGIONAL_API_PORT: String(port),
      REGIONAL_API_HOST: '127.0.0.1',
      REGIONAL_API_DB: path.join(runDir, `${name}.sqlite`),
      REGIONAL_API_IMAGES_DIR: path.join(runDir, `${name}-images`),
      // A listed group is all it serves (another region's path is a 404); `*` serves whatever is sent to it.
      ...(regions.includes('*') ? {} : { REGIONAL_API_COUNTRIES: regions.join(',') }),
      REGIONAL_API_WARM_IMAGES: waitForImages ? '1' : '0',
      // Browsers post through nginx: its origin, and nginx as the proxy whose X-Forwarded-For is believed.
      REGIONAL_API_CORS_ORIGINS: `${siteUrl},http://127.0.0.1:${nginxPort}`,
      REGIONAL_API_TRUSTED_PROXIES: '127.0.0.1,::1',
      ...env,
    });
  const apiHealthy = (backend) => waitForHealthy(`${backend.url}/healthz`, 180_000, `the regional API ${backend.name}`, waitForImages ? apiImagesDrawn : undefined);

  // Browsers reach each backend through nginx, on the site's own origin (no public URL of its own).
  const backendsConfig = JSON.stringify({ backends: Object.fromEntries(backends.map(({ name, url, regions }) => [name, { url, regions }])) });
  const startSsr = (index, overrides = {}) =>
    spawnNode(`ssr-${index}`, 'dist/apps/storefront-ssr/main.js', {
      PORT: String(ssrPorts[index]),
      HOST: '127.0.0.1',
      SITE_URL: siteUrl,
      REGIONAL_BACKENDS: backendsConfig,
      HTML_CACHE_MS: String(htmlCacheMs),
      METRICS_PORT: String(ssrPorts[index] + 6_000),
      ACCESS_LOG: '0',
      // The field speed beacons' limit counts shoppers, not nginx (docs/deployment.md "Field speed metrics").
      TRUSTED_PROXIES: '127.0.0.1,::1',
      ...env,
      ...overrides,
    });

  const configFile = path.join(runDir, 'nginx.conf');
  writeFileSync(
    configFile,
    nginxConfig({
      listen: `127.0.0.1:${nginxPort}`,
      backends: backends.map(({ name, port, regions }) => ({ name, address: `127.0.0.1:${port}`, regions })),
      clientDir: path.join(ROOT, 'dist/apps/storefront/client'),
      runDir,
      limitExempt,
    }),
  );
  writeFileSync(runFiles(runDir).hostsFile, hostServers(ssrPorts.map((port) => `127.0.0.1:${port}`)));
  const test = spawnSync(nginxPath(), ['-t', '-p', runDir, '-c', configFile], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refuses the configuration:\n${test.stderr}`);

  const stop = async () => {
    // The watcher, nginx (SIGQUIT: graceful), the hosts (SIGTERM: they finish what is in flight), the APIs.
    await stopChild(children.get('readiness-watch'));
    await stopChild(children.get('nginx'), 'SIGQUIT');
    await Promise.all(ssrPorts.map((_port, index) => stopChild(children.get(`ssr-${index}`))));
    await Promise.all(backends.map((backend) => stopChild(children.get(`api-${backend.name}`))));
  };

  try {
    backends.forEach(startApi);
    await Promise.all(backends.map(apiHealthy));
    ssrPorts.forEach((_port, index) => startSsr(index));
    await Promise.all(ssrPorts.map((port) => waitForHealthy(`http://127.0.0.1:${port}/healthz`, 60_000, `the SSR host on ${port}`)));
    const nginx = spawn(nginxPath(), ['-p', runDir, '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', output('nginx'), output('nginx')] });
    children.set('nginx', nginx);
    await waitForHealthy(`http://127.0.0.1:${nginxPort}/nginx-healthz`, 20_000, 'nginx');
    // Takes a host that can reach no backend out of nginx's rotation (deploy/nginx/readiness-watch.mjs).
    spawnNode('readiness-watch', readinessWatchArgs(runDir)[0], {}, readinessWatchArgs(runDir).slice(1));
  } catch (error) {
    await stop();
    throw error;
  }
  const described = backends.map((backend) => `${backend.name} ${backend.port}`).join(', ');
  log(`ready: ${siteUrl}/ (nginx → SSR ${ssrPorts.join(', ')}; backends ${described}; logs in ${path.relative(ROOT, runDir)})`);

  return {
    siteUrl,
    nginxUrl: `http://127.0.0.1:${nginxPort}`,
    /** The Gulf backend's address (ae, om, qa, sa). */
    apiUrl: backends[0].url,
    backends: backends.map(({ name, url, regions }) => ({ name, url, regions })),
    ssrPorts,
    runDir,
    /** Stops one backend (as an outage would), or starts it again on its database and waits until it answers. */
    async stopBackend(name) {
      await stopChild(children.get(`api-${name}`));
    },
    async startBackend(name) {
      const backend = backends.find((candidate) => candidate.name === name);
      startApi(backend);
      await apiHealthy(backend);
    },
    /** The host's process (for its pid, or to watch it exit). */
    ssr: (index) => children.get(`ssr-${index}`),
    /**
     * A rolling restart of one host: SIGTERM (it stops accepting and finishes what is in flight), wait
     * for its exit, start it again (with `overrides` over the set's environment), wait until healthy.
     * nginx sends its traffic to the others meanwhile.
     */
    async restart(index, overrides = {}) {
      await stopChild(children.get(`ssr-${index}`));
      startSsr(index, overrides);
      await waitForHealthy(`http://127.0.0.1:${ssrPorts[index]}/healthz`, 60_000, `the SSR host on ${ssrPorts[index]}`);
    },
    /** The tail of a process's log, for failure messages. */
    logTail: (name, bytes = 2_000) => {
      const file = path.join(runDir, `${name}.log`);
      return existsSync(file) ? readFileSync(file, 'utf8').slice(-bytes) : '';
    },
    stop,
  };
}

// `npm run start:cluster`: starts the set and keeps it running until Ctrl-C / SIGTERM.
if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startCluster().catch((error) => {
    console.error(`[cluster] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
  console.log(`\n  Storefront behind nginx: ${cluster.siteUrl}/ae_en/\n`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.log(`[cluster] ${signal}: stopping`);
      void cluster.stop().then(() => process.exit(0));
    });
  }
}

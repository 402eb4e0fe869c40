// The storefront scaled out on one machine (issue 17): Debian's nginx in front of N SSR hosts and the
// reference backend, all on loopback, from the production builds in dist/. Used by
// `npm run start:cluster`, the cluster tests (tools/cluster/cluster.spec.ts) and `BENCH_CLUSTER=1`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureNginx } from './ensure-nginx.mjs';
import { nginxConfig, nginxPath, ROOT } from './nginx-config.mjs';

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

/**
 * @param {{ nginxPort?: number, ssrPorts?: number[], apiPort?: number, runDir?: string, htmlCacheMs?: number,
 *   limitExempt?: string[], env?: Record<string, string>, log?: (line: string) => void, waitForImages?: boolean }} options
 * `waitForImages`: start the hosts once the API has drawn its JPEG renditions (a minute of CPU after a
 * fresh start, which a benchmark must not share).
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
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const output = (name) => openSync(path.join(runDir, `${name}.log`), 'a');
  const children = new Map();

  const spawnNode = (name, script, extraEnv) => {
    const child = spawn(process.execPath, [script], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', ...extraEnv },
      stdio: ['ignore', output(name), output(name)],
    });
    children.set(name, child);
    return child;
  };

  const startApi = () =>
    spawnNode('regional-api', 'dist/apps/regional-api/main.js', {
      REGIONAL_API_PORT: String(apiPort),
      REGIONAL_API_HOST: '127.0.0.1',
      REGIONAL_API_DB: path.join(runDir, 'regional-api.sqlite'),
      // Browsers post through nginx: its origin, and nginx as the proxy whose X-Forwarded-For is believed.
      REGIONAL_API_CORS_ORIGINS: `${siteUrl},http://127.0.0.1:${nginxPort}`,
      REGIONAL_API_TRUSTED_PROXIES: '127.0.0.1,::1',
      ...env,
    });

  const startSsr = (index, overrides = {}) =>
    spawnNode(`ssr-${index}`, 'dist/apps/storefront-ssr/main.js', {
      PORT: String(ssrPorts[index]),
      HOST: '127.0.0.1',
      SITE_URL: siteUrl,
      REGIONAL_API_URL: apiUrl,
      // Browsers reach the backend through nginx, on the site's own origin.
      PUBLIC_REGIONAL_API_URL: siteUrl,
      HTML_CACHE_MS: String(htmlCacheMs),
      METRICS_PORT: String(ssrPorts[index] + 6_000),
      ACCESS_LOG: '0',
      ...env,
      ...overrides,
    });

  const configFile = path.join(runDir, 'nginx.conf');
  writeFileSync(
    configFile,
    nginxConfig({
      listen: `127.0.0.1:${nginxPort}`,
      ssr: ssrPorts.map((port) => `127.0.0.1:${port}`),
      api: `127.0.0.1:${apiPort}`,
      clientDir: path.join(ROOT, 'dist/apps/storefront/client'),
      runDir,
      limitExempt,
    }),
  );
  const test = spawnSync(nginxPath(), ['-t', '-p', runDir, '-c', configFile], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refuses the configuration:\n${test.stderr}`);

  const stop = async () => {
    // nginx first (SIGQUIT: graceful), then the hosts (SIGTERM: they finish what is in flight), then the API.
    await stopChild(children.get('nginx'), 'SIGQUIT');
    await Promise.all(ssrPorts.map((_port, index) => stopChild(children.get(`ssr-${index}`))));
    await stopChild(children.get('regional-api'));
  };

  try {
    startApi();
    await waitForHealthy(`${apiUrl}/healthz`, 180_000, 'the regional API', waitForImages ? apiImagesDrawn : undefined);
    ssrPorts.forEach((_port, index) => startSsr(index));
    await Promise.all(ssrPorts.map((port) => waitForHealthy(`http://127.0.0.1:${port}/healthz`, 60_000, `the SSR host on ${port}`)));
    const nginx = spawn(nginxPath(), ['-p', runDir, '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', output('nginx'), output('nginx')] });
    children.set('nginx', nginx);
    await waitForHealthy(`http://127.0.0.1:${nginxPort}/nginx-healthz`, 20_000, 'nginx');
  } catch (error) {
    await stop();
    throw error;
  }
  log(`ready: ${siteUrl}/ (nginx → SSR ${ssrPorts.join(', ')}, API ${apiPort}; logs in ${path.relative(ROOT, runDir)})`);

  return {
    siteUrl,
    nginxUrl: `http://127.0.0.1:${nginxPort}`,
    apiUrl,
    ssrPorts,
    runDir,
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

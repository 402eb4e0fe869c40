import { createServer } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLimitedServer } from '@storefront/api-client/server';
import type { HostConfig } from './lib/host';

const here = path.dirname(fileURLToPath(import.meta.url));
const development = process.argv.includes('--dev');
// React and Redux Toolkit pick their production or development builds from NODE_ENV when first
// imported, and the host's imports load them: it is set before the host is imported (dynamically,
// as static imports would run first).
if (!development) process.env['NODE_ENV'] ??= 'production';
const { createHost } = await import('./lib/host');
const { defaultRenderLimits } = await import('./lib/render-limiter');
const { jsonLogger, metricsHandler } = await import('./lib/observability');
const { readBackendsConfig } = await import('./lib/backends/backends-config');
const { DEFAULT_BEACON_LIMITS } = await import('./lib/field-metrics');
const port = Number(process.env['PORT'] ?? 3000);
// Startup data is the same for every shopper of a region: production keeps it 30 s by default.
const startupCacheMs = Number(process.env['STARTUP_CACHE_MS'] ?? (development ? 0 : 30_000));
// Shareable HTML is reused for a few seconds in production (0 turns it off; development never keeps it).
const htmlCacheMs = development ? 0 : Number(process.env['HTML_CACHE_MS'] ?? 5_000);
const htmlStaleMs = Number(process.env['HTML_STALE_MS'] ?? 30_000);
const htmlCacheEntries = Number(process.env['HTML_CACHE_ENTRIES'] ?? 500);
const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
const MB = 1024 * 1024;
const imageNumber = (name: string, fallback: number) => positive(Number(process.env[name] ?? fallback)) || fallback;

const defaults = defaultRenderLimits(os.availableParallelism());

const siteUrl = process.env['SITE_URL'] ?? `http://localhost:${port}`;

/** A configuration that cannot be used stops the start with one line naming what to fix, not a stack trace. */
function cannotStart(error: unknown, check: string): never {
  console.error(`[storefront-ssr] cannot start: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`[storefront-ssr] check ${check}`);
  process.exit(1);
}

// Each region's backend (docs/deployment.md): REGIONAL_BACKENDS(_FILE), or one at REGIONAL_API_URL. A backend
// without a public URL is served on the site's origin (`/{region}/api/…`, `/{region}/images/…`), through
// this host: its internal address never reaches a browser.
let backends: HostConfig['backends'];
try {
  backends = readBackendsConfig(process.env);
} catch (error) {
  cannotStart(error, 'REGIONAL_BACKENDS, REGIONAL_BACKENDS_FILE or REGIONAL_API_URL (docs/deployment.md)');
}

const config: HostConfig = {
  mode: development ? 'development' : 'production',
  siteUrl,
  backends,
  // Between two health checks of each backend, for /readyz (default 5 s).
  ...(process.env['BACKEND_HEALTH_INTERVAL_MS'] ? { backendHealthIntervalMs: positive(Number(process.env['BACKEND_HEALTH_INTERVAL_MS'])) || 5_000 } : {}),
  regions: (process.env['STOREFRONT_REGIONS'] ?? '').split(',').map((code) => code.trim()).filter(Boolean),
  // The production bundle sits in dist/apps/storefront-ssr, beside the storefront build.
  distDir: process.env['STOREFRONT_DIST'] ?? path.resolve(here, '../storefront'),
  appRoot: path.resolve(here, '../../storefront'),
  startupCacheMs: positive(startupCacheMs),
  htmlCache: { freshMs: positive(htmlCacheMs), staleMs: positive(htmlStaleMs), maxEntries: positive(htmlCacheEntries) || 1 },
  // The image proxy (/_img/): renditions kept on disk, bounded; transforms limited to half the cores.
  images: {
    cache: {
      dir: process.env['IMAGE_CACHE_DIR'] ?? path.join(os.tmpdir(), 'storefront-image-cache'),
      maxBytes: imageNumber('IMAGE_CACHE_MAX_MB', 512) * MB,
    },
    concurrency: imageNumber('IMAGE_PROXY_CONCURRENCY', Math.max(1, Math.floor(os.availableParallelism() / 2))),
    timeoutMs: imageNumber('IMAGE_PROXY_TIMEOUT_MS', 10_000),
    maxSourceBytes: imageNumber('IMAGE_PROXY_MAX_SOURCE_MB', 20) * MB,
    maxInputPixels: imageNumber('IMAGE_PROXY_MAX_PIXELS', 40_000_000),
    autoAvif: process.env['IMAGE_PROXY_AVIF'] === '1',
  },
  // Load shedding (issue 17): renders at once, waiting, and the longest wait before a 503.
  renderLimits: {
    concurrency: positive(Number(process.env['RENDER_CONCURRENCY'])) || defaults.concurrency,
    queue: process.env['RENDER_QUEUE'] !== undefined ? positive(Number(process.env['RENDER_QUEUE'])) : defaults.queue,
    maxWaitMs: positive(Number(process.env['RENDER_QUEUE_WAIT_MS'])) || defaults.maxWaitMs,
  },
  // One JSON line per request on stdout (ACCESS_LOG=0 turns it off, e.g. for a benchmark's own figures).
  ...(process.env['ACCESS_LOG'] === '0' ? {} : { log: jsonLogger }),
  // Field speed beacons (POST /_vitals): beacons per client address and minute, and the proxies in front
  // (nginx) whose X-Forwarded-For names that address.
  fieldMetrics: {
    limits: { ...DEFAULT_BEACON_LIMITS, limit: positive(Number(process.env['FIELD_METRICS_PER_MINUTE'])) || DEFAULT_BEACON_LIMITS.limit },
    trustedProxies: (process.env['TRUSTED_PROXIES'] ?? '').split(',').map((address) => address.trim()).filter(Boolean),
  },
  // HSTS_MAX_AGE=0 turns it off; by default a year when SITE_URL is https.
  ...(process.env['HSTS_MAX_AGE'] !== undefined ? { hstsMaxAgeSeconds: positive(Number(process.env['HSTS_MAX_AGE'])) } : {}),
};

process.on('unhandledRejection', (reason) => console.error('[storefront-ssr] unhandled rejection', reason));

// A bad public configuration (see `publicEnv`) stops the start too.
const host = await createHost(config).catch((error: unknown) =>
  cannotStart(error, 'SITE_URL, the backends\' public URLs (REGIONAL_BACKENDS or PUBLIC_REGIONAL_API_URL) and STOREFRONT_REGIONS'),
);
// Slow-client limits (timeouts, connection cap) shared with the reference backend.
const server = createLimitedServer(host.listener);
server.listen(port, process.env['HOST'] ?? '::', () => {
  const described = backends.backends.map(
    (backend) => `${backend.name} ${backend.url} for ${backend.regions.join(',')}${backend.publicUrl ? `, browsers at ${backend.publicUrl}` : ', browsers on the site\'s origin'}`,
  );
  console.log(`[storefront-ssr] ${config.mode} on ${config.siteUrl} (backends: ${described.join('; ')})`);
});

// Prometheus metrics on a port of their own, loopback unless METRICS_HOST says otherwise (METRICS_PORT=0: none).
const metricsPort = Number(process.env['METRICS_PORT'] ?? port + 6_000);
const metricsServer = metricsPort > 0 ? createServer(metricsHandler(host.metrics.registry)) : undefined;
metricsServer?.on('error', (error) => console.error(`[storefront-ssr] metrics not served on port ${metricsPort}`, error));
metricsServer?.listen(metricsPort, process.env['METRICS_HOST'] ?? '127.0.0.1');
metricsServer?.unref();

// Graceful shutdown (a rolling restart behind nginx): stop accepting, let the requests in flight finish
// within the deadline, then exit. Idle keep-alive connections are not cut (a proxy may be writing a
// request into one at that very moment, and would get a reset): every answer from now on says
// `Connection: close`, and idle ones end at their keep-alive timeout (nginx's shorter one first).
const SHUTDOWN_DEADLINE_MS = positive(Number(process.env['SHUTDOWN_DEADLINE_MS'] ?? 10_000)) || 10_000;
let shuttingDown = false;
server.prependListener('request', (_req, res) => {
  if (shuttingDown) res.setHeader('Connection', 'close');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`[storefront-ssr] ${signal}: finishing the requests in flight (at most ${SHUTDOWN_DEADLINE_MS} ms)`);
    shuttingDown = true;
    const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    metricsServer?.close();
    // net.Server's close: it stops listening without http.Server's closing of idle connections.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(deadline);
      void host.close().finally(() => process.exit(0));
    });
  });
}

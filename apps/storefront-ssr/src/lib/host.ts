import type { IncomingMessage, RequestListener } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createResponseCache } from '@storefront/api-client';
import { FIELD_METRICS_PATH } from '@storefront/analytics/server';
import { refuseLargeBody } from '@storefront/api-client/server';
import { REGIONS, regionApi } from '@storefront/regions';
import { isStorefrontRenderer, type PublicEnv, type StorefrontRenderer } from '@storefront/ssr-contract';
import { isFilePath } from '@storefront/url';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { Manifest } from '@tanstack/react-router';
import { API_PROXY_PATH, createApiProxy } from './api-proxy';
import type { BackendsConfig } from './backends/backends-config';
import { createBackends, type Backend, type Backends } from './backends/backends';
import { DEVELOPMENT_MANIFEST, readRouterManifest } from './client-manifest';
import { isCrawler } from './crawler';
import { ERROR_PAGE_STYLE_HASH, errorPageHtml } from './error-page';
import { createImageProxy, type ImageProxyOptions, type ImageSource } from './image-proxy';
import { precompressedAssets, sendCompressed } from './compression';
import { compiledCatalogues, messagesEndpoint, sourceCatalogues, type MessageCatalogues } from './message-catalogues';
import { normalizePath } from './normalize-path';
import { createHostMetrics, requestObservability, type HostMetrics, type Logger } from './observability';
import { beaconEndpoint, createFieldMetrics } from './field-metrics';
import type { FixedWindowLimits } from './fixed-window-limiter';
import { cacheableUrl, createPageCache, createRecentPages, type PageCache, type RenderOutcome } from './page-cache';
import { createRenderLimiter, defaultRenderLimits, LoadShed, type RenderLimits } from './render-limiter';
import { publicEnv } from './public-env';
import { robotsTxt } from './robots';
import { defaultHstsMaxAge, fixedSecurityHeaders, newNonce, PRIVATE_NO_STORE, securityHeaders, type PageOrigins } from './security-headers';
import { sitemapsHandler } from './sitemaps';

/**
 * A rendered page as the host sends and keeps it: the body encoded once, in parts around the CSP
 * nonce it was rendered with, so each response joins them with its own nonce (encoding a 100 KB
 * string with non-Latin text on every response would cost more than the rest of a cache hit).
 */
interface HostPage {
  status: number;
  headers: [string, string][];
  /** The body split at every occurrence of `nonce`; empty for a redirect. */
  parts: Buffer[];
  nonce: string;
}

/** The body of `page` with `nonce` in place of the one it was rendered with. */
function bodyWithNonce(page: HostPage, nonce: string): Buffer {
  const separator = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(separator);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

export interface HostConfig {
  mode: 'production' | 'development';
  /** Public origin of this site, e.g. `http://localhost:3000`. */
  siteUrl: string;
  /**
   * Each region's backend (`readBackendsConfig`): as this server reaches it, as browsers do, its limits
   * and the CRM tokens. A backend without a public URL is on the site's origin: the host passes
   * `/{region}/api/…` and `/{region}/images/…` on to it (`api-proxy.ts`), unless nginx in front routes
   * them first.
   */
  backends: BackendsConfig;
  /** Between two health checks of each backend (default 5 s), for `/readyz`. */
  backendHealthIntervalMs?: number;
  /** Region codes this deployment serves (SPEC §5 allowed regions); empty: all configured regions. */
  regions: string[];
  /** Production: the storefront build (`client/` and `server/` inside). */
  distDir: string;
  /** Development: the storefront app's source folder (Vite's root). */
  appRoot: string;
  /**
   * How long the startup data of a region (init, regions, cities, service…) is served from memory
   * before the backend is asked again; 0 (the default) asks on every request.
   */
  startupCacheMs?: number;
  /**
   * How long the host serves a shareable page's HTML again before rendering it anew (0: never
   * kept), and how long after that it still serves it while one render refreshes it.
   */
  htmlCache?: { freshMs: number; staleMs: number; maxEntries: number };
  /**
   * The image proxy at `IMAGE_ENDPOINT` (sources: the regions' image prefixes); without it the
   * endpoint answers 404. See `createImageProxy` for the defaults of the limits.
   */
  images?: Omit<ImageProxyOptions, 'sources'>;
  /** `Strict-Transport-Security` max-age; default a year when `siteUrl` is https, else none. */
  hstsMaxAgeSeconds?: number;
  /** Load shedding: renders at once, queued, and the longest wait (`defaultRenderLimits` when left out). */
  renderLimits?: RenderLimits;
  /** One JSON line per request and per error (`jsonLogger` in production); none when left out. */
  log?: Logger;
  /**
   * `POST /_vitals`, the field speed beacons: the limit per client address (`DEFAULT_BEACON_LIMITS`
   * when left out), and the proxies in front whose `X-Forwarded-For` names that address (none).
   */
  fieldMetrics?: { limits?: FixedWindowLimits; trustedProxies?: readonly string[] };
}

/** Where the image proxy answers; the app's `proxy` loader points here (trailing slash: no redirect). */
const IMAGE_ENDPOINT = '/_img/';
const HEALTH_ENDPOINT = '/healthz';
const READINESS_ENDPOINT = '/readyz';
const MESSAGES_PREFIX = '/_i18n/';

/**
 * Whether a path is one the pages handler renders: not a file (assets, the favicon set, sitemaps,
 * robots.txt), not the backend on the site's origin, not one of the host's own endpoints.
 */
function isPagePath(path: string): boolean {
  return (
    !isFilePath(path) &&
    !API_PROXY_PATH.test(path) &&
    path !== HEALTH_ENDPOINT &&
    path !== READINESS_ENDPOINT &&
    path !== FIELD_METRICS_PATH &&
    !path.startsWith(MESSAGES_PREFIX) &&
    !path.startsWith(IMAGE_ENDPOINT)
  );
}

/**
 * What the image proxy may fetch: each served region's images prefix as browsers spell it (what image
 * URLs carry) and as this server spells it, both fetched on the server's spelling (a CDN prefix on itself).
 */
export function imageSources(backends: Pick<Backends, 'list'>): ImageSource[] {
  const sources = new Map<string, ImageSource>();
  for (const backend of backends.list) {
    for (const code of backend.settings.regions) {
      const fetchPrefix = regionApi({ code }, backend.serverAddress).imagesPrefix;
      for (const address of [backend.publicAddress, backend.serverAddress]) {
        const prefix = regionApi({ code }, address).imagesPrefix;
        sources.set(prefix, { prefix, fetchPrefix });
      }
    }
  }
  return [...sources.values()];
}

/**
 * The origins a page may call and load pictures from besides its own (CSP `connect-src`, `img-src`):
 * its region's backend as browsers reach it, and that backend's picture CDN; on a page of no region,
 * those of every served backend.
 */
function backendOrigins(backends: Pick<Backends, 'list'>, siteUrl: string): (path: string) => PageOrigins {
  const site = new URL(siteUrl).origin;
  const originsOf = (list: readonly Backend[]): PageOrigins => {
    const connect = new Set(list.map((backend) => new URL(backend.publicAddress.url).origin));
    const images = new Set(connect);
    for (const backend of list) if (backend.publicAddress.imagesPrefix) images.add(new URL(backend.publicAddress.imagesPrefix).origin);
    connect.delete(site);
    images.delete(site);
    return { connect: [...connect], images: [...images] };
  };
  const byRegion = new Map<string, PageOrigins>(backends.list.flatMap((backend) => backend.settings.regions.map((code) => [code, originsOf([backend])] as const)));
  const every = originsOf(backends.list);
  return (path) => byRegion.get(REGION_PAGE.exec(path)?.[1] ?? '') ?? every;
}

/** The region of a page path (`/ae_en/…` → `ae`). */
const REGION_PAGE = /^\/([a-z]{2})_[a-z]{2}(?:\/|$)/;

/** What a crawler reads when a page failed: the status says it all. */
const CRAWLER_ERROR_BODY = 'Internal Server Error\n';

/** Enough for every region × locale × startup request, with room to spare. */
const STARTUP_CACHE_ENTRIES = 1_000;

export interface Host {
  app: Express;
  /**
   * The server's request listener: `app`, behind a 503 for the renders the host has no room for, sent
   * before Express and its middleware see them (see `quickShed`).
   */
  listener: RequestListener;
  /** Prometheus metrics of this host; served by `metricsHandler` on a port of their own. */
  metrics: HostMetrics;
  close(): Promise<void>;
}

/** The Node host of docs/architecture.md: URL hygiene, security headers, assets and SSR (one document string per page). */
export async function createHost(config: HostConfig): Promise<Host> {
  const development = config.mode === 'development';
  const app = express();
  app.disable('x-powered-by');
  const metrics = createHostMetrics();
  const warnLog = (msg: string) => (config.log ? config.log({ level: 'warn', msg }) : console.warn(`[storefront-ssr] ${msg}`));
  const errorLog = (msg: string) => (config.log ? config.log({ level: 'error', msg }) : console.error(msg));
  const catalogues = development
    ? sourceCatalogues(path.resolve(config.appRoot, '../../libs/i18n/src/messages'))
    : compiledCatalogues(path.join(config.distDir, 'i18n'));
  const backends = createBackends(config.backends.backends, {
    siteUrl: config.siteUrl,
    served: (code) => served(config, code),
    healthIntervalMs: config.backendHealthIntervalMs,
    log: warnLog,
  });
  let env: PublicEnv;
  try {
    // First: it checks the public configuration, so that a bad one stops the start with its own message.
    env = publicEnv(config, backends, catalogues.buildId);
  } catch (error) {
    backends.close();
    throw error;
  }
  const stopWatchingBackends = metrics.watchBackends(backends);
  app.use(requestObservability(config.log, metrics));
  const hstsMaxAgeSeconds = config.hstsMaxAgeSeconds ?? defaultHstsMaxAge(config.siteUrl);
  app.use(securityHeaders({ origins: backendOrigins(backends, config.siteUrl), development, hstsMaxAgeSeconds }));
  if (backends.list.some((backend) => backend.onSiteOrigin)) {
    app.use(createApiProxy({ backendFor: (region) => siteOriginBackend(backends, region), log: errorLog }));
  }
  app.use(refuseBodies);
  // Field speed metrics from shoppers' browsers (docs/adr/0276-field-speed-metrics-through-the-host.md).
  app.post(FIELD_METRICS_PATH, ...beaconEndpoint({ metrics: createFieldMetrics(metrics.registry), ...config.fieldMetrics }));
  app.all(FIELD_METRICS_PATH, (_req, res) => {
    res.setHeader('Allow', 'POST');
    sendErrorPage(res, 405);
  });
  app.get(HEALTH_ENDPOINT, (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Readiness (issue 29): each backend's state; 503 when none can be reached, so that a balancer sends
  // this host no shoppers until one can (docs/deployment.md "Health: liveness and readiness").
  app.get(READINESS_ENDPOINT, (_req, res) => {
    const { ready, body } = backends.readiness();
    res.status(ready ? 200 : 503).setHeader('Cache-Control', 'no-store');
    res.json(body);
  });
  // The checks take nothing else than GET and HEAD (no redirect to a page path with a slash).
  app.all([HEALTH_ENDPOINT, READINESS_ENDPOINT], (_req, res) => {
    res.setHeader('Allow', 'GET, HEAD');
    sendErrorPage(res, 405);
  });
  app.get('/robots.txt', robotsTxt(config.siteUrl));
  app.use(
    sitemapsHandler({
      siteUrl: config.siteUrl,
      regions: REGIONS.filter((region) => served(config, region.code)),
      serverApi: backends.serverApi,
      cacheControl: shareableCacheControl(config),
      log: warnLog,
    }),
  );

  let renderer: StorefrontRenderer;
  let manifest: Manifest;
  let close = async () => {};
  if (development) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: config.appRoot,
      configFile: path.join(config.appRoot, 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    });
    app.use(vite.middlewares);
    const load = async () => loadedRenderer(await vite.ssrLoadModule('/src/entry-server.tsx'), 'src/entry-server.tsx');
    // Loaded on every request so edits show at once; development keeps no HTML, so no variant is asked.
    renderer = {
      render: async (options) => (await load()).render(options),
      pageVariant: () => {
        throw new Error('development never caches pages');
      },
    };
    manifest = DEVELOPMENT_MANIFEST;
    close = () => vite.close();
  } else {
    const clientDir = path.join(config.distDir, 'client');
    manifest = await readRouterManifest(clientDir);
    const entry = path.join(config.distDir, 'server', 'entry-server.js');
    renderer = loadedRenderer(await import(pathToFileURL(entry).href), entry);
    // Hashed file names never change: cache them for a year. A missing asset is a plain 404.
    const assetsDir = path.join(clientDir, 'assets');
    app.use('/assets', precompressedAssets(assetsDir), express.static(assetsDir, { immutable: true, maxAge: '1y', index: false }), fileNotFound);
    // Root files (the favicon set) have an extension; page paths never do, so they skip the disk.
    const rootFiles = express.static(clientDir, { index: false, dotfiles: 'ignore' });
    app.use((req, res, next) => (isFilePath(req.path) ? rootFiles(req, res, next) : next()));
  }

  const pages = ssr(renderer, manifest, catalogues, env, config, metrics, backends);
  app.get(`${MESSAGES_PREFIX}:buildId/:locale/messages.json`, messagesEndpoint(catalogues, development));
  if (config.images) app.get(IMAGE_ENDPOINT, createImageProxy({ ...config.images, sources: imageSources(backends) }).handler);
  app.use(missingFile);
  app.use(urlHygiene);
  app.use(pages.handler);
  app.use(lastResort(config.log));
  return {
    app,
    listener: quickShed(app, pages.refusesAtOnce, { hstsMaxAgeSeconds }, metrics),
    metrics,
    close: async () => {
      stopWatchingBackends();
      backends.close();
      await close();
    },
  };
}

/**
 * Nothing here takes a body beyond a few kilobytes (the largest, a field speed beacon, is 8 KiB at most): one
 * declared beyond that is a 413 before a byte of it is read.
 */
const MAX_BODY_BYTES = 8 * 1024;
const refuseBodies: RequestHandler = (req, res, next) => {
  const body = () => {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    return 'Payload Too Large\n';
  };
  if (!refuseLargeBody(req, res, MAX_BODY_BYTES, body)) next();
};

/** The backend of `region` when browsers reach it on the site's origin, through this host. */
function siteOriginBackend(backends: Backends, region: string) {
  const backend = backends.forRegion(region);
  return backend?.onSiteOrigin ? { url: backend.settings.url, agent: backend.agent } : undefined;
}

/** Whether this deployment serves a region (an empty list serves every configured one). */
function served(config: Pick<HostConfig, 'regions'>, code: string): boolean {
  return !config.regions.length || config.regions.includes(code);
}

/**
 * A cache in front (nginx, a CDN) may keep shareable answers as long as the host keeps pages; without
 * the micro-cache no page is shared, since each carries a nonce of its own.
 */
function shareableCacheControl(config: Pick<HostConfig, 'mode' | 'htmlCache'>): string {
  const htmlCache = config.mode === 'production' && config.htmlCache?.freshMs ? config.htmlCache : undefined;
  return htmlCache
    ? `public, max-age=0, s-maxage=${Math.ceil(htmlCache.freshMs / 1000)}, stale-while-revalidate=${Math.ceil(htmlCache.staleMs / 1000)}`
    : PRIVATE_NO_STORE;
}

/**
 * A file the build does not have is a plain 404: never a trailing-slash redirect, never a page of
 * the app.
 */
const missingFile: RequestHandler = (req, res, next) => {
  if (isFilePath(req.path)) fileNotFound(req, res, next);
  else next();
};

const fileNotFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not Found\n');
};

/** The storefront's server entry, loaded at run time: checked, since no import types it. */
function loadedRenderer(module: unknown, from: string): StorefrontRenderer {
  if (!isStorefrontRenderer(module)) throw new Error(`${from} does not export a storefront renderer (render, pageVariant)`);
  return module;
}

/** One 301 to the normalised path; malformed targets get a 400 page. */
const urlHygiene: RequestHandler = (req, res, next) => {
  const verdict = normalizePath(req.originalUrl);
  if (verdict.kind === 'bad-request') {
    sendErrorPage(res, 400);
    return;
  }
  if (verdict.kind === 'redirect') {
    // Not `res.redirect`: it re-encodes the target (a `%` of the query would become `%25`), and the
    // target is already in its one ASCII form.
    res.status(301).setHeader('Location', verdict.location);
    res.end();
    return;
  }
  next();
};

interface PagesHandler {
  handler: RequestHandler;
  /** Whether `req` asks for a render that the limiter would refuse now (no kept page can answer it). */
  refusesAtOnce(req: IncomingMessage): boolean;
}

function ssr(
  renderer: StorefrontRenderer,
  manifest: Manifest,
  catalogues: MessageCatalogues,
  env: PublicEnv,
  config: HostConfig,
  metrics: HostMetrics,
  backends: Backends,
): PagesHandler {
  const responseCache = config.startupCacheMs
    ? createResponseCache({ ttlMs: config.startupCacheMs, maxEntries: STARTUP_CACHE_ENTRIES })
    : undefined;
  const htmlCache = config.mode === 'production' && config.htmlCache?.freshMs ? config.htmlCache : undefined;
  const pageCache: PageCache<HostPage> | undefined = htmlCache
    ? createPageCache<HostPage>({
        ...htmlCache,
        // A refresh shed under load is no failure: the stale page stays until a slot frees.
        onRefreshError: (key, error) => {
          if (!(error instanceof LoadShed)) console.error(`[storefront-ssr] refreshing ${key} failed`, error);
        },
      })
    : undefined;
  const shareableDirective = shareableCacheControl(config);
  const limiter = createRenderLimiter(config.renderLimits ?? defaultRenderLimits(os.availableParallelism()));
  metrics.watchRenders(() => limiter);
  // Not-found pages, kept as briefly as shareable ones: a flood of one missing URL is one render.
  const notFoundPages = htmlCache ? createRecentPages<HostPage>({ ttlMs: htmlCache.freshMs, maxEntries: htmlCache.maxEntries }) : undefined;
  // A not-found page that sets no cookie is everyone's: requests arriving while it renders get it too.
  const isReusableNotFound = (page: HostPage) => page.status === 404 && !page.headers.some(([name]) => name === 'set-cookie');
  /** The micro-cache's key of a page: its URL less tracking parameters, and what varies it besides. */
  const pageKey = (originalUrl: string, request: Request) => `${cacheableUrl(originalUrl)} ${renderer.pageVariant(request)}`;

  /** `keep`: the page may be stored and sent with other nonces, so its body is split at its own. */
  const renderPage = (request: Request, nonce: string, keep: boolean): Promise<RenderOutcome<HostPage>> =>
    limiter.run(async () => {
      const rendered = await renderer.render({
        request,
        nonce,
        env,
        serverApi: backends.serverApi,
        manifest,
        messages: (locale) => catalogues.get(locale),
        responseCache,
        markupTurn: limiter.markupTurn,
      });
      return {
        page: {
          status: rendered.status,
          headers: [...rendered.headers],
          parts: !rendered.html ? [] : keep ? rendered.html.split(nonce).map((part) => Buffer.from(part)) : [Buffer.from(rendered.html)],
          nonce,
        },
        shareable: rendered.shareable && !rendered.headers.has('set-cookie'),
      };
    });

  const refusesAtOnce = (req: IncomingMessage): boolean => {
    if (!limiter.full || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const url = req.url ?? '/';
    if (!isPagePath(url.split('?', 1)[0] ?? url)) return false;
    if (!pageCache) return true;
    // A page the micro-cache keeps is served without a slot, however busy the host is.
    try {
      const key = pageKey(url, new Request(config.siteUrl + url, { headers: toHeaders(req.headers) }));
      return !pageCache.has(key) && !notFoundPages?.get(key);
    } catch {
      // A request the key cannot be made of goes on to Express, whose answer it gets (this runs outside it).
      return false;
    }
  };

  const handler: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendErrorPage(res, 405);
      return;
    }
    try {
      const url = config.siteUrl + req.originalUrl;
      const headers = toHeaders(req.headers);
      let outcome: { page: HostPage; shareable: boolean; state?: string };
      if (pageCache) {
        // A shared render serves other visitors too: it is not tied to this connection.
        const request = new Request(url, { method: 'GET', headers });
        const key = pageKey(req.originalUrl, request);
        const notFound = notFoundPages?.get(key);
        if (notFound) {
          outcome = { page: notFound, shareable: false, state: 'HIT' };
        } else {
          const { page, state } = await pageCache.get(key, () => renderPage(request, newNonce(), true), isReusableNotFound);
          if (isReusableNotFound(page)) notFoundPages?.set(key, page);
          outcome = { page, shareable: state !== 'BYPASS', state };
        }
      } else {
        const abort = new AbortController();
        res.on('close', () => {
          if (!res.writableFinished) abort.abort(new Error('client closed the connection'));
        });
        outcome = await renderPage(new Request(url, { method: 'GET', headers, signal: abort.signal }), res.locals.nonce, false);
      }
      send(req, res, outcome);
    } catch (error) {
      if (error instanceof LoadShed) {
        metrics.renderShed.inc();
        shed(res);
      } else {
        next(error);
      }
    }
  };

  return { handler, refusesAtOnce };

  function send(
    req: Parameters<RequestHandler>[0],
    res: Parameters<RequestHandler>[1],
    { page, shareable, state }: { page: HostPage; shareable: boolean; state?: string },
  ) {
    // SPEC §8: crawlers and audit tools never get the error page, only the status; the failure
    // is logged (the app logged the error itself while rendering).
    if (page.status >= 500 && isCrawler(req.get('user-agent'))) {
      console.error(
        `[storefront-ssr] ${res.locals.requestId} ${req.method} ${req.originalUrl} failed with ${page.status} for a crawler (${req.get('user-agent')?.slice(0, 200)})`,
      );
      res.status(page.status).set('Cache-Control', PRIVATE_NO_STORE).type('text/plain').send(CRAWLER_ERROR_BODY);
      return;
    }
    res.status(page.status);
    const cookies: string[] = [];
    for (const [name, value] of page.headers) {
      if (name === 'set-cookie') cookies.push(value);
      else res.setHeader(name, value);
    }
    if (cookies.length) res.setHeader('Set-Cookie', cookies);
    if (page.parts.length) {
      // What varies a page besides its URL (see the renderer's pageVariant).
      res.vary('Accept-Language').vary('Cookie').vary('User-Agent');
      res.setHeader('Cache-Control', shareable ? shareableDirective : PRIVATE_NO_STORE);
      if (state) res.setHeader('X-Cache', state);
    }
    // Every response carries its own nonce, a cached page too (its CSP header already has it).
    if (page.parts.length) sendCompressed(req, res, bodyWithNonce(page, res.locals.nonce));
    else res.end();
  }
}

/** The host's own static error page (400, 405, 500, 503): never stored, whatever is in front. */
function sendErrorPage(res: Parameters<RequestHandler>[1], status: number): void {
  res.status(status).setHeader('Cache-Control', PRIVATE_NO_STORE);
  // A 405 gets the page of a request that could not be understood.
  res.type('html').send(errorPageHtml(status === 405 ? 400 : status, res.locals.nonce ?? ''));
}

/** Seconds a shed visitor is asked to wait: long enough for the queue to drain. */
const SHED_RETRY_AFTER_SECONDS = 2;

/** At capacity: a small static 503 that costs nothing to send, never a render. */
function shed(res: Parameters<RequestHandler>[1]): void {
  res.setHeader('Retry-After', String(SHED_RETRY_AFTER_SECONDS));
  sendErrorPage(res, 503);
}

/**
 * Load shedding before Express (issue 28). Node (libuv ≥ 1.45) accepts one new connection per turn of
 * the event loop, and under a flood a turn reads one request from every open connection. When each of
 * those requests went through Express and its middleware before being shed (about 0.4 ms), a turn of
 * 200 connections took tens of milliseconds besides the renders, so fewer than 20 connections a second
 * were accepted and the last of a 200-connection burst waited more than 10 s in the kernel's accept
 * queue: timeouts, not 503s. A request the limiter would refuse anyway gets the same 503 here, built
 * once, for a few microseconds; so the turns stay short and newcomers are accepted. Cache hits and the
 * host's own endpoints never come here (see `refusesAtOnce`). Not logged one line each (a flood would
 * write its own log); counted in `storefront_render_shed_total`.
 */
function quickShed(app: Express, refusesAtOnce: (req: IncomingMessage) => boolean, security: { hstsMaxAgeSeconds: number }, metrics: HostMetrics): RequestListener {
  const body = Buffer.from(errorPageHtml(503));
  const headers = {
    ...fixedSecurityHeaders(security),
    'Content-Security-Policy': `default-src 'none'; style-src ${ERROR_PAGE_STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': PRIVATE_NO_STORE,
    'Retry-After': String(SHED_RETRY_AFTER_SECONDS),
  };
  return (req, res) => {
    if (!refusesAtOnce(req)) {
      app(req, res);
      return;
    }
    metrics.renderShed.inc();
    res.writeHead(503, headers).end(body);
  };
}

function toHeaders(incoming: NodeJS.Dict<string | string[]>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** Anything that escaped: logged (with the request id), answered with a plain error page, and the process keeps serving. */
const lastResort = (log: Logger | undefined): ErrorRequestHandler => (error, req, res, _next) => {
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status >= 500 && !isClientAbort(error)) {
    const path = req.originalUrl.slice(0, 300);
    const stack = error instanceof Error ? error.stack : undefined;
    if (log) log({ level: 'error', msg: 'request failed', requestId: res.locals.requestId, method: req.method, path, error: String(error), stack });
    else console.error(`[storefront-ssr] ${req.method} ${req.originalUrl} failed`, error);
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendErrorPage(res, status);
};

function isClientAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || /client closed|premature close/i.test(error.message));
}

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createResponseCache } from '@storefront/api-client';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { Manifest } from '@tanstack/react-router';
import { DEVELOPMENT_MANIFEST, readRouterManifest } from './client-manifest';
import { isCrawler } from './crawler';
import { errorPageHtml } from './error-page';
import { compiledCatalogues, messagesEndpoint, sourceCatalogues, type MessageCatalogues } from './message-catalogues';
import { normalizePath } from './normalize-path';
import type { StorefrontRenderer } from './renderer';
import { securityHeaders } from './security-headers';

export interface HostConfig {
  mode: 'production' | 'development';
  /** Public origin of this site, e.g. `http://localhost:3000`. */
  siteUrl: string;
  /** Origin of the regional backends as this server reaches them. */
  serverApiOrigin: string;
  /** Origin of the regional backends as browsers reach them. */
  publicApiOrigin: string;
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
}

/** What a crawler reads when a page failed: the status says it all. */
const CRAWLER_ERROR_BODY = 'Internal Server Error\n';

/** Enough for every region × locale × startup request, with room to spare. */
const STARTUP_CACHE_ENTRIES = 1_000;

export interface Host {
  app: Express;
  close(): Promise<void>;
}

/** The Node host of ARCHITECTURE.md: URL hygiene, security headers, assets and streaming SSR. */
export async function createHost(config: HostConfig): Promise<Host> {
  const development = config.mode === 'development';
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders({ connectOrigins: [config.publicApiOrigin], development }));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  let renderer: StorefrontRenderer;
  let manifest: Manifest;
  let catalogues: MessageCatalogues;
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
    renderer = {
      render: async (options) =>
        ((await vite.ssrLoadModule('/src/entry-server.tsx')) as StorefrontRenderer).render(options),
    };
    manifest = DEVELOPMENT_MANIFEST;
    catalogues = sourceCatalogues(path.resolve(config.appRoot, '../../libs/i18n/src/messages'));
    close = () => vite.close();
  } else {
    const clientDir = path.join(config.distDir, 'client');
    manifest = await readRouterManifest(clientDir);
    catalogues = compiledCatalogues(path.join(config.distDir, 'i18n'));
    renderer = (await import(
      pathToFileURL(path.join(config.distDir, 'server', 'entry-server.js')).href
    )) as StorefrontRenderer;
    // Hashed file names never change: cache them for a year. A missing asset is a plain 404.
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
    );
    // Root files (favicon, robots.txt) have an extension; page paths never do, so they skip the disk.
    const rootFiles = express.static(clientDir, { index: false, dotfiles: 'ignore' });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? rootFiles(req, res, next) : next()));
  }

  app.get('/_i18n/:buildId/:locale/messages.json', messagesEndpoint(catalogues, development));
  app.use(urlHygiene);
  app.use(ssr(renderer, manifest, catalogues, config));
  app.use(lastResort);
  return { app, close };
}

/** One 301 to the normalised path; malformed targets get a 400 page. */
const urlHygiene: RequestHandler = (req, res, next) => {
  const verdict = normalizePath(req.originalUrl);
  if (verdict.kind === 'bad-request') {
    res.status(400).type('html').send(errorPageHtml(400, res.locals.nonce));
    return;
  }
  if (verdict.kind === 'redirect') {
    res.redirect(301, verdict.location);
    return;
  }
  next();
};

function ssr(
  renderer: StorefrontRenderer,
  manifest: Manifest,
  catalogues: MessageCatalogues,
  config: HostConfig,
): RequestHandler {
  const responseCache = config.startupCacheMs
    ? createResponseCache({ ttlMs: config.startupCacheMs, maxEntries: STARTUP_CACHE_ENTRIES })
    : undefined;
  const env = {
    siteUrl: config.siteUrl,
    apiOrigin: config.publicApiOrigin,
    regions: config.regions,
    i18nBuildId: catalogues.buildId,
  };
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).type('html').send(errorPageHtml(400, res.locals.nonce));
      return;
    }
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort(new Error('client closed the connection'));
    });
    try {
      const request = new Request(config.siteUrl + req.originalUrl, {
        method: req.method,
        headers: toHeaders(req.headers),
        signal: abort.signal,
      });
      const { response, dispose } = await renderer.render({
        request,
        nonce: res.locals.nonce,
        env,
        serverApiOrigin: config.serverApiOrigin,
        manifest,
        messages: (locale) => catalogues.get(locale),
        responseCache,
      });
      try {
        // SPEC §8: crawlers and audit tools never get the error page, only the status; the failure
        // is logged (the app logged the error itself while rendering).
        if (response.status >= 500 && isCrawler(req.get('user-agent'))) {
          await response.body?.cancel();
          console.error(
            `[storefront-ssr] ${req.method} ${req.originalUrl} failed with ${response.status} for a crawler (${req.get('user-agent')?.slice(0, 200)})`,
          );
          res.status(response.status).set('Cache-Control', 'no-store').type('text/plain').send(CRAWLER_ERROR_BODY);
          return;
        }
        res.status(response.status);
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie') res.setHeader(name, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length) res.setHeader('Set-Cookie', cookies);
        if (!response.body || req.method === 'HEAD') {
          await response.body?.cancel();
          res.end();
          return;
        }
        await pipeline(Readable.fromWeb(response.body as WebReadableStream), res);
      } finally {
        dispose();
      }
    } catch (error) {
      next(error);
    }
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

/** Anything that escaped: logged, answered with a plain error page, and the process keeps serving. */
const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status >= 500 && !isClientAbort(error)) console.error(`[storefront-ssr] ${req.method} ${req.originalUrl} failed`, error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).type('html').send(errorPageHtml(status, res.locals.nonce ?? ''));
};

function isClientAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || /client closed|premature close/i.test(error.message));
}

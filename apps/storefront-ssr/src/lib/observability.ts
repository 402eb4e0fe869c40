import { randomUUID } from 'node:crypto';
import diagnosticsChannel from 'node:diagnostics_channel';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { routeTemplate } from '@storefront/url';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Backends } from './backends/backends';

declare module 'express-serve-static-core' {
  interface Locals {
    requestId: string;
  }
}

/** One JSON object per line on stdout (issue 17 "Observability"); `level` and `msg` first. */
export type LogLine = { level: 'info' | 'warn' | 'error'; msg: string } & Record<string, unknown>;
export type Logger = (line: LogLine) => void;

export const jsonLogger: Logger = (line) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);
};

/** A request id from a proxy in front is kept when it is a plain token; anything else gets a new one. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

const REGION_LOCALE = /^[a-z]{2}_[a-z]{2}$/;

const regionOf = (path: string) => {
  const first = path.split('/')[1] ?? '';
  return REGION_LOCALE.test(first) ? first.slice(0, 2) : undefined;
};

export interface HostMetrics {
  registry: Registry;
  requestDuration: Histogram<'route' | 'status'>;
  renderShed: Counter;
  htmlCache: Counter<'state'>;
  /** Reads the render limiter's figures when scraped. */
  watchRenders(read: () => { active: number; queued: number }): void;
  /**
   * Times the calls this process makes to each backend (the renderer's, the proxy's, the health
   * checks), labelled by backend, and reads each backend's state when scraped.
   */
  watchBackends(backends: Pick<Backends, 'list' | 'readiness'>): () => void;
}

/** The host's Prometheus metrics, in a registry of its own (several hosts may live in one test process). */
export function createHostMetrics(): HostMetrics {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'storefront_http_request_duration_seconds',
    help: 'Time to answer a request, by route template and status',
    labelNames: ['route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5, 10],
    registers: [registry],
  });
  const renderShed = new Counter({ name: 'storefront_render_shed_total', help: 'Renders refused with a 503 (load shedding)', registers: [registry] });
  const htmlCache = new Counter({ name: 'storefront_html_cache_total', help: 'HTML micro-cache lookups by state', labelNames: ['state'] as const, registers: [registry] });
  const backendDuration = new Histogram({
    name: 'storefront_backend_request_duration_seconds',
    help: 'Calls to the regional backends, by backend, endpoint and outcome (ok, http_4xx, http_5xx, error)',
    labelNames: ['backend', 'endpoint', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const backendFailures = new Counter({
    name: 'storefront_backend_failures_total',
    help: 'Backend calls that failed: a 5xx, or no answer',
    labelNames: ['backend', 'endpoint'] as const,
    registers: [registry],
  });
  return {
    registry,
    requestDuration,
    renderShed,
    htmlCache,
    watchRenders(read) {
      new Gauge({
        name: 'storefront_renders_in_flight',
        help: 'Renders running now',
        registers: [registry],
        collect() {
          this.set(read().active);
        },
      });
      new Gauge({
        name: 'storefront_renders_queued',
        help: 'Renders waiting for a slot',
        registers: [registry],
        collect() {
          this.set(read().queued);
        },
      });
    },
    watchBackends(backends) {
      // A backend is known by its host and path; the longest path that a call's path starts with names it.
      const addresses = backends.list
        .map(({ settings }) => ({ name: settings.name, host: new URL(settings.url).host, path: new URL(settings.url).pathname.replace(/\/+$/, '') }))
        .sort((a, b) => b.path.length - a.path.length);
      const backendOf = (host: unknown, path: string) =>
        addresses.find((address) => address.host === host && (path === address.path || path.startsWith(`${address.path}/`)))?.name;
      new Gauge({
        name: 'storefront_backend_up',
        help: 'Whether a backend can be reached: its health check answers and its circuit is not open (1) or not (0)',
        labelNames: ['backend'] as const,
        registers: [registry],
        collect() {
          for (const [backend, { state }] of Object.entries(backends.readiness().body.backends)) this.set({ backend }, state === 'up' ? 1 : 0);
        },
      });
      new Gauge({
        name: 'storefront_backend_circuit_open',
        help: "Whether a backend's circuit breaker is open: its calls fail at once (1), or it is closed or trying (0)",
        labelNames: ['backend'] as const,
        registers: [registry],
        collect() {
          for (const [backend, { circuit }] of Object.entries(backends.readiness().body.backends)) this.set({ backend }, circuit === 'open' || circuit === 'isolated' ? 1 : 0);
        },
      });
      const onStart = (message: unknown) => {
        const request = (message as { request: ClientRequest }).request;
        const backend = backendOf(request.getHeader('host'), request.path);
        if (!backend) return;
        const endpoint = backendEndpoint(request.path);
        const started = performance.now();
        let done = false;
        const record = (outcome: string) => {
          if (done) return;
          done = true;
          backendDuration.observe({ backend, endpoint, outcome }, (performance.now() - started) / 1000);
          if (outcome === 'http_5xx' || outcome === 'error') backendFailures.inc({ backend, endpoint });
        };
        request.once('response', (response: IncomingMessage) => {
          const status = response.statusCode ?? 0;
          const outcome = status >= 500 ? 'http_5xx' : status >= 400 ? 'http_4xx' : 'ok';
          response.once('end', () => record(outcome));
          response.once('close', () => record(outcome));
        });
        request.once('error', () => record('error'));
      };
      diagnosticsChannel.subscribe('http.client.request.start', onStart);
      return () => diagnosticsChannel.unsubscribe('http.client.request.start', onStart);
    },
  };
}

/** `/ae/api/products/slug/raptor-125/?locale=en` → `products`; `/ae/api/init/shop` → `init/shop`. */
export function backendEndpoint(path: string): string {
  const parts = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  const api = parts.indexOf('api');
  const rest = api >= 0 ? parts.slice(api + 1) : parts;
  const [first = '', second] = rest;
  if ((first === 'init' || first === 'v2' || first === 'map') && second && /^[a-z]+$/.test(second)) return `${first}/${second}`;
  return /^[a-z_]+$/.test(first) ? first : 'other';
}

/**
 * First in the chain: a request id (the proxy's `X-Request-Id` when it sent a plain one), echoed in
 * `X-Request-Id`; once answered, one JSON log line (method, path, status, duration, region, cache state,
 * id) when `log` is given, and the request's duration in the metrics.
 */
export function requestObservability(log: Logger | undefined, metrics: HostMetrics): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = performance.now();
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const durationMs = performance.now() - started;
      const path = req.originalUrl.slice(0, 300);
      const status = res.writableFinished ? res.statusCode : 499;
      metrics.requestDuration.observe({ route: routeTemplate(req.path), status: String(status) }, durationMs / 1000);
      const cache = res.getHeader('x-cache');
      if (typeof cache === 'string') metrics.htmlCache.inc({ state: cache });
      log?.({
        level: status >= 500 ? 'error' : 'info',
        msg: 'request',
        requestId,
        method: req.method,
        path,
        status,
        durationMs: Math.round(durationMs * 10) / 10,
        region: regionOf(req.path),
        cache: typeof cache === 'string' ? cache : undefined,
      });
    };
    res.once('finish', done);
    res.once('close', done);
    next();
  };
}

/**
 * `GET /metrics` in Prometheus' text format, on a listener of its own (`METRICS_PORT`, loopback by
 * default): never on the public port, where anyone could read the host's figures.
 */
export function metricsHandler(registry: Registry) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable\n'),
    );
  };
}

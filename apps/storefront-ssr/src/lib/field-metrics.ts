import {
  DEVICE_CLASSES,
  FIELD_METRIC_NAMES,
  MAX_METRICS_PER_BEACON,
  NAVIGATION_TYPES,
  type FieldMetricReport,
  type FieldMetricsBeacon,
} from '@storefront/analytics/server';
import { REGION_CODES } from '@storefront/regions';
import { PAGE_TEMPLATES } from '@storefront/url';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { Counter, Histogram, type Registry } from 'prom-client';
import { z } from 'zod';
import { clientKey, createFixedWindowLimiter, type FixedWindowLimits } from './fixed-window-limiter';

/**
 * Speed measured in shoppers' browsers (docs/adr/0276-field-speed-metrics-through-the-host.md): the
 * beacons `@storefront/analytics` sends with the shopper's consent, checked and recorded as Prometheus
 * histograms by route template, device class and region. Nothing of a beacon is logged or kept besides
 * those counts.
 */

/** A beacon's body at most (a flush of every metric with its attribution is ~1 kB). */
const MAX_BEACON_BYTES = 8 * 1024;
/** Longest time a metric may report: two minutes (a page slower than that says nothing about speed). */
const MAX_MILLISECONDS = 120_000;
/** Largest CLS accepted: far beyond any real page (the poor threshold is 0.25). */
const MAX_CLS = 100;

/** Default per client address: a shopper sends one or two a page; a crowd behind one address some more. */
export const DEFAULT_BEACON_LIMITS: FixedWindowLimits = { limit: 120, windowMs: 60_000, maxClients: 10_000 };

const milliseconds = z.number().min(0).max(MAX_MILLISECONDS);
const tagName = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/);
const navigationType = z.enum(NAVIGATION_TYPES);

const metricSchema = z.discriminatedUnion('name', [
  z.strictObject({
    name: z.literal('LCP'),
    value: milliseconds,
    navigationType,
    element: tagName.optional(),
    timeToFirstByte: milliseconds.optional(),
    resourceLoadDelay: milliseconds.optional(),
    resourceLoadDuration: milliseconds.optional(),
    elementRenderDelay: milliseconds.optional(),
  }),
  z.strictObject({
    name: z.literal('INP'),
    value: milliseconds,
    navigationType,
    interactionType: z.enum(['pointer', 'keyboard']).optional(),
    inputDelay: milliseconds.optional(),
    processingDuration: milliseconds.optional(),
    presentationDelay: milliseconds.optional(),
  }),
  z.strictObject({ name: z.literal('CLS'), value: z.number().min(0).max(MAX_CLS), navigationType, largestShiftTarget: tagName.optional() }),
  z.strictObject({ name: z.enum(['FCP', 'TTFB']), value: milliseconds, navigationType }),
]);

const beaconSchema = z.strictObject({
  // A template this build does not know (a page of a newer or older build) is counted as `other`.
  template: z
    .string()
    .max(120)
    .transform((template) => (PAGE_TEMPLATES.has(template) ? template : 'other')),
  device: z.enum(DEVICE_CLASSES),
  region: z.enum([...REGION_CODES, 'global']),
  metrics: z.array(metricSchema).min(1).max(MAX_METRICS_PER_BEACON),
});

/** A beacon's body, checked: the beacon, or undefined for anything malformed (never throws). */
export function parseBeacon(body: string): FieldMetricsBeacon | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = beaconSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Tag names an attribution label may carry; any other (a custom element) is `other`, so that the
 * labels stay few whatever a page's markup.
 */
const KNOWN_ELEMENTS: ReadonlySet<string> = new Set(
  'a article aside body button canvas details dialog div figure footer form h1 h2 h3 h4 h5 h6 header html iframe image img input label li main nav ol p picture section select span summary svg table td text textarea ul video'.split(' '),
);
const elementLabel = (tag: string | undefined) => (tag === undefined ? 'unknown' : KNOWN_ELEMENTS.has(tag) ? tag : 'other');

type Outcome = 'accepted' | 'invalid' | 'too_large' | 'unsupported_type' | 'rate_limited' | 'cross_site';

export interface FieldMetrics {
  /** Records one checked beacon. */
  record(beacon: FieldMetricsBeacon): void;
  /** Counts what became of a beacon (`accepted`, or why it was refused). */
  count(outcome: Outcome): void;
}

/** Good/poor thresholds of each metric (web.dev) are bucket edges, so a share of "good" is exact. */
const HISTOGRAMS = {
  LCP: { name: 'lcp_seconds', what: 'Largest Contentful Paint', buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 12, 20] },
  INP: { name: 'inp_seconds', what: 'Interaction to Next Paint', buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2, 5] },
  CLS: { name: 'cls', what: 'Cumulative Layout Shift (a score)', buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.4, 0.6, 1, 2.5] },
  FCP: { name: 'fcp_seconds', what: 'First Contentful Paint', buckets: [0.5, 1, 1.5, 1.8, 2.5, 3, 4, 5, 6, 8, 12, 20] },
  TTFB: { name: 'ttfb_seconds', what: 'Time to First Byte', buckets: [0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.3, 1.8, 2.5, 4, 8, 15] },
} as const satisfies Record<(typeof FIELD_METRIC_NAMES)[number], { name: string; what: string; buckets: number[] }>;

const PREFIX = 'storefront_web_vitals_';

/** The field metrics' Prometheus series, in the host's registry. */
export function createFieldMetrics(registry: Registry): FieldMetrics {
  const histograms = Object.fromEntries(
    FIELD_METRIC_NAMES.map((metric) => {
      const { name, what, buckets } = HISTOGRAMS[metric];
      const histogram = new Histogram({
        name: `${PREFIX}${name}`,
        help: `${what} in shoppers' browsers (with analytics consent), by route template, device class and region`,
        labelNames: ['template', 'device', 'region'] as const,
        buckets: [...buckets],
        registers: [registry],
      });
      return [metric, histogram];
    }),
  ) as Record<FieldMetricReport['name'], Histogram<'template' | 'device' | 'region'>>;
  const lcpSubparts = new Histogram({
    name: `${PREFIX}lcp_subpart_seconds`,
    help: 'LCP split into its subparts (ttfb, resource_load_delay, resource_load_duration, element_render_delay), by route template',
    labelNames: ['template', 'subpart'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 4, 8],
    registers: [registry],
  });
  const inpSubparts = new Histogram({
    name: `${PREFIX}inp_subpart_seconds`,
    help: 'INP split into its phases (input_delay, processing, presentation), by route template',
    labelNames: ['template', 'subpart'] as const,
    buckets: [0.008, 0.016, 0.032, 0.05, 0.1, 0.2, 0.3, 0.5, 1],
    registers: [registry],
  });
  const lcpElements = new Counter({
    name: `${PREFIX}lcp_element_total`,
    help: "The LCP element's tag name, by route template",
    labelNames: ['template', 'element'] as const,
    registers: [registry],
  });
  const inpInteractions = new Counter({
    name: `${PREFIX}inp_interaction_total`,
    help: "The INP interaction's kind (pointer, keyboard), by route template",
    labelNames: ['template', 'interaction'] as const,
    registers: [registry],
  });
  const clsTargets = new Counter({
    name: `${PREFIX}cls_target_total`,
    help: 'The tag name of the first element the largest layout shift moved, by route template',
    labelNames: ['template', 'element'] as const,
    registers: [registry],
  });
  const navigations = new Counter({
    name: `${PREFIX}reports_total`,
    help: 'Metric reports by metric and navigation type (navigate, reload, back-forward-cache…)',
    labelNames: ['metric', 'navigation_type'] as const,
    registers: [registry],
  });
  const beacons = new Counter({
    name: `${PREFIX}beacons_total`,
    help: 'Beacons at POST /_vitals by outcome: accepted, invalid, too_large, unsupported_type, rate_limited, cross_site',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const seconds = (milliseconds: number) => milliseconds / 1000;
  const subpart = (histogram: Histogram<'template' | 'subpart'>, template: string, name: string, value: number | undefined) => {
    if (value !== undefined) histogram.observe({ template, subpart: name }, seconds(value));
  };

  return {
    record({ template, device, region, metrics }) {
      for (const metric of metrics) {
        histograms[metric.name].observe({ template, device, region }, metric.name === 'CLS' ? metric.value : seconds(metric.value));
        navigations.inc({ metric: metric.name, navigation_type: metric.navigationType });
        if (metric.name === 'LCP') {
          lcpElements.inc({ template, element: elementLabel(metric.element) });
          subpart(lcpSubparts, template, 'ttfb', metric.timeToFirstByte);
          subpart(lcpSubparts, template, 'resource_load_delay', metric.resourceLoadDelay);
          subpart(lcpSubparts, template, 'resource_load_duration', metric.resourceLoadDuration);
          subpart(lcpSubparts, template, 'element_render_delay', metric.elementRenderDelay);
        } else if (metric.name === 'INP') {
          inpInteractions.inc({ template, interaction: metric.interactionType ?? 'unknown' });
          subpart(inpSubparts, template, 'input_delay', metric.inputDelay);
          subpart(inpSubparts, template, 'processing', metric.processingDuration);
          subpart(inpSubparts, template, 'presentation', metric.presentationDelay);
        } else if (metric.name === 'CLS') {
          clsTargets.inc({ template, element: elementLabel(metric.largestShiftTarget) });
        }
      }
    },
    count(outcome) {
      beacons.inc({ outcome });
    },
  };
}

export interface BeaconEndpointOptions {
  metrics: FieldMetrics;
  limits?: FixedWindowLimits;
  /** Proxies whose `X-Forwarded-For` names the client (nginx in front); none by default. */
  trustedProxies?: readonly string[];
}

/** `application/json`, or `text/plain` (what `navigator.sendBeacon` sends a string as). */
const BEACON_TYPES: ReadonlySet<string> = new Set(['application/json', 'text/plain']);

/**
 * `POST /_vitals`: 204 for a beacon recorded; 403 from another site's page (`Sec-Fetch-Site`), 429 past
 * the client's limit (with `Retry-After`), 415 for another type or an encoded body, 413 past
 * `MAX_BEACON_BYTES` (a declared length past it is refused before, by the host's rule for every body),
 * 400 for anything malformed. Refusals are plain text, never echo the body, and
 * are never logged beyond the request's access-log line.
 */
export function beaconEndpoint({ metrics, limits = DEFAULT_BEACON_LIMITS, trustedProxies = [] }: BeaconEndpointOptions): (RequestHandler | ErrorRequestHandler)[] {
  const limiter = createFixedWindowLimiter(limits);
  const proxies: ReadonlySet<string> = new Set(trustedProxies.map((address) => address.trim().toLowerCase()));
  const refuse = (res: Parameters<RequestHandler>[1], status: number, outcome: Outcome, text: string) => {
    metrics.count(outcome);
    res.status(status).setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send(`${text}\n`);
  };

  const guard: RequestHandler = (req, res, next) => {
    const site = req.get('sec-fetch-site');
    if (site && site !== 'same-origin') {
      refuse(res, 403, 'cross_site', 'Beacons are accepted from the storefront’s own pages only');
      return;
    }
    const taken = limiter.take(clientKey(req.socket.remoteAddress, req.get('x-forwarded-for'), proxies));
    if (!taken.allowed) {
      res.setHeader('Retry-After', String(taken.retryAfterSeconds));
      refuse(res, 429, 'rate_limited', 'Too many beacons from this address');
      return;
    }
    const type = (req.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
    const encoding = (req.get('content-encoding') ?? 'identity').trim().toLowerCase();
    if (!BEACON_TYPES.has(type) || encoding !== 'identity') {
      refuse(res, 415, 'unsupported_type', 'A beacon is JSON (application/json or text/plain), not encoded');
      return;
    }
    next();
  };

  // The body as text whatever its declared type (checked above), counted while read: a chunked body past
  // the limit is a 413 as a declared one is; an unknown charset a 415.
  const readBody = express.text({ type: () => true, limit: MAX_BEACON_BYTES, inflate: false, defaultCharset: 'utf-8' });

  const record: RequestHandler = (req, res) => {
    const beacon = typeof req.body === 'string' ? parseBeacon(req.body) : undefined;
    if (!beacon) {
      refuse(res, 400, 'invalid', 'Not a beacon');
      return;
    }
    metrics.record(beacon);
    metrics.count('accepted');
    res.status(204).setHeader('Cache-Control', 'no-store');
    res.end();
  };

  const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
    const status: unknown = error?.status;
    if (status === 413) refuse(res, 413, 'too_large', 'Payload Too Large');
    else if (status === 415) refuse(res, 415, 'unsupported_type', 'Unsupported charset or encoding');
    else if (typeof status === 'number' && status >= 400 && status < 500) refuse(res, 400, 'invalid', 'Not a beacon');
    else next(error);
  };

  return [guard, readBody, record, bodyErrors];
}

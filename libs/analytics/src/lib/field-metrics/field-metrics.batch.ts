import type { MetricWithAttribution } from 'web-vitals/attribution';
import { MAX_METRICS_PER_BEACON, type FieldMetricReport, type FieldMetricsBeacon } from './field-metrics.contract';

/** A tag name (`img`, `h1`, `my-widget`), never a selector with ids, classes or attributes. */
const TAG_NAME = /^[a-z][a-z0-9-]{0,31}$/;

/**
 * web-vitals' `generateTarget`: an element's tag name only. Always a string (web-vitals would fall back
 * to its own selector, with ids and classes, on `undefined`); a text node's `#text` is dropped later.
 */
export function tagNameOf(node: Node | null): string {
  return node ? node.nodeName.toLowerCase() : '';
}

const tagName = (target: string | undefined) => (target && TAG_NAME.test(target) ? target : undefined);

/** Whole milliseconds: the field's precision, and nothing finer that could tell one device from another. */
const ms = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? undefined : Math.max(0, Math.round(value)));

/**
 * What a beacon says of one web-vitals metric: its value and the attribution fields that carry no
 * personal data (tag names, times); never the LCP resource's URL, the targets' selectors or text.
 */
export function toFieldMetricReport(metric: MetricWithAttribution): FieldMetricReport | undefined {
  if (!Number.isFinite(metric.value) || metric.value < 0) return undefined;
  const { navigationType } = metric;
  switch (metric.name) {
    case 'LCP': {
      const { target, timeToFirstByte, resourceLoadDelay, resourceLoadDuration, elementRenderDelay } = metric.attribution;
      return {
        name: 'LCP',
        value: ms(metric.value) ?? 0,
        navigationType,
        element: tagName(target),
        timeToFirstByte: ms(timeToFirstByte),
        resourceLoadDelay: ms(resourceLoadDelay),
        resourceLoadDuration: ms(resourceLoadDuration),
        elementRenderDelay: ms(elementRenderDelay),
      };
    }
    case 'INP': {
      const { interactionType, inputDelay, processingDuration, presentationDelay } = metric.attribution;
      return {
        name: 'INP',
        value: ms(metric.value) ?? 0,
        navigationType,
        interactionType,
        inputDelay: ms(inputDelay),
        processingDuration: ms(processingDuration),
        presentationDelay: ms(presentationDelay),
      };
    }
    case 'CLS':
      return { name: 'CLS', value: Math.round(metric.value * 10_000) / 10_000, navigationType, largestShiftTarget: tagName(metric.attribution.largestShiftTarget) };
    case 'FCP':
    case 'TTFB':
      return { name: metric.name, value: ms(metric.value) ?? 0, navigationType };
    default:
      return undefined;
  }
}

export interface FieldMetricsBatch {
  /** Keeps a metric's latest report until the next flush; `id` is web-vitals' id of the metric instance. */
  add(id: string, report: FieldMetricReport): void;
  /** Sends what is kept, in one beacon (nothing when nothing is kept or consent was withdrawn). */
  flush(): void;
}

export interface FieldMetricsBatchOptions {
  page: Omit<FieldMetricsBeacon, 'metrics'>;
  /** Sends one beacon's body (JSON). */
  send: (body: string) => void;
  /** Whether the shopper still allows it, asked at each flush: a withdrawn consent drops what is kept. */
  allowed: () => boolean;
}

/**
 * The reports of one page, sent together when it is hidden. Each metric instance is sent once: CLS and
 * INP may be reported again when a page that was hidden is shown and hidden again, and a second value
 * of the same instance would count that page view twice in the host's histograms; the value at the
 * first flush stands (what CrUX-like tools call the "first hidden" value).
 */
export function createFieldMetricsBatch({ page, send, allowed }: FieldMetricsBatchOptions): FieldMetricsBatch {
  const pending = new Map<string, FieldMetricReport>();
  const sent = new Set<string>();
  return {
    add(id, report) {
      if (!sent.has(id)) pending.set(id, report);
    },
    flush() {
      if (!pending.size) return;
      if (!allowed()) {
        pending.clear();
        return;
      }
      // Over the beacon's limit (never seen: a handful a page), the rest waits for the next flush.
      const batch = [...pending].slice(0, MAX_METRICS_PER_BEACON);
      for (const [id] of batch) {
        pending.delete(id);
        sent.add(id);
      }
      const beacon: FieldMetricsBeacon = { ...page, metrics: batch.map(([, report]) => report) };
      send(JSON.stringify(beacon));
    },
  };
}

/**
 * Sends a body with `navigator.sendBeacon` (as text: `text/plain`, no preflight anywhere), which the
 * browser delivers after the page is gone; when the browser refuses it (its beacon quota) or has none,
 * with `fetch` and `keepalive`, which outlives the page the same way. Never throws.
 */
export function beaconTransport(endpoint: string): (body: string) => void {
  return (body) => {
    try {
      if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return;
    } catch {
      // Fall through to fetch.
    }
    try {
      void fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
    } catch {
      // Nothing else to try: a speed figure is not worth an error.
    }
  };
}

/**
 * Flushes when the page is hidden (a tab switch, the app switcher, a navigation away: the last moment a
 * phone reliably runs code) and on `pagehide` (a navigation in browsers that skip the first). Listened to
 * on `window` in the bubbling phase, after web-vitals' own capturing listeners have reported the values
 * that hiding the page finalises (LCP, CLS, INP). Returns a function that stops listening.
 */
export function flushWhenHidden(flush: () => void, target: Window = window): () => void {
  const onVisibilityChange = () => {
    if (target.document.visibilityState === 'hidden') flush();
  };
  target.addEventListener('visibilitychange', onVisibilityChange);
  target.addEventListener('pagehide', flush);
  return () => {
    target.removeEventListener('visibilitychange', onVisibilityChange);
    target.removeEventListener('pagehide', flush);
  };
}

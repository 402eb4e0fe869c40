/**
 * What a browser sends the storefront host about the speed it saw (docs/adr/0276-field-speed-metrics-through-the-host.md):
 * the page's route template, device class and region, and each metric's value with a few attribution
 * fields that say where the time went without saying anything about the shopper (tag names, never
 * selectors, URLs or text). The host checks every beacon against this shape (apps/storefront-ssr
 * `field-metrics.ts`).
 */

/** Where beacons go, on the site's own origin (CSP `connect-src 'self'`). */
export const FIELD_METRICS_PATH = '/_vitals';

/** Metrics a beacon carries at most: a flush holds one of each per navigation, a few navigations at most. */
export const MAX_METRICS_PER_BEACON = 20;

export const FIELD_METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

/** web-vitals' navigation types (`back-forward-cache`: the page came back from the back/forward cache). */
export const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'] as const;
type NavigationType = (typeof NAVIGATION_TYPES)[number];

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
type DeviceClass = (typeof DEVICE_CLASSES)[number];

interface FieldMetricBase {
  /** Milliseconds; CLS is a score without unit. */
  value: number;
  navigationType: NavigationType;
}

/** LCP with its subparts (milliseconds, summing to the value) and the tag name of its element (`img`, `h1`). */
interface LcpReport extends FieldMetricBase {
  name: 'LCP';
  element?: string;
  timeToFirstByte?: number;
  resourceLoadDelay?: number;
  resourceLoadDuration?: number;
  elementRenderDelay?: number;
}

/** INP with its interaction's kind and its three phases (milliseconds). */
interface InpReport extends FieldMetricBase {
  name: 'INP';
  interactionType?: 'pointer' | 'keyboard';
  inputDelay?: number;
  processingDuration?: number;
  presentationDelay?: number;
}

/** CLS with the tag name of the first element the largest shift moved. */
interface ClsReport extends FieldMetricBase {
  name: 'CLS';
  largestShiftTarget?: string;
}

interface PaintOrResponseReport extends FieldMetricBase {
  name: 'FCP' | 'TTFB';
}

export type FieldMetricReport = LcpReport | InpReport | ClsReport | PaintOrResponseReport;

/** One beacon: the page it was measured on, and the metrics reported since the last one. */
export interface FieldMetricsBeacon {
  /** The route template of the page the browser loaded (`routeTemplate` of @storefront/url; `other` for a status page). */
  template: string;
  device: DeviceClass;
  /** The region code (`es`), or `global` outside a region. */
  region: string;
  metrics: FieldMetricReport[];
}

/** What the app knows of the page when it asks for field metrics (`startFieldMetrics`). */
export interface FieldMetricsOptions {
  /** Where beacons go (`FIELD_METRICS_PATH`). */
  endpoint: string;
  /** The path of the page the browser loaded, as the router matched it; its template labels every metric. */
  path: string;
  /** Whether the router rendered a status page (not found, error) there: labelled `other`. */
  statusPage: boolean;
  /** The region code (`es`), or `global` outside a region. */
  region: string;
  deviceClass: DeviceClass;
}

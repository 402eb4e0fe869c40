import { routeTemplate } from '@storefront/url';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { consentAllows } from '../consent/consent-state';
import { beaconTransport, createFieldMetricsBatch, flushWhenHidden, tagNameOf, toFieldMetricReport } from './field-metrics.batch';
import type { FieldMetricsOptions } from './field-metrics.contract';

/** web-vitals' observers cannot be removed: one set per page, however often the app asks. */
let started = false;

/**
 * Loaded only once the shopper allows analytics (`startFieldMetrics`): web-vitals' attribution build
 * reports the landing page's LCP, INP, CLS, FCP and TTFB (buffered entries: what happened before consent
 * counts too), and a beacon leaves whenever the page is hidden.
 */
export function reportFieldMetrics(options: FieldMetricsOptions): void {
  if (started) return;
  started = true;
  const batch = createFieldMetricsBatch({
    page: {
      template: options.statusPage ? 'other' : routeTemplate(options.path),
      device: options.deviceClass,
      region: options.region,
    },
    send: beaconTransport(options.endpoint),
    allowed: () => consentAllows('analytics'),
  });
  const add = (metric: MetricWithAttribution) => {
    const report = toFieldMetricReport(metric);
    if (report) batch.add(metric.id, report);
  };
  const attribution = { generateTarget: tagNameOf };
  onLCP(add, attribution);
  onINP(add, attribution);
  onCLS(add, attribution);
  onFCP(add, attribution);
  onTTFB(add, attribution);
  flushWhenHidden(batch.flush);
}

// What the SSR host needs of @storefront/analytics, without React: the field metrics beacon's contract,
// which the host's `POST /_vitals` checks (docs/adr/0276-field-speed-metrics-through-the-host.md).
export {
  DEVICE_CLASSES,
  FIELD_METRICS_PATH,
  FIELD_METRIC_NAMES,
  MAX_METRICS_PER_BEACON,
  NAVIGATION_TYPES,
} from './lib/field-metrics/field-metrics.contract';
export type { FieldMetricReport, FieldMetricsBeacon } from './lib/field-metrics/field-metrics.contract';

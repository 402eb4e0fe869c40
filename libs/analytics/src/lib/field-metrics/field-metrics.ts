import { pageConsent, whenConsented, type ConsentStore } from '../consent/consent-state';
import type { FieldMetricsOptions } from './field-metrics.contract';

type LoadReporter = () => Promise<{ reportFieldMetrics: (options: FieldMetricsOptions) => void }>;

const loadReporter: LoadReporter = () => import('./field-metrics.reporter');

/**
 * Field speed metrics of the page the browser loaded (docs/adr/0276-field-speed-metrics-through-the-host.md),
 * for the app to call once after hydration. Nothing is measured, loaded or sent until the shopper allows
 * analytics: then web-vitals and the reporter load (their code is never part of a page's first load) and
 * beacons go to `options.endpoint` whenever the page is hidden. Returns a function that cancels the wait
 * for consent (what was already started keeps going, and stops sending if consent is withdrawn).
 */
export function startFieldMetrics(options: FieldMetricsOptions, store: ConsentStore = pageConsent, load: LoadReporter = loadReporter): () => void {
  return whenConsented(
    'analytics',
    () => {
      load().then(
        ({ reportFieldMetrics }) => reportFieldMetrics(options),
        (error: unknown) => console.warn('Field metrics did not load', error),
      );
    },
    store,
  );
}

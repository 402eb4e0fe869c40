import { afterConsent } from '../consent/consent-queue';
import { pageConsent, type ConsentStore } from '../consent/consent-state';
import type { AnalyticsEvent, AnalyticsItem } from './analytics-events';

/** GA4 drops every item after the 200th of one event. */
export const MAX_EVENT_ITEMS = 200;

/** Where Google Tag Manager reads from: `window` in the browser. */
export interface DataLayerTarget {
  dataLayer?: unknown[];
}

export interface DataLayer {
  /**
   * Sends one event when analytics consent allows it (it waits while the consent is not read yet).
   * True when it reached a dataLayer now; never throws.
   */
  track(event: AnalyticsEvent): boolean;
}

function withoutUndefined<T extends object>(value: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));
}

/**
 * The dataLayer entries of one event. E-commerce events carry their parameters under `ecommerce` and
 * are preceded by `{ ecommerce: null }`, so GTM's merged data model cannot leak the previous event's
 * items into this one. Everything is copied: GTM keeps references, and callers may reuse their objects.
 */
export function dataLayerEntries(event: AnalyticsEvent): Record<string, unknown>[] {
  if (event.name === 'generate_lead' || event.name === 'search') {
    const { name, ...params } = event;
    return [{ event: name, ...withoutUndefined(params) }];
  }
  const { name, items, ...params } = event;
  const copied = items.slice(0, MAX_EVENT_ITEMS).map((item: AnalyticsItem) => withoutUndefined(item));
  return [{ ecommerce: null }, { event: name, ecommerce: { ...withoutUndefined(params), items: copied } }];
}

function browserWindow(): DataLayerTarget | undefined {
  return typeof window === 'undefined' ? undefined : (window as Window & DataLayerTarget);
}

function push(host: DataLayerTarget, event: AnalyticsEvent): boolean {
  try {
    host.dataLayer ??= [];
    const layer: unknown = host.dataLayer;
    if (typeof (layer as { push?: unknown } | null)?.push !== 'function') return false;
    for (const entry of dataLayerEntries(event)) (layer as unknown[]).push(entry);
    return true;
  } catch (error) {
    console.warn(`Analytics event ${event.name} not sent`, error);
    return false;
  }
}

/**
 * A GA4 dataLayer adapter. Without a target it uses `window` at the moment of each event, so it is
 * safe to create during server rendering: there it sends nothing. A missing `dataLayer` is created
 * (GTM picks up entries queued before it loads); a foreign non-array value is left alone. Errors thrown
 * by GTM's wrapped `push` are logged and swallowed: analytics never breaks the shop. Events go only
 * with analytics consent (`consent`, the page's by default): docs/adr/0273-consent-defaults-by-region.md.
 */
export function createDataLayer(target?: DataLayerTarget, consent: ConsentStore = pageConsent): DataLayer {
  return {
    track(event) {
      const host = target ?? browserWindow();
      if (!host) return false;
      let pushed = false;
      afterConsent('analytics', () => (pushed = push(host, event)), consent);
      return pushed;
    },
  };
}

import type { ConsentMode, ConsentSnapshot } from './consent-state';

/**
 * Google Consent Mode v2 on the data layer (docs/adr/0273-consent-defaults-by-region.md). Google's tag
 * reads `consent` commands only as `gtag()` pushes them: an `arguments` object, never an array.
 */
type ConsentFlag = 'granted' | 'denied';

interface ConsentModeState {
  ad_storage: ConsentFlag;
  ad_user_data: ConsentFlag;
  ad_personalization: ConsentFlag;
  analytics_storage: ConsentFlag;
  personalization_storage: ConsentFlag;
}

const flag = (allowed: boolean): ConsentFlag => (allowed ? 'granted' : 'denied');

type ConsentModeInput = Pick<ConsentSnapshot, 'analytics' | 'marketing' | 'preferences'>;

/**
 * Our purposes in Google's terms: analytics → `analytics_storage`; marketing → the three ad signals;
 * preferences (what the shopper looked at, kept for them) → `personalization_storage`.
 */
function consentModeState({ analytics, marketing, preferences }: ConsentModeInput): ConsentModeState {
  return {
    ad_storage: flag(marketing),
    ad_user_data: flag(marketing),
    ad_personalization: flag(marketing),
    analytics_storage: flag(analytics),
    personalization_storage: flag(preferences),
  };
}

/** How long Google's tag waits for the stored choice before its first hit (the consent manager loads after hydration). */
const WAIT_FOR_UPDATE_MS = 2000;

/**
 * The inline script at the top of `<head>`: `consent default` before anything else reaches the data
 * layer. Opt-in regions start denied; opt-out ones granted. Necessary storage (functionality, security)
 * is always granted. The text depends on the mode only, so it is the same for every page of a region.
 */
export function consentDefaultScript(mode: ConsentMode): string {
  const allowed = mode === 'opt-out';
  const defaults = { ...consentModeState({ analytics: allowed, marketing: allowed, preferences: allowed }), functionality_storage: 'granted', security_storage: 'granted', wait_for_update: WAIT_FOR_UPDATE_MS };
  return `(function(w){var d=w.dataLayer=w.dataLayer||[];(function(){d.push(arguments)})('consent','default',${JSON.stringify(defaults)})})(window);`;
}

export interface ConsentModeTarget {
  dataLayer?: unknown[];
}

/** Pushes `consent update` for `snapshot` as `gtag('consent', 'update', …)` would. Never throws. */
export function pushConsentUpdate(snapshot: ConsentModeInput, target: ConsentModeTarget): void {
  try {
    target.dataLayer ??= [];
    const layer = target.dataLayer;
    if (typeof layer.push !== 'function') return;
    (function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params -- Google's tag reads an Arguments object, as gtag() pushes it.
      layer.push(arguments);
    })('consent', 'update', consentModeState(snapshot));
  } catch (error) {
    console.warn('Consent update not sent', error);
  }
}

/**
 * What the shopper allows, as the page knows it now (docs/adr/0272-consent-with-vanilla-cookieconsent.md).
 *
 * - `necessary`: always on (the cart, the language, the consent itself); never asked.
 * - `analytics`: GA4 events, the `_ga` client id sent with orders and deals, field speed metrics.
 * - `marketing`: campaign marks (`utm_*`, `gclid`) stored for three months and sent with orders and deals.
 *
 * Until the consent manager has read the stored choice (it loads after hydration) the state is
 * `pending`: events wait in a short queue and are sent or dropped when it resolves. The store lives in
 * the browser only; on the server it stays pending and nothing there tracks anyone.
 */
export const OPTIONAL_PURPOSES = ['analytics', 'marketing'] as const;

export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

export type ConsentPurpose = 'necessary' | OptionalPurpose;

/**
 * How a region asks (libs/regions `consentMode`): `opt-in`, nothing optional before a choice; `opt-out`,
 * the optional purposes are on until the shopper turns them off (a notice with a way to refuse).
 */
export type ConsentMode = 'opt-in' | 'opt-out';

export interface ConsentSnapshot {
  /** `pending` until the stored choice (or the region's default) is known. */
  status: 'pending' | 'resolved';
  analytics: boolean;
  marketing: boolean;
  /** Whether the shopper has made a choice (false: the region's default applies). */
  decided: boolean;
}

/** The record an order or a call-back deal is made under: what the shopper allowed at that moment. */
export interface ConsentRecord {
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentStore {
  get(): ConsentSnapshot;
  set(snapshot: Omit<ConsentSnapshot, 'status'>): void;
  subscribe(listener: (snapshot: ConsentSnapshot) => void): () => void;
}

const PENDING: ConsentSnapshot = Object.freeze({ status: 'pending', analytics: false, marketing: false, decided: false });

/** A consent store; the page has one (`pageConsent`), tests make their own. */
export function createConsentStore(initial: ConsentSnapshot = PENDING): ConsentStore {
  let snapshot = initial;
  const listeners = new Set<(snapshot: ConsentSnapshot) => void>();
  return {
    get: () => snapshot,
    set(next) {
      const resolved: ConsentSnapshot = Object.freeze({ status: 'resolved', ...next });
      if (
        snapshot.status === 'resolved' &&
        snapshot.analytics === resolved.analytics &&
        snapshot.marketing === resolved.marketing &&
        snapshot.decided === resolved.decided
      ) {
        return;
      }
      snapshot = resolved;
      for (const listener of [...listeners]) {
        try {
          listener(snapshot);
        } catch (error) {
          console.error('A consent listener failed', error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's consent, fed by the consent manager (`ConsentManager`) and read by everything that tracks. */
export const pageConsent: ConsentStore = createConsentStore();

/** Whether `purpose` is allowed now (`necessary` always is; the others only once resolved and granted). */
export function consentAllows(purpose: ConsentPurpose, store: ConsentStore = pageConsent): boolean {
  if (purpose === 'necessary') return true;
  const snapshot = store.get();
  return snapshot.status === 'resolved' && snapshot[purpose];
}

/**
 * Runs `start` once `purpose` is allowed: at once when it already is, else at the first change that
 * allows it. Returns a function that cancels the wait.
 */
export function whenConsented(purpose: OptionalPurpose, start: () => void, store: ConsentStore = pageConsent): () => void {
  if (consentAllows(purpose, store)) {
    start();
    return () => undefined;
  }
  const unsubscribe = store.subscribe((snapshot) => {
    if (!snapshot[purpose]) return;
    unsubscribe();
    start();
  });
  return unsubscribe;
}

/** The consent an order or a deal records: the optional purposes as allowed now (none before a choice resolves). */
export function consentRecord(store: ConsentStore = pageConsent): ConsentRecord {
  return { analytics: consentAllows('analytics', store), marketing: consentAllows('marketing', store) };
}

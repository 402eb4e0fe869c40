/**
 * What the shopper allows, as the page knows it now (docs/adr/0272-consent-with-vanilla-cookieconsent.md).
 *
 * - `necessary`: always on (the cart, the language, the consent itself); never asked.
 * - `analytics`: GA4 events, the `_ga` client id sent with orders and deals, field speed metrics.
 * - `marketing`: campaign marks (`utm_*`, `gclid`) stored for three months and sent with orders and deals.
 * - `preferences`: what the shopper looked at, kept on the device for them (recently viewed products, recent
 *   searches; docs/adr/0285-remembering-what-a-shopper-looked-at-needs-consent.md). Never sent anywhere.
 *
 * Until the consent manager has read the stored choice (it loads after hydration) the state is
 * `pending`: events wait in a short queue and are sent or dropped when it resolves. The store lives in
 * the browser only; on the server it stays pending and nothing there tracks anyone.
 */
export const OPTIONAL_PURPOSES = ['analytics', 'marketing', 'preferences'] as const;

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
  preferences: boolean;
  /** Whether the shopper has made a choice (false: the region's default applies). */
  decided: boolean;
}

/**
 * The record an order or a call-back deal is made under: what the shopper allowed at that moment, of what
 * governs the data the order carries (marks, client id). `preferences` stays on the device and is not part of it.
 */
export interface ConsentRecord {
  analytics: boolean;
  marketing: boolean;
}

/** A snapshot as it is given: `preferences` left out is not allowed (a caller that never asks for it). */
type ConsentInput<S extends keyof ConsentSnapshot> = Omit<ConsentSnapshot, S | 'preferences'> & { preferences?: boolean };

export interface ConsentStore {
  get(): ConsentSnapshot;
  set(snapshot: ConsentInput<'status'>): void;
  subscribe(listener: (snapshot: ConsentSnapshot) => void): () => void;
}

const PENDING: ConsentInput<never> = Object.freeze({ status: 'pending', analytics: false, marketing: false, decided: false });

/** A consent store; the page has one (`pageConsent`), tests make their own. */
export function createConsentStore(initial: ConsentInput<never> = PENDING): ConsentStore {
  let snapshot: ConsentSnapshot = { preferences: false, ...initial };
  const listeners = new Set<(snapshot: ConsentSnapshot) => void>();
  return {
    get: () => snapshot,
    set(next) {
      const resolved: ConsentSnapshot = Object.freeze({ status: 'resolved', preferences: false, ...next });
      // The same status, purposes and decision: nothing changed (every key of a snapshot, so none is forgotten).
      if ((Object.keys(resolved) as (keyof ConsentSnapshot)[]).every((key) => snapshot[key] === resolved[key])) return;
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

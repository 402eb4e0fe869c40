import { consentAllows, pageConsent, type ConsentStore, type OptionalPurpose } from './consent-state';

/** Events of a page whose consent is not read yet; more than this many are not kept (the oldest go). */
const MAX_WAITING = 50;

interface Waiting {
  purpose: OptionalPurpose;
  send: () => void;
}

const queues = new WeakMap<ConsentStore, Waiting[]>();

function queueOf(store: ConsentStore): Waiting[] {
  const queue = queues.get(store);
  if (queue) return queue;
  const created: Waiting[] = [];
  queues.set(store, created);
  const unsubscribe = store.subscribe((snapshot) => {
    unsubscribe();
    queues.delete(store);
    // In the order they were made; each only if its purpose is allowed.
    for (const { purpose, send } of created.splice(0)) if (snapshot[purpose]) send();
  });
  return created;
}

/**
 * Runs `send` when `purpose` is allowed: now when the consent is known and allows it, once it resolves
 * when it is still pending (the consent manager loads after hydration), never when it is refused.
 * Gated on the consent state, never on whether a banner shows.
 */
export function afterConsent(purpose: OptionalPurpose, send: () => void, store: ConsentStore = pageConsent): 'sent' | 'waiting' | 'refused' {
  if (store.get().status === 'pending') {
    const queue = queueOf(store);
    queue.push({ purpose, send });
    if (queue.length > MAX_WAITING) queue.shift();
    return 'waiting';
  }
  if (!consentAllows(purpose, store)) return 'refused';
  send();
  return 'sent';
}

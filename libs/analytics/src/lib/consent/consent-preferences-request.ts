/**
 * "Cookie settings" from the footer of every page: a request the consent manager answers by opening
 * the choice by purpose. A request made before the manager has loaded is kept and answered when it does.
 */
let pending = false;
const listeners = new Set<() => void>();

export function openConsentPreferences(): void {
  if (listeners.size === 0) {
    pending = true;
    return;
  }
  for (const listener of [...listeners]) listener();
}

/** The manager's side: `open` runs for every request, and at once for one made before it listened. */
export function onConsentPreferencesRequest(open: () => void): () => void {
  listeners.add(open);
  if (pending) {
    pending = false;
    open();
  }
  return () => listeners.delete(open);
}

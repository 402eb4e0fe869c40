import type { ApiExtra } from '@storefront/api-client';

/**
 * The thunk extra of a spec's store that has no backend: every request fails as a network error
 * would (a quotation then ends 'error', lines kept). Specs of the requests themselves use the real
 * reference backend (`cart.contract.spec.ts`).
 */
export const offlineBackend: ApiExtra = {
  apiClientFor: () => Promise.reject(new Error('This spec has no backend.')),
};

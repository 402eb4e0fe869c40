import { queryErrorStatus } from '@storefront/api-client';
import { USER_AGENT_LIMIT } from '@storefront/regions';
import type { AppState } from './app-store';

/** Plain JSON at run time; RTK Query types its cached data as `unknown`, which the router's serialisability check rejects. */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The Redux state that travels from the server to the browser, slice by slice. */
export type DehydratedAppState = { [slice: string]: Json };

/**
 * Startup endpoints that only loaders read on the server (alternate links): their answers do not
 * travel, a component that needs them in the browser loads them there. The shop settings travel:
 * the footer shows their opening hours, and the browser's first render must match the server's.
 */
const SERVER_ONLY_ENDPOINTS: ReadonlySet<string> = new Set(['getMapSite']);

/**
 * What the browser needs to render the server's HTML again, and nothing it can cheaply know
 * itself: RTK Query's cached answers minus the server-only ones, and the device class without the
 * user agent (the browser has it).
 */
export function dehydrateAppState(state: AppState): DehydratedAppState {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries)
      .filter(([, entry]) => !SERVER_ONLY_ENDPOINTS.has(entry?.endpointName ?? ''))
      .map(([key, entry]) => [key, entry?.status === 'rejected' ? withoutErrorBody(entry) : entry]),
  );
  const dehydrated = {
    ...state,
    api: { ...state.api, queries },
    device: { ...state.device, userAgent: '' },
  };
  // A plain copy: Redux state is frozen, and the serialiser would write an `Object.freeze` for
  // every object of it (a fifth of the payload).
  return structuredClone(dehydrated) as unknown as DehydratedAppState;
}

/**
 * A failed answer travels as failed (the browser renders the same error state), with the error's
 * status only: a backend's error body or a network message never reaches the page.
 */
function withoutErrorBody<Entry extends { error?: unknown }>(entry: Entry): Entry {
  return { ...entry, error: { status: queryErrorStatus(entry.error) } };
}

/** The server's state as the browser applies it: the user agent is the browser's own. */
export function rehydrateAppState(dehydrated: DehydratedAppState, userAgent: string): Partial<AppState> {
  const state = dehydrated as unknown as Partial<AppState>;
  return state.device ? { ...state, device: { ...state.device, userAgent: userAgent.slice(0, USER_AGENT_LIMIT) } } : state;
}

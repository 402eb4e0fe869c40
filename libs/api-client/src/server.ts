// Server-only: the HTTP limits both servers share (the SSR host, the reference backend). Never bundled
// for the browser.
export { createLimitedServer, declaredLength, refuseLargeBody, SERVER_LIMITS } from './lib/server/server-limits';
export type { ServerLimits } from './lib/server/server-limits';

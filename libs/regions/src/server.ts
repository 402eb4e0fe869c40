// Server-only parts of @storefront/regions: never bundled for the browser (ua-parser-js stays on the server).
export { USER_AGENT_LIMIT, detectDevice } from './lib/device/device-detection';
export { suggestRegion } from './lib/suggestion/suggest-region';

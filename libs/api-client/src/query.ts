// RTK Query, for what loads it on purpose: the endpoint modules of the domain libs (each injects its
// endpoints into `baseApi`), the app's store when a query first needs it, the SSR host, and tests.
// Never import this from code of the browser's first load: `@storefront/api-client` has what a
// page reads (`defineQuery`, the cache) without RTK Query's runtime.
export { baseApi } from './lib/store/base-api';

// The regional backend contract alone (zod schemas and paths), without the HTTP client or Redux:
// what apps/regional-api and contract tests import.
export { apiErrorSchema, apiPaths, listSchema, regionListSchema, regionSchema } from './lib/contract/schemas';
export type { ApiErrorBody, List, ServerRegion } from './lib/contract/schemas';

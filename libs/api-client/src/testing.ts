// Test-only helpers of @storefront/api-client for the feature libs' specs (Node, never bundled).
export { startReferenceBackend } from './lib/testing/reference-backend';
export type { ReferenceBackend } from './lib/testing/reference-backend';
export { DeniedStorage, MemoryStorage } from './lib/testing/memory-storage';

// The shared test harness of the storefront's component specs (test code only: never imported by
// code that ships; tools/checks/boundaries.spec.ts proves the lint rule that says so).
export { createTestStore } from './lib/create-test-store';
export { renderWithProviders } from './lib/render-with-providers';

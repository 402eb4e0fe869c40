import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../tools/chromium.mjs';
import { CONSENTED_STATE } from './src/support/consented-state';

/**
 * End-to-end tests of the production build: the SSR host (apps/storefront-ssr) in front of the
 * reference regional backend (apps/regional-api), both on loopback ports of their own so that a
 * developer's servers on 3000/4000 are never touched. `nx e2e storefront-e2e` builds first; the
 * web servers below only run what is in dist/.
 */
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const fromRoot = (path: string) => `${workspaceRoot}${path}`;

// Overridable so that two checkouts on one machine can run their suites side by side.
const SITE_PORT = Number(process.env['E2E_SITE_PORT'] ?? 3100);
const API_PORT = Number(process.env['E2E_API_PORT'] ?? 4100);
const SITE_URL = `http://localhost:${SITE_PORT}`;
const API_URL = `http://127.0.0.1:${API_PORT}`;
const CI = !!process.env['CI'];
/**
 * The reference backend's database, which specs read to check what a shopper's action stored (an
 * order's campaign marks). Set here, so the workers inherit it; a developer who reuses their own
 * backend points it at that one's file.
 */
process.env['E2E_API_DB'] ??= fromRoot('tmp/e2e/regional-api.sqlite');

/**
 * As in production. The SSR bundle leaves react-dom/server, Redux Toolkit & co. external, and they
 * pick their development builds at run time unless NODE_ENV is "production" (the host does not set it).
 */
const PRODUCTION_ENV = { NODE_ENV: 'production' };

/** Two slow cores: starting both servers cold, or a busy machine, must not time out. */
const SERVER_START_TIMEOUT_MS = 120_000;

export default defineConfig({
  testDir: './src',
  outputDir: fromRoot('dist/test-results/storefront-e2e'),
  fullyParallel: true,
  forbidOnly: CI,
  // Flaky tests get fixed, not retried.
  retries: 0,
  workers: CI ? 1 : undefined,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: fromRoot('dist/playwright-report/storefront-e2e'), open: 'never' }]],
  use: {
    baseURL: SITE_URL,
    headless: true,
    navigationTimeout: 20_000,
    actionTimeout: 10_000,
    // No trace: recording one for every test (to keep the failures') took a quarter of the suite's
    // time on two cores (7.0 against 9.6 min for the product, catalogue, cart, focus, navigation and
    // header specs). To debug a failure, run it again with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // "Accept all" once (src/consent.setup.ts): every spec then starts as a shopper who consented.
      name: 'consent',
      testMatch: /consent\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] } },
    },
    {
      name: 'chromium',
      dependencies: ['consent'],
      use: {
        ...devices['Desktop Chrome'],
        storageState: CONSENTED_STATE,
        // Debian's Chromium; Playwright never downloads a browser here.
        launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
      },
    },
  ],
  webServer: [
    {
      name: 'regional-api',
      // --reset drops the throwaway database and seeds it again: every run starts from the demo data.
      command: 'node dist/apps/regional-api/main.js --reset',
      cwd: workspaceRoot,
      url: `${API_URL}/healthz`,
      env: {
        ...PRODUCTION_ENV,
        REGIONAL_API_PORT: String(API_PORT),
        REGIONAL_API_HOST: '127.0.0.1',
        REGIONAL_API_DB: process.env['E2E_API_DB'],
        REGIONAL_API_CORS_ORIGINS: `${SITE_URL},http://127.0.0.1:${SITE_PORT}`,
        // Server-side faults for the pages' failure tests (docs/regional-api.md "Fault injection"):
        // each rule names one path only its test opens, and lives for one request (`times: 1`).
        REGIONAL_API_FAULTS: '1',
        // Every worker's browser is one client (127.0.0.1) to the rate limit of writes: a whole suite's
        // quotations and orders stay under it (the limit's own tests are the backend's, apps/regional-api).
        REGIONAL_API_RATE_LIMIT: '600/6000',
        // The storefront passes the browsers' calls on and names their address, as `npm start` runs it.
        REGIONAL_API_TRUSTED_PROXIES: '127.0.0.1,::1',
        // Each picture drawn when first asked for: drawing every rendition at start took a minute of
        // CPU from the first tests on two cores, for pictures most tests never request.
        REGIONAL_API_WARM_IMAGES: '0',
        // Georgia's prices served without tax, as a backend built for trade buyers would: the storefront
        // labels them so and its cart adds the tax (tax-in-prices.spec.ts).
        REGIONAL_API_PRICES_WITHOUT_TAX: 'ge',
      },
      reuseExistingServer: !CI,
      timeout: SERVER_START_TIMEOUT_MS,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'storefront-ssr',
      command: 'node dist/apps/storefront-ssr/main.js',
      cwd: workspaceRoot,
      url: `${SITE_URL}/healthz`,
      env: {
        ...PRODUCTION_ENV,
        PORT: String(SITE_PORT),
        SITE_URL,
        // One backend for every region, as `npm start` runs it (REGIONAL_API_URL), with the patience of
        // a shared test machine: Chromium, this host and the backend share CI's two cores, where an
        // answer sometimes takes seconds. Production's 2.5 s timeout and five-failure circuit breaker
        // turned such moments into pages rendered without their data, for every test of the next 10 s.
        // backends.spec.ts tests the defaults, on hosts of its own. No publicUrl, as `npm start`:
        // browsers reach the backend on the site's origin, through the host
        // (docs/adr/0085-the-backend-on-the-sites-origin.md).
        REGIONAL_BACKENDS: JSON.stringify({
          backends: { default: { url: API_URL, regions: ['*'], timeoutMs: 10_000, breaker: { failures: 50, openMs: 1_000 } } },
        }),
        // The image proxy's renditions: the run's own, beside its database.
        IMAGE_CACHE_DIR: 'tmp/e2e/image-cache',
      },
      reuseExistingServer: !CI,
      timeout: SERVER_START_TIMEOUT_MS,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

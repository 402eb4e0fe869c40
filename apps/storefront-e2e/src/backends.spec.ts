import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the workspace tools' process helpers (start, wait until healthy, stop), shared rather than copied
import { startNode, stopProcess, waitForHealth } from '../../../tools/bench/lib/processes.mjs';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * Each region on its own backend (issue 29, SPEC §1 and §3 `api`): a host of its own in front of the
 * reference backend three times, each on its own database: the Gulf (ae, om, qa, sa) and the CIS
 * (ru, by, kz) on the site's origin, through the host, and the rest of the world on an origin of its own,
 * as a backend with a public address is reached. Ports beside the suite's (+10), so both run at once.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const runDir = path.join(root, 'tmp/e2e/backends');
const SITE_PORT = Number(process.env['E2E_SITE_PORT'] ?? 3100) + 10;
const API_PORT = Number(process.env['E2E_API_PORT'] ?? 4100) + 10;
const SITE = `http://localhost:${SITE_PORT}`;

type Handle = ReturnType<typeof startNode>;
const BACKENDS = [
  { name: 'gulf', port: API_PORT, countries: 'ae,om,qa,sa', regions: ['ae', 'om', 'qa', 'sa'] },
  { name: 'cis', port: API_PORT + 1, countries: 'ru,by,kz', regions: ['ru', 'by', 'kz'] },
  { name: 'world', port: API_PORT + 2, countries: '', regions: ['*'], public: true },
].map((backend) => ({ ...backend, url: `http://127.0.0.1:${backend.port}`, db: path.join(runDir, `${backend.name}.sqlite`) }));
const WORLD = BACKENDS[2]!;
const processes = new Map<string, Handle>();

function startBackend(backend: (typeof BACKENDS)[number], reset: boolean): Promise<void> {
  const handle = startNode({
    name: `api-${backend.name}`,
    script: 'dist/apps/regional-api/main.js',
    args: reset ? ['--reset'] : [],
    cwd: root,
    logFile: path.join(runDir, `${backend.name}.log`),
    env: {
      NODE_ENV: 'production',
      REGIONAL_API_PORT: String(backend.port),
      REGIONAL_API_DB: backend.db,
      REGIONAL_API_IMAGES_DIR: path.join(runDir, `${backend.name}-images`),
      REGIONAL_API_COUNTRIES: backend.countries,
      REGIONAL_API_WARM_IMAGES: '0',
      REGIONAL_API_CORS_ORIGINS: SITE,
      REGIONAL_API_TRUSTED_PROXIES: '127.0.0.1,::1',
    },
  });
  processes.set(backend.name, handle);
  return waitForHealth(handle, `${backend.url}/healthz`, 120_000);
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SITE });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  await Promise.all(BACKENDS.map((backend) => startBackend(backend, true)));
  const host = startNode({
    name: 'storefront-ssr',
    script: 'dist/apps/storefront-ssr/main.js',
    cwd: root,
    logFile: path.join(runDir, 'storefront-ssr.log'),
    env: {
      NODE_ENV: 'production',
      PORT: String(SITE_PORT),
      SITE_URL: SITE,
      METRICS_PORT: '0',
      IMAGE_CACHE_DIR: path.join(runDir, 'image-cache'),
      // Health checks every second: an outage and a recovery show in /readyz within the test's patience.
      BACKEND_HEALTH_INTERVAL_MS: '1000',
      REGIONAL_BACKENDS: JSON.stringify({
        backends: Object.fromEntries(
          BACKENDS.map((backend) => [backend.name, { url: backend.url, regions: backend.regions, ...(backend.public ? { publicUrl: backend.url } : {}) }]),
        ),
        tokens: { ru: { formSite: 'form-ru-e2e', crm: 'crm-ru-e2e' } },
      }),
    },
  });
  processes.set('host', host);
  await waitForHealth(host, `${SITE}/healthz`, 60_000);
});

test.afterAll(async () => {
  await Promise.all([...processes.values()].map((handle) => stopProcess(handle)));
});

/** Rows of one backend's database (read-only). */
async function rowsOf<Row>(backend: string, sql: string, ...params: unknown[]): Promise<Row[]> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(runDir, `${backend}.sqlite`), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

const readiness = async (page: Page) => {
  const response = await page.request.get('/readyz');
  return { status: response.status(), body: (await response.json()) as { status: string; backends: Record<string, { state: string }> } };
};

test("a shopper's cart and order reach only the region's backend", async ({ page }) => {
  const called = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/[a-z]{2}\/api\//.test(url.pathname) || url.origin !== SITE) called.add(`${url.origin}${url.pathname.slice(0, 4)}`);
  });
  await page.goto('/ae_en/product/raptor-125/');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByText('Raptor 125 enduro motorcycle added to your cart')).toBeVisible();
  await page.goto('/ae_en/cart/');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText('VAT 5 %')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  const name = `Backend ${Date.now()}`;
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('textbox', { name: /Phone number/ }).pressSequentially('501234567');
  await page.getByRole('radio', { name: /Pick up at a store/ }).check();
  await page.getByRole('radiogroup', { name: /^Store/ }).getByRole('radio').first().check();
  await page.getByRole('radio', { name: /^Cash/ }).check();
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order AE-\d+$/);

  // The browser called the UAE's backend on the site's origin, nothing else.
  expect([...called]).toEqual([`${SITE}/ae/`]);
  const orders = (backend: string) => rowsOf<{ country: string }>(backend, 'SELECT country FROM orders WHERE customer_json LIKE ?', `%${name}%`);
  expect(await orders('gulf')).toEqual([{ country: 'ae' }]);
  expect(await orders('cis')).toEqual([]);
  expect(await orders('world')).toEqual([]);
});

test("a page's CSP and preconnect name its own backend only; the browser reaches a backend on its own origin", async ({ page }) => {
  const policy = async (path: string) => (await page.request.get(path)).headers()['content-security-policy'] ?? '';
  const connect = (csp: string) => /connect-src ([^;]*)/.exec(csp)?.[1];
  expect(connect(await policy('/ae_en/'))).toBe("'self'");
  expect(connect(await policy('/ru_ru/'))).toBe("'self'");
  expect(connect(await policy('/mx_es/'))).toBe(`'self' ${WORLD.url}`);
  expect(await policy('/mx_es/')).toContain(`img-src 'self' data: blob: ${WORLD.url}`);

  // Mexico's pages call their backend from the browser on its own origin: allowed, and nothing else is.
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/api/')) calls.push(new URL(request.url()).origin + new URL(request.url()).pathname.slice(0, 8));
  });
  await page.goto('/mx_es/product/raptor-125/');
  await expect(page.locator(`link[rel="preconnect"][href="${WORLD.url}"]`)).toHaveCount(1);
  await waitForHydration(page);
  // The cart's quotation is the browser's call to Mexico's backend.
  await page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' }).first().click();
  await page.goto('/mx_es/cart/');
  await expect(page.getByRole('region', { name: 'Resumen del pedido' })).toContainText('IVA');
  expect(calls.length).toBeGreaterThan(0);
  expect(new Set(calls)).toEqual(new Set([`${WORLD.url}/mx/api/`]));
  await page.goto('/ae_en/');
  await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);

  // The deployment's CRM form token travels with the page (SPEC §3 `tokens`); others keep the demo ones.
  const env = JSON.parse((await page.locator('#storefront-env').textContent()) ?? '{}') as { formTokens: Record<string, string>; backends: unknown[] };
  expect(env.formTokens).toEqual({ ru: 'form-ru-e2e' });
  expect(env.backends).toEqual([
    { url: SITE, regions: ['ae', 'om', 'qa', 'sa'] },
    { url: SITE, regions: ['ru', 'by', 'kz'] },
    { url: WORLD.url, regions: ['mx', 'br', 'es', 'co', 'eg', 'ma', 'ge', 'uz'] },
  ]);
});

test('a stopped backend degrades only its regions, /readyz says which, and all recovers once it is back', async ({ page }) => {
  const cis = BACKENDS[1]!;
  await stopProcess(processes.get('cis')!);
  try {
    await expect.poll(async () => (await readiness(page)).body.backends['cis']?.state, { timeout: 15_000 }).toBe('down');
    expect(await readiness(page)).toMatchObject({ status: 200, body: { status: 'degraded', backends: { gulf: { state: 'up' }, world: { state: 'up' } } } });

    // SPEC §8: Kazakhstan's home answers, without its backend's data (not kept: never shareable); the UAE's is whole.
    const kz = await page.request.get('/kz_ru/');
    expect(kz.status()).toBe(200);
    expect(kz.headers()['cache-control']).toBe('private, no-store');
    await page.goto('/ae_en/');
    await expect(page.getByRole('main').getByText(/Raptor/).first()).toBeVisible();
  } finally {
    await startBackend(cis, false);
  }
  await expect.poll(async () => (await readiness(page)).body.status, { timeout: 20_000 }).toBe('ready');
  const kz = await page.request.get('/kz_ru/?recovered=1');
  expect(kz.headers()['cache-control']).toMatch(/^public/);
});

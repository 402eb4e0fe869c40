import { request as httpRequest } from 'node:http';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * One GET of `path` exactly as written: browsers, `fetch` and Playwright's request context all resolve
 * dot segments (escaped ones too) before sending, as the URL Standard says; a crawler or a script may not.
 */
function rawGet(baseURL: string, path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path, method: 'GET' }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on('error', reject);
    request.end();
  });
}

test.describe('routing and URL hygiene', () => {
  // Home is the region's root inside a region (SPEC §2), the country chooser outside one.
  for (const [path, home] of [
    ['/ae-en/', '/'],
    ['/ae_en/no-such-page/', '/ae_en/'],
    ['/blog/', '/'],
  ] as const) {
    test(`answers ${path} with a 404 page`, async ({ page, pageProblems }) => {
      pageProblems.expectHttpError(404, path, `${path} names no page`);

      const response = await page.goto(path);

      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      // The path is isolated left to right inside the sentence (U+2066 … U+2069).
      await expect(page.getByText(`Page not found: \u2066${path}\u2069`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', home);
    });
  }

  test('keeps the path left to right inside the Arabic 404 sentence', async ({ page, pageProblems }) => {
    pageProblems.expectHttpError(404, '/ae_ar/no-such-page/', 'the path names no page');

    await page.goto('/ae_ar/no-such-page/');

    // Without the isolate, the bidi algorithm shows "/no-such-page/ae_ar/" with its slashes on the wrong side.
    await expect(page.getByText('الصفحة غير موجودة: \u2066/ae_ar/no-such-page/\u2069')).toBeVisible();
  });

  // SPEC §5: unknown region → ae; locale the region does not allow → its default; rest and query kept.
  for (const [from, to] of [
    ['/xx_en/', '/ae_en/'],
    ['/zz_ar/comparison/?page=2', '/ae_ar/comparison/?page=2'],
    ['/ae_fr/', '/ae_en/'],
    ['/ru_en/catalog/atv-utv/atv/', '/ru_ru/catalog/atv-utv/atv/'],
    ['/mx_fr/blog/', '/mx_es/blog/'],
  ] as const) {
    test(`redirects ${from} permanently to ${to}`, async ({ page }) => {
      const response = await page.goto(from);

      await expect(page).toHaveURL(to);
      expect(response?.status()).toBe(200);
      expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
    });
  }

  test('redirects a path without trailing slash permanently, keeping the query', async ({ page }) => {
    const response = await page.goto('/ae_en?utm_source=e2e');

    await expect(page).toHaveURL('/ae_en/?utm_source=e2e');
    expect(response?.status()).toBe(200);
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motors and equipment in United Arab Emirates');
  });

  test('never redirects "//evil.example/" to another host', async ({ page, pageProblems, baseURL }) => {
    pageProblems.expectHttpError(404, '/evil.example/', 'the collapsed path names no page');

    // Built by hand: page.goto('//evil.example/') would resolve against baseURL to http://evil.example/.
    const response = await page.goto(`${baseURL}//evil.example/`);

    const landed = new URL(page.url());
    expect(landed.origin).toBe(new URL(baseURL ?? '').origin);
    expect(landed.pathname).toBe('/evil.example/');
    expect(response?.status()).toBe(404);
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    const location = new URL((await redirect?.headerValue('location')) ?? '', baseURL);
    expect(location.origin).toBe(new URL(baseURL ?? '').origin);
    expect(location.pathname).toBe('/evil.example/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  // Issue 11: the fallback redirect keeps every character of the path (percent-encoded ASCII, never a
  // throw or a raw byte) and the query exactly as it came.
  for (const [from, to] of [
    ['/xx_en/%D0%BA/', '/ae_en/%D0%BA/'],
    ['/xx_en/caf%C3%A9/', '/ae_en/caf%C3%A9/'],
    ['/xx_en/catalog/?badges[]=new&badges[]=sale&utm_campaign=12e3', '/ae_en/catalog/?badges[]=new&badges[]=sale&utm_campaign=12e3'],
  ] as const) {
    test(`redirects ${from} to exactly ${to}`, async ({ request }) => {
      const redirect = await request.get(from, { maxRedirects: 0 });
      expect(redirect.status()).toBe(301);
      expect(redirect.headers()['location']).toBe(to);

      const landed = await request.get(from);
      expect([200, 404]).toContain(landed.status());
    });
  }

  // Issue 27: a path of dot segments, escaped or not, is the page a browser would have asked for, one
  // redirect away: never a second URL of the page that answers 200.
  for (const [from, to] of [
    ['/ae_en/product/%2e%2e/', '/ae_en/'],
    ['/ae_en/product/%2E./', '/ae_en/'],
    ['/ae_en/catalog/.%2e/?utm_source=e2e', '/ae_en/?utm_source=e2e'],
    ['/ae_en/%2e/offers/', '/ae_en/offers/'],
    ['/ae_en/product/raptor-125/../', '/ae_en/product/'],
  ] as const) {
    test(`redirects ${from} as a browser resolves it, to ${to}`, async ({ baseURL }) => {
      const answer = await rawGet(baseURL ?? '', from);

      expect(answer).toEqual({ status: 301, location: to });
    });
  }

  // Issue 27: TanStack Router reads `$x` in a path as a route param (the literal became `undefined`):
  // the host escapes it (`%24`), so the page is the 404 it is, in the browser too.
  for (const [from, to] of [
    ['/ae_en/catalog/$x/', '/ae_en/catalog/%24x/'],
    ['/ae_en/$x/', '/ae_en/%24x/'],
    ['/ae_en/blog/$slug/', '/ae_en/blog/%24slug/'],
  ] as const) {
    test(`answers ${from} with the 404 page at ${to}, once hydrated`, async ({ page, pageProblems }) => {
      pageProblems.expectHttpError(404, to, 'a path with a `$` names no page');

      const response = await page.goto(from);

      expect(response?.status()).toBe(404);
      expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
      await waitForHydration(page);
      // The client router leaves the address as it is (it used to replace it with …/undefined/).
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    });
  }

  test('renders both families in the browser as the server does, on a client-side navigation', async ({ page }) => {
    await page.goto('/ae_en/');
    await waitForHydration(page);
    // How the router hears of the browser's own navigations (back, forward): the History API.
    const visit = (path: string) =>
      page.evaluate((target) => {
        history.pushState(history.state, '', target);
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      }, path);

    await visit('/ae_en/catalog/$x/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveURL('/ae_en/catalog/$x/');

    // The browser resolves the dot segments itself: the region home at its one URL, as the host's 301 gives.
    await visit('/ae_en/product/%2e%2e/');
    await expect(page).toHaveURL('/ae_en/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motors and equipment in United Arab Emirates');
  });

  test('serves /robots.txt as text, naming the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt', { maxRedirects: 0 });

    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toContain('Disallow: /*/cart/');
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('serves the favicon set and links it from the head', async ({ page, request }) => {
    for (const file of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']) {
      expect((await request.get(file, { maxRedirects: 0 })).status(), file).toBe(200);
    }

    await page.goto('/ae_en/');

    await expect(page.locator('head link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="icon"][href="/favicon.svg"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="apple-touch-icon"][href="/apple-touch-icon.png"]')).toHaveCount(1);
  });

  for (const file of ['/sitemap.txt', '/ae_en/sitemap-1.xml']) {
    test(`answers a missing file (${file}) with a plain 404, without a redirect`, async ({ request }) => {
      const response = await request.get(file, { maxRedirects: 0 });

      expect(response.status()).toBe(404);
      expect(response.headers()['location']).toBeUndefined();
      expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    });
  }
});

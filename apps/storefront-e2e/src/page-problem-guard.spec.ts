import { expect, test, waitForHydration } from './support/fixtures';

// The shared `pageProblems` fixture is what checks "no console errors" in every test. These tests
// provoke the problems it exists for and declare them as expected: if the guard stopped seeing
// them, the declaration would go unmet and the test would fail.
test.describe('page problem guard', () => {
  test('sees a Content Security Policy violation', async ({ page, pageProblems }) => {
    pageProblems.expect({
      kind: 'console',
      text: /violates the following Content Security Policy directive: "img-src /,
      reason: 'the test loads an image from a host the CSP does not allow',
    });
    await page.goto('/ae_en/');
    await waitForHydration(page);

    const violated = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
            once: true,
          });
          const image = document.createElement('img');
          image.src = 'https://evil.example/pixel.png';
          document.body.append(image);
        }),
    );

    expect(violated).toBe('img-src');
  });

  test('sees a hydration mismatch', async ({ page, pageProblems }) => {
    pageProblems.expect({
      kind: 'pageerror',
      // React's production build reports a text mismatch as minified error #418.
      text: /Minified React error #418|Hydration failed/,
      reason: 'the test edits the server HTML so that it no longer matches the client render',
    });
    await page.route('**/ae_en/', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain('>4 regions<');
      await route.fulfill({ response, body: html.replace('>4 regions<', '>5 regions<') });
    });

    await page.goto('/ae_en/');
    await waitForHydration(page);

    // React recovers by rendering on the client, which puts back the true count.
    await expect(page.getByText('4 regions', { exact: true })).toBeVisible();
  });
});

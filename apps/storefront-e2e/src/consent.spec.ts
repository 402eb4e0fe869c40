import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { storedRows } from './support/backend';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * Consent before tracking (issue 33, docs/adr/0273-consent-defaults-by-region.md): Consent Mode's
 * default before any event, events and campaign marks only under the shopper's choice, the choice
 * kept and changed from the footer, a notice where the region's rule is opt-out. A first visit each.
 */
test.use({ storageState: { cookies: [], origins: [] } });

type Entry = Record<string, unknown>;

/** The data layer as plain values: gtag's Arguments objects come back as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );

const consentCommands = async (page: Page, kind: 'default' | 'update') =>
  (await dataLayer(page)).filter((entry): entry is [string, string, Entry] => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === kind).map((entry) => entry[2]);

const events = async (page: Page) => (await dataLayer(page)).map((entry) => (entry as Entry | undefined)?.['event']).filter(Boolean);

const campaignMarks = (page: Page) => page.evaluate(() => localStorage.getItem('campaign_marks'));

const banner = (page: Page, name = 'Consentimiento de cookies') => page.getByRole('region', { name });

const RAPTOR = '/es_es/product/raptor-125/';

test.describe('consent in Spain (opt-in)', () => {
  test('nothing optional before a choice; "reject" keeps it so, across a reload; the footer changes it', async ({ page }) => {
    await page.goto(`${RAPTOR}?utm_source=newsletter&gclid=G-1`);
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    // Consent Mode's default is the first thing in the data layer, denied.
    const [first] = await dataLayer(page);
    expect(first).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', personalization_storage: 'denied' }),
    ]);
    expect(await events(page)).not.toContain('view_item');
    expect(await campaignMarks(page)).toBeNull();

    await banner(page).getByRole('button', { name: 'Rechazar todo' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await consentCommands(page, 'update')).toContainEqual(expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }));
    expect(await events(page)).not.toContain('view_item');
    expect(await campaignMarks(page)).toBeNull();

    // The choice holds across a reload: no banner, still nothing sent.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(async () => (await consentCommands(page, 'update')).length).toBe(1);
    await expect(banner(page)).toBeHidden();
    expect(await events(page)).not.toContain('view_item');

    // "Cookie settings" at the foot of the page: allow analytics only, by keyboard.
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Configuración de cookies' });
    await settings.click();
    const dialog = page.getByRole('dialog', { name: 'Configuración de cookies' });
    await expect(dialog.getByRole('checkbox', { name: 'Necesarias' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Analíticas' })).not.toBeChecked();
    // Three optional purposes (ADR 0285), none pre-ticked.
    await expect(dialog.getByRole('checkbox')).toHaveCount(4);
    await expect(dialog.getByRole('checkbox', { name: 'Recordar lo que he visto' })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Analíticas' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Guardar mi elección' }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back to the footer's button.
    await expect(settings).toBeFocused();
    expect((await consentCommands(page, 'update')).at(-1)).toEqual(expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }));

    // Events flow from now on; campaign marks still do not (marketing refused).
    await page.goto(`${RAPTOR}?utm_source=newsletter`);
    await waitForHydration(page);
    await expect.poll(() => events(page)).toContain('view_item');
    expect(await campaignMarks(page)).toBeNull();
  });

  test('"accept all": the update, then the events and the campaign marks', async ({ page }) => {
    await page.goto(`${RAPTOR}?utm_source=newsletter`);
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: 'Aceptar todo' }).click();
    await expect(banner(page)).toBeHidden();
    // The stored choice read on arrival (none: denied), then the shopper's.
    expect(await consentCommands(page, 'update')).toEqual([
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', personalization_storage: 'granted' }),
    ]);
    // The landing page's campaign marks are kept once marketing is allowed, on that same page.
    await expect.poll(() => campaignMarks(page)).toContain('UTM_SOURCE');
    // The view before the choice was not sent; the next one is.
    expect(await events(page)).not.toContain('view_item');
    await page.goto('/es_es/product/raptor-250/');
    await waitForHydration(page);
    await expect.poll(() => events(page)).toContain('view_item');
  });

  test('an order placed before any choice carries no campaign mark and no _ga id, and records the consent', async ({ page, context }) => {
    await context.addCookies([{ name: '_ga', value: 'GA1.1.111222333.1767225600', url: 'http://localhost:3100' }]);
    await page.goto(`${RAPTOR}?utm_source=newsletter`);
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    await page.getByRole('main').locator('button[data-product-id]').first().click();
    await expect(page.getByText(/se ha añadido a tu cesta/)).toBeVisible();
    await page.goto('/es_es/cart/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Tramitar pedido' }).click();
    const name = `Lucía ${Date.now().toString(36)}`;
    await page.getByLabel('Tu nombre').fill(name);
    await page.getByRole('textbox', { name: /Número de teléfono/ }).pressSequentially('612345678');
    await page.getByRole('radio', { name: /Recoger en tienda/ }).check();
    await page.getByRole('radiogroup', { name: /^Tienda/ }).getByRole('radio').first().check();
    await page.getByRole('radio', { name: /^Efectivo/ }).check();
    await page.getByRole('button', { name: 'Hacer el pedido' }).click();
    await expect(page).toHaveURL(/\/es_es\/cart\/[a-z0-9]{24}\/$/);

    const [order] = await storedRows<{ campaign_json: string; consent_json: string | null }>(
      'SELECT campaign_json, consent_json FROM orders WHERE customer_json LIKE ?',
      `%${name}%`,
    );
    expect(order).toEqual({ campaign_json: '{}', consent_json: '{"analytics":false,"marketing":false}' });
    expect(await events(page)).not.toContain('purchase');
  });
});

test.describe('consent in Mexico (a notice, opt-out)', () => {
  test('events flow under the notice until the shopper refuses them', async ({ page }) => {
    await page.goto('/mx_es/catalog/?q=sp&utm_source=radio');
    await waitForHydration(page);
    const notice = banner(page);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Puedes rechazarlo ahora');
    const [first] = await dataLayer(page);
    expect(first).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted', personalization_storage: 'granted' })]);
    await expect.poll(() => events(page)).toContain('search');
    await expect.poll(() => campaignMarks(page)).toContain('UTM_SOURCE');

    await notice.getByRole('button', { name: 'Rechazar todo' }).click();
    expect((await consentCommands(page, 'update')).at(-1)).toEqual(expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }));
    // Withdrawn marketing takes the stored marks with it.
    expect(await campaignMarks(page)).toBeNull();
    await page.reload();
    await waitForHydration(page);
    await expect(notice).toBeHidden();
    await expect.poll(async () => (await consentCommands(page, 'update')).length).toBe(1);
    expect(await events(page)).not.toContain('search');
  });
});

test.describe('the banner and the dialog', () => {
  for (const [path, label, settings] of [
    ['/ae_en/', 'Cookie consent', 'Choose'],
    ['/ae_ar/', 'الموافقة على ملفات تعريف الارتباط', 'اختيار'],
  ] as const) {
    for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
      test(`${path} at ${viewport.width} px: axe clean, the page behind usable, no overflow`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await waitForHydration(page);
        await expect(banner(page, label)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
        // The banner does not trap anything: the page's first link is still a Tab away.
        await page.keyboard.press('Tab');
        await expect(page.locator(':focus')).not.toHaveCount(0);

        await banner(page, label).getByRole('button', { name: settings }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        // Its opening animation over, so axe sees the colours as they stay.
        await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        // Closing without a choice is no choice: the banner is back.
        await expect(banner(page, label)).toBeVisible();
      });
    }
  }
});

import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { storedRows } from './support/backend';
import { expect, test, waitForHydration } from './support/fixtures';

// Issue 33: the accessibility statement of each region and language, linked from every footer, with its
// feedback form, a CRM deal of the form `accessibility-feedback` (docs/adr/0277-accessibility-feedback-through-the-crm.md).

const shopperName = (first: string) => `${first} ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Presses Tab until `target` has focus, as a keyboard user would; focus never falls to the page's body on the way. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let press = 0; press < max; press += 1) {
    const focused = await target.evaluate((element) => (element === document.activeElement ? 'target' : (document.activeElement?.localName ?? 'nothing')));
    if (focused === 'target') return;
    if (press > 0) expect(focused, 'the focused element on the way').not.toMatch(/^(body|nothing)$/);
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} was not reached in ${max} presses of Tab`);
}

test.describe('accessibility statement', () => {
  test('Spain: the statement in Spanish, with EN 301 549, the region’s contacts and where to complain; reached from the footer', async ({ page }) => {
    await open(page, '/es_es/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Declaración de accesibilidad' }).click();
    await expect(page).toHaveURL('/es_es/accessibility/');
    await waitForHydration(page);

    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expect(page).toHaveTitle(/^Declaración de accesibilidad \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es_es\/accessibility\/$/);
    const statement = page.getByRole('article', { name: 'Declaración de accesibilidad' });
    await expect(statement.getByRole('heading', { level: 1 })).toHaveText('Declaración de accesibilidad');
    await expect(statement.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(statement).toContainText('WCAG) 2.2');
    await expect(statement).toContainText('EN 301 549');
    await expect(statement.getByRole('region', { name: 'Si nuestra respuesta no lo resuelve' })).toContainText('OADIS');
    // Spain pays online: the provider's page is a limitation; it asks for no captcha.
    const limitations = statement.getByRole('region', { name: 'Limitaciones conocidas' }).getByRole('listitem');
    await expect(limitations.filter({ hasText: 'proveedor de pagos' })).toHaveCount(1);
    await expect(limitations.filter({ hasText: 'No soy un robot' })).toHaveCount(0);
    // The region's contacts, from the backend's startup data.
    const feedback = statement.getByRole('region', { name: 'Avísanos de una barrera' });
    await expect(feedback.getByRole('link', { name: 'es@motors-equipment.example' })).toHaveAttribute('href', 'mailto:es@motors-equipment.example');
    await expect(feedback.getByRole('link', { name: /^\+34/ })).toHaveAttribute('href', 'tel:+34914101200');

    expect(await axeViolations(page)).toEqual([]);
  });

  test('keyboard alone: the feedback form opens, sends, and a CRM deal of the form accessibility-feedback is stored', async ({ page }) => {
    await open(page, '/es_es/accessibility/');
    const write = page.getByRole('button', { name: 'Escríbenos' });
    await tabTo(page, write);
    await page.keyboard.press('Enter');

    // The form takes the button's place and the focus.
    const form = page.getByRole('form', { name: 'Avísanos de una barrera' });
    const name = form.getByRole('textbox', { name: 'Tu nombre' });
    await expect(name).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    // Sent empty: each field says what is missing, announced, and focus goes to the first one.
    const send = form.getByRole('button', { name: 'Enviar comentarios' });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveText('Revisa los campos marcados.');
    await expect(name).toBeFocused();
    await expect(form.getByRole('textbox', { name: /¿Qué no te ha funcionado\?/ })).toHaveAttribute('aria-invalid', 'true');

    const shopper = shopperName('Lucía');
    const message = 'El filtro de tallas no se alcanza con el teclado.';
    await page.keyboard.type(shopper);
    await tabTo(page, form.getByRole('textbox', { name: /Número de teléfono/ }));
    await page.keyboard.type('612345678');
    await tabTo(page, form.getByRole('textbox', { name: /Correo electrónico/ }));
    await page.keyboard.type('lucia@example.com');
    await tabTo(page, form.getByRole('textbox', { name: /¿Qué no te ha funcionado\?/ }));
    await page.keyboard.type(message);
    await tabTo(page, send);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/es/api/deal/add/' && response.request().method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(201);

    const sent = page.getByRole('status').filter({ hasText: 'Tus comentarios han llegado a nuestro equipo' }).first();
    await expect(sent).toBeVisible();
    const deals = await storedRows<{ form: string; comment: string; email: string; phone: string; page_url: string }>(
      'SELECT form, comment, email, phone, page_url FROM deals WHERE name = ?',
      shopper,
    );
    expect(deals).toEqual([{ form: 'accessibility-feedback', comment: message, email: 'lucia@example.com', phone: '+34612345678', page_url: expect.stringMatching(/\/es_es\/accessibility\/$/) }]);
  });

  test('UAE in Arabic: right to left, no Spanish law, axe clean with the form open', async ({ page }) => {
    await open(page, '/ae_ar/accessibility/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
    const statement = page.getByRole('article', { name: 'بيان إمكانية الوصول' });
    await expect(statement.getByRole('heading', { level: 1 })).toHaveText('بيان إمكانية الوصول');
    await expect(statement).not.toContainText('EN 301 549');
    await expect(statement).not.toContainText('OADIS');
    expect(await axeViolations(page)).toEqual([]);

    await statement.getByRole('button', { name: 'اكتب إلينا' }).click();
    const form = page.getByRole('form', { name: 'أخبرنا بعائق' });
    await expect(form.getByRole('textbox', { name: 'اسمك' })).toBeFocused();
    // The phone's digits stay left to right in the right-to-left form.
    await expect(form.getByRole('textbox', { name: /رقم الهاتف/ })).toHaveAttribute('dir', 'ltr');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Russia: the captcha is named among the limitations', async ({ page }) => {
    await open(page, '/ru_ru/accessibility/');
    const limitations = page.getByRole('region', { name: 'Известные ограничения' }).getByRole('listitem');
    await expect(limitations.filter({ hasText: '«Я не робот»' })).toHaveCount(1);
  });

  test('the global footer links the statement of the page’s language', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' }).click();
    await expect(page).toHaveURL('/ae_en/accessibility/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
  });
});

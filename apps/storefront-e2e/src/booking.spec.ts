import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { API_URL, storedRows } from './support/backend';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * Issue 34: booking a test ride or a showroom visit against the reference backend, from the booking page
 * to its confirmation (calendar file, cancel link), the 409 of a slot that filled meanwhile with the
 * store's next free slots, the backend's refusals, Arabic at 360 px and axe.
 */
const shopperName = (first: string) => `${first} ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

interface Lent {
  product_id: number;
  uuid: string;
}

/** A model a store of `ae` lends for test rides, and that store. */
async function lentModel(): Promise<Lent> {
  const [lent] = await storedRows<Lent>(
    `SELECT sp.product_id, s.uuid FROM store_products sp JOIN stores s ON s.id = sp.store_id
     WHERE s.country = 'ae' AND s.active = 1 AND sp.for_test_rides = 1 ORDER BY s.position, s.id, sp.product_id LIMIT 1`,
  );
  if (!lent) throw new Error('The seed lends no model for test rides in ae');
  return lent;
}

/** The booking page for a test ride of the model, the store and tomorrow chosen: the free slots are shown. */
async function chooseTomorrow(page: Page, lent: Lent, path = '/ae_en/booking/') {
  await page.goto(`${path}?product=${lent.product_id}&kind=test_ride&utm_source=e2e-booking&utm_campaign=ride-day`);
  await waitForHydration(page);
  await page.locator(`input[name="store"][value="${lent.uuid}"]`).check();
  // After the placeholder, today is the first day offered, tomorrow the second.
  await page.locator('select[name="day"]').selectOption({ index: 2 });
  await expect(page.locator('input[name="slot"]').first()).toBeVisible();
}

async function fillContacts(page: Page, name: string) {
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('textbox', { name: /Phone number/ }).pressSequentially('501234567');
}

test.describe.configure({ mode: 'serial' });

test.describe('booking a test ride', () => {
  let confirmation = '';

  test('books tomorrow at a free slot: the confirmation, its calendar file, one deal with the marks', async ({ page, request }) => {
    const lent = await lentModel();
    await chooseTomorrow(page, lent);
    const slot = page.locator('input[name="slot"]').first();
    const start = await slot.getAttribute('value');
    await slot.check();
    const name = shopperName('Layla');
    await fillContacts(page, name);
    const licence = page.getByLabel('I hold a motorcycle licence');
    if (await licence.count()) await licence.check();
    await page.getByRole('button', { name: 'Book', exact: true }).click();

    await expect(page).toHaveURL(/\/ae_en\/booking\/\d+\/\?token=[A-Za-z0-9_-]{43}$/);
    confirmation = new URL(page.url()).pathname + new URL(page.url()).search;
    const details = page.getByTestId('booking-details');
    await expect(details).toHaveAttribute('data-status', 'booked');
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    await expect(details.getByText('Test ride', { exact: true })).toBeVisible();
    // axe measures a toast's contrast mid-animation: it runs once "Booked" has gone.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);

    // The calendar file, through the backend's public address.
    const href = await page.getByTestId('booking-calendar').getAttribute('href');
    expect(href).toMatch(/\/ae\/api\/bookings\/\d+\/calendar\.ics\?token=/);
    const ics = await request.get(new URL(href ?? '', page.url()).toString());
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await ics.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain(`DTSTART:${(start ?? '').replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);

    const deals = await storedRows<{ form: string; campaign_json: string; product_id: number | null }>('SELECT form, campaign_json, product_id FROM deals WHERE name = ?', name);
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({ form: 'test_ride', product_id: lent.product_id });
    expect(JSON.parse(deals[0]?.campaign_json ?? '{}')).toMatchObject({ UTM_SOURCE: 'e2e-booking', UTM_CAMPAIGN: 'ride-day' });
  });

  test('cancels by the link: asked once more, then cancelled, and the CRM is told', async ({ page, pageProblems }) => {
    pageProblems.expectHttpError(404, /\/booking\/\d+\//, 'a wrong token opens no booking');
    expect(confirmation).not.toBe('');
    await page.goto(confirmation);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Cancel this booking' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByTestId('booking-details')).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeVisible();
    const id = /booking\/(\d+)\//.exec(confirmation)?.[1];
    const told = await storedRows<{ form: string }>(`SELECT form FROM deals WHERE form = 'booking_cancelled' AND comment LIKE ?`, `%booking ${id},%`);
    expect(told).toHaveLength(1);
    // The link still opens it, as cancelled; a wrong token is the 404 page.
    await page.reload();
    await expect(page.getByTestId('booking-details')).toHaveAttribute('data-status', 'cancelled');
    const wrong = await page.goto(confirmation.replace(/token=.*/, `token=${'A'.repeat(43)}`));
    expect(wrong?.status()).toBe(404);
  });

  test('a slot filled meanwhile: the 409 offers the next free slots, and one of them is booked', async ({ page, request, pageProblems }) => {
    pageProblems.expect({ kind: 'console', text: 'status of 409', reason: 'the slot filled before the shopper pressed “Book”' });
    const lent = await lentModel();
    await chooseTomorrow(page, lent);
    const slot = page.locator('input[name="slot"]').last();
    const start = (await slot.getAttribute('value')) ?? '';
    await slot.check();
    await fillContacts(page, shopperName('Omar'));
    // Others take the slot's last places before the shopper presses "Book".
    for (let i = 0; i < 3; i++) {
      const answer = await request.post(`${API_URL}/ae/api/bookings`, {
        headers: { 'Idempotency-Key': `e2e-fill-${start}-${i}-${Date.now()}` },
        data: { kind: 'test_ride', store: lent.uuid, product: lent.product_id, start, name: shopperName('Other'), phone: '+971501234568' },
      });
      if (answer.status() === 409) break;
      expect(answer.status()).toBe(201);
    }
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    const alternatives = page.getByTestId('booking-alternatives');
    await expect(alternatives.getByText('This time has just been taken. Please choose one of the next free times.')).toBeVisible();
    await expect(page.getByTestId('booking-form')).toHaveAttribute('data-status', 'full');
    const offered = alternatives.locator('input[name="alternative"]');
    await expect(offered.first()).toBeVisible();
    expect(await offered.count()).toBeGreaterThan(0);
    expect(await offered.first().getAttribute('value')).not.toBe(start);
    expect(await axeViolations(page)).toEqual([]);
    await offered.first().check();
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page).toHaveURL(/\/ae_en\/booking\/\d+\/\?token=/);
  });

  test('the backend refuses a slot in the past or outside the store’s hours', async ({ request }) => {
    const lent = await lentModel();
    const body = (start: string) => ({ kind: 'test_ride', store: lent.uuid, product: lent.product_id, start, name: 'Layla Haddad', phone: '+971501234567' });
    const refused = async (start: string) => {
      const answer = await request.post(`${API_URL}/ae/api/bookings`, { headers: { 'Idempotency-Key': `e2e-refused-${start}-${Date.now()}` }, data: body(start) });
      expect(answer.status()).toBe(422);
      return ((await answer.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    };
    // Yesterday at 10:00 in Dubai (06:00 UTC), and tomorrow at 03:00 in Dubai (23:00 UTC today), before the store opens.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(await refused(`${day(-1)}T06:00:00.000Z`)).toEqual(['start']);
    expect(await refused(`${day(0)}T23:00:00.000Z`)).toEqual(['start']);
  });

  test('in Arabic at 360 px: right to left, nothing wider than the screen, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const lent = await lentModel();
    await chooseTomorrow(page, lent, '/ae_ar/booking/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(confirmation.replace('/ae_en/', '/ae_ar/'));
    await waitForHydration(page);
    await expect(page.getByTestId('booking-details')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('the booking page ignores a malformed query and offers a showroom visit', async ({ page }) => {
  const response = await page.goto('/ae_en/booking/?product=abc&store=nope&kind=rocket');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByTestId('booking-form')).toBeVisible();
  await expect(page.locator('input[name="kind"]')).toHaveCount(0);
  await expect(page.locator('input[name="store"]').first()).toBeVisible();
});

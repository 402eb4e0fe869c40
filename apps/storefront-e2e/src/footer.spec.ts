import { expect, test, waitForHydration } from './support/fixtures';

/**
 * The UAE's contacts as the reference backend gives them (`/init` generals, apps/regional-api country
 * settings): the hotline after the calling code 971, the greeting in the region's default language
 * (English). The dev-only extras of libs/regions (`+971 4 000 0000`, an address, four more networks)
 * must not reach a production page.
 */
const AE = {
  phone: '+971 43210500',
  tel: 'tel:+97143210500',
  email: 'ae@motors-equipment.example',
  whatsapp: `https://wa.me/97143210500?text=${encodeURIComponent('Hello! I have a question about your products.')}`,
  devOnly: { phone: '+971 4 000 0000', address: 'Example Street' },
} as const;

const SERVICES = {
  en: ['Favourites', 'Showroom', 'Test drive', 'Pre-order', 'Delivery', 'Warranty', 'Installment payment', 'Support'],
  ar: ['المفضلة', 'صالة العرض', 'تجربة القيادة', 'الطلب المسبق', 'التوصيل', 'الضمان', 'الدفع بالتقسيط', 'الدعم'],
} as const;

test.describe('site footer', () => {
  test('gives the backend’s contacts of the region with the phone prefix and opening hours, never the dev-only ones', async ({
    page,
  }) => {
    await page.goto('/ae_en/');

    const contacts = page.getByRole('contentinfo').getByRole('region', { name: 'Contact us' });
    await expect(contacts.getByRole('link', { name: AE.phone })).toHaveAttribute('href', AE.tel);
    await expect(contacts.getByRole('link', { name: AE.email })).toHaveAttribute('href', `mailto:${AE.email}`);
    await expect(contacts).toContainText('Every day, 09:00–21:00');
    await expect(contacts).toContainText('United Arab Emirates');
    await expect(contacts).not.toContainText(AE.devOnly.phone);
    await expect(contacts).not.toContainText(AE.devOnly.address);
  });

  test('links the backend’s network, WhatsApp with the prefilled greeting, in a new tab', async ({ page }) => {
    await page.goto('/ae_en/');

    const follow = page.getByRole('contentinfo').getByRole('region', { name: 'Follow us' });
    const whatsapp = follow.getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    await expect(whatsapp).toHaveAttribute('href', AE.whatsapp);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    // The backend knows no other network; the dev-only ones stay in development.
    await expect(follow.getByRole('link')).toHaveCount(1);
  });

  test('names every service of the icons row', async ({ page }) => {
    await page.goto('/ae_en/');

    const services = page.getByRole('contentinfo').getByRole('list', { name: 'Our services' });
    await expect(services.getByRole('listitem')).toHaveText([...SERVICES.en]);
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Motors & Equipment. All rights reserved.`,
    );
  });

  test('opens each legal page from the footer', async ({ page }) => {
    const pages = [
      ['Cookie policy', '/global/cookie-policy/', 'Cookie policy'],
      ['Privacy policy', '/global/privacy-policy/', 'Privacy policy'],
      ['Terms of service', '/global/terms-of-service/', 'Terms of service'],
    ] as const;
    for (const [link, path, title] of pages) {
      await page.goto('/ae_en/');
      await waitForHydration(page);

      await page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: link }).click();

      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });

  test.describe('in Arabic', () => {
    test('is translated and laid out right to left', async ({ page }) => {
      await page.goto('/ae_ar/');

      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('list', { name: 'خدماتنا' }).getByRole('listitem')).toHaveText([...SERVICES.ar]);
      const contacts = footer.getByRole('region', { name: 'تواصل معنا' });
      await expect(contacts.getByRole('link', { name: AE.phone })).toHaveAttribute('href', AE.tel);
      await expect(contacts).toContainText('يوميًا من 09:00 إلى 21:00');
      await expect(
        footer.getByRole('region', { name: 'تابعنا' }).getByRole('link', { name: 'WhatsApp (يفتح في علامة تبويب جديدة)' }),
      ).toHaveAttribute('href', AE.whatsapp);

      // Right to left: the brand column starts at the right, the contacts follow to its left.
      const brand = await footer.getByRole('link', { name: 'المحركات والمعدات' }).boundingBox();
      const contactBox = await contacts.boundingBox();
      expect(brand && contactBox && brand.x > contactBox.x).toBe(true);
    });

    test('opens the legal pages in Arabic', async ({ page }) => {
      await page.goto('/ae_ar/');
      await waitForHydration(page);

      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'معلومات قانونية' })
        .getByRole('link', { name: 'سياسة الخصوصية' })
        .click();

      await expect(page).toHaveURL('/global/privacy-policy/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('سياسة الخصوصية');
      await expect(page.getByRole('heading', { level: 2, name: 'البيانات التي نجمعها' })).toBeVisible();
    });
  });
});

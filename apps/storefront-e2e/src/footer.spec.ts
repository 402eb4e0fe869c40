import { expect, test, waitForHydration } from './support/fixtures';

/**
 * The UAE's dev-only extras (libs/regions region-extras.ts), written out: a fictional showroom number
 * after the calling code 971, the greeting in the region's default language (English).
 */
const AE = {
  phone: '+971 4 000 0000',
  tel: 'tel:+97140000000',
  email: 'ae@norrak.example',
  whatsapp: `https://wa.me/97140000000?text=${encodeURIComponent('Hello! I have a question about your products.')}`,
  networks: {
    Facebook: 'https://www.facebook.com/norrak.ae',
    Instagram: 'https://www.instagram.com/norrak.ae',
    YouTube: 'https://www.youtube.com/@norrak-ae',
    LinkedIn: 'https://www.linkedin.com/company/norrak-ae',
  },
} as const;

const SERVICES = {
  en: ['Favourites', 'Showroom', 'Test drive', 'Pre-order', 'Delivery', 'Warranty', 'Installment payment', 'Support'],
  ar: ['المفضلة', 'صالة العرض', 'تجربة القيادة', 'الطلب المسبق', 'التوصيل', 'الضمان', 'الدفع بالتقسيط', 'الدعم'],
} as const;

test.describe('site footer', () => {
  test('gives the region’s contacts with the phone prefix, address and opening hours', async ({ page }) => {
    await page.goto('/ae_en/');

    const contacts = page.getByRole('contentinfo').getByRole('region', { name: 'Contact us' });
    await expect(contacts.getByRole('link', { name: AE.phone })).toHaveAttribute('href', AE.tel);
    await expect(contacts.getByRole('link', { name: AE.email })).toHaveAttribute('href', `mailto:${AE.email}`);
    await expect(contacts).toContainText('1 Example Street, Al Quoz');
    await expect(contacts).toContainText('Every day, 09:00–21:00');
  });

  test('links the networks in a new tab, WhatsApp with the prefilled greeting', async ({ page }) => {
    await page.goto('/ae_en/');

    const follow = page.getByRole('contentinfo').getByRole('region', { name: 'Follow us' });
    const whatsapp = follow.getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    await expect(whatsapp).toHaveAttribute('href', AE.whatsapp);
    await expect(follow.getByRole('link')).toHaveCount(5);
    for (const [network, href] of Object.entries(AE.networks)) {
      await expect(follow.getByRole('link', { name: `${network} (opens in a new tab)` })).toHaveAttribute('href', href);
    }
    for (const link of await follow.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
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

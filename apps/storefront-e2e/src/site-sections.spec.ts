import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * Every section is reachable (issue 27): offers, the blog, about us (its stores by region and its
 * cities) and the support centre are links of the header (its row from md up, the burger's menu below)
 * and of the footer, in the default and the support layout; the footer's services link the page that
 * tells about each, where there is one. site-crawl.spec.ts walks the links of the server's HTML.
 */
const SECTIONS = [
  ['Offers', 'offers/'],
  ['Blog', 'blog/'],
  ['About us', 'about-us/'],
  ['Support centre', 'support/'],
] as const;

const FOOTER_LINKS = [...SECTIONS, ['Our stores', 'about-us/#stores'], ['Cities we serve', 'about-us/#cities']] as const;

/** The services row: the page of each service, or none where no page tells about it (favourites, test drives). */
const SERVICES = [
  ['Favourites', null],
  ['Showroom', 'about-us/#stores'],
  ['Test drive', null],
  ['Pre-order', 'support/payment/paying-for-a-pre-order/'],
  ['Delivery', 'support/orders-and-delivery/'],
  ['Warranty', 'support/warranty/'],
  ['Installment payment', 'support/payment/'],
  ['Support', 'support/'],
] as const;

const sectionNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Site sections' });

test.describe('the header links every section', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // The support centre has a layout of its own (SPEC §2): the same header and footer.
  for (const path of ['/ae_en/', '/ae_en/support/']) {
    test(`from ${path}`, async ({ page }) => {
      await page.goto(path);
      const links = sectionNav(page).getByRole('link');
      await expect(links).toHaveText(SECTIONS.map(([name]) => name));
      for (const [name, to] of SECTIONS) await expect(links.filter({ hasText: name })).toHaveAttribute('href', `/ae_en/${to}`);
    });
  }

  test('keeps the city, marks the current section and navigates', async ({ page }) => {
    await page.goto('/ae_en/dubai/');
    await waitForHydration(page);

    await sectionNav(page).getByRole('link', { name: 'About us' }).click();

    await expect(page).toHaveURL('/ae_en/dubai/about-us/');
    await expect(sectionNav(page).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    await expect(sectionNav(page).getByRole('link', { name: 'Support centre' })).toHaveAttribute('href', '/ae_en/dubai/support/');
  });

  test('every link is in view on a tablet, in the longest language too', async ({ page }) => {
    // 740 px, the narrowest with the row: titles take two lines, and the Georgian line scrolls.
    await page.setViewportSize({ width: 740, height: 900 });
    for (const path of ['/ae_en/', '/ge_ka/']) {
      await page.goto(path);
      await waitForHydration(page);
      for (const link of await sectionNav(page).getByRole('link').all()) {
        await link.focus();
        await expect(link).toBeInViewport({ ratio: 1 });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(740);
    }
  });
});

test.describe('the mobile menu links every section', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('in English: the row is hidden, the burger’s menu lists them and a link navigates', async ({ page }) => {
    await page.goto('/ae_en/');
    await waitForHydration(page);
    await expect(sectionNav(page)).toBeHidden();

    await page.getByRole('button', { name: 'Main menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    const links = menu.getByRole('navigation', { name: 'Site sections' }).getByRole('link');
    await expect(links).toHaveText(SECTIONS.map(([name]) => name));
    await links.filter({ hasText: 'Support centre' }).click();

    await expect(page).toHaveURL('/ae_en/support/');
    await expect(menu).toHaveCount(0);
  });

  test('in Arabic', async ({ page }) => {
    await page.goto('/ae_ar/');
    await waitForHydration(page);

    await page.getByRole('button', { name: 'القائمة الرئيسية' }).click();
    const links = page.getByRole('dialog', { name: 'القائمة الرئيسية' }).getByRole('navigation', { name: 'أقسام الموقع' }).getByRole('link');
    await expect(links).toHaveText(['العروض', 'المدونة', 'من نحن', 'مركز الدعم']);
    await expect(links.first()).toHaveAttribute('href', '/ae_ar/offers/');
  });
});

test.describe('the footer links every section and the services’ pages', () => {
  for (const path of ['/ae_en/', '/ae_en/support/warranty/']) {
    test(`from ${path}, each to a page that answers`, async ({ page, request }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');

      const explore = footer.getByRole('navigation', { name: 'Explore' }).getByRole('link');
      await expect(explore).toHaveText(FOOTER_LINKS.map(([name]) => name));
      for (const [name, to] of FOOTER_LINKS) await expect(explore.filter({ hasText: name })).toHaveAttribute('href', `/ae_en/${to}`);

      const services = footer.getByRole('list', { name: 'Our services' }).getByRole('listitem');
      await expect(services).toHaveText(SERVICES.map(([name]) => name));
      for (const [index, [name, to]] of SERVICES.entries()) {
        const link = services.nth(index).getByRole('link');
        if (to === null) await expect(link, `${name} has no page`).toHaveCount(0);
        else await expect(link, name).toHaveAttribute('href', `/ae_en/${to}`);
      }

      const targets = new Set([...FOOTER_LINKS, ...SERVICES].flatMap(([, to]) => (to ? [`/ae_en/${to.replace(/#.*$/, '')}`] : [])));
      for (const target of targets) expect((await request.get(target, { maxRedirects: 0 })).status(), target).toBe(200);
    });
  }

  test('the showroom opens the stores of the about-us page', async ({ page }) => {
    await page.goto('/ae_en/');
    await waitForHydration(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Showroom' }).click();

    await expect(page).toHaveURL('/ae_en/about-us/#stores');
    await expect(page.getByRole('heading', { level: 2, name: 'Our stores' })).toBeInViewport();
  });
});

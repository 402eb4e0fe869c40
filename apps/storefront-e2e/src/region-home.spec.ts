import { expect, test, waitForHydration } from './support/fixtures';

/** The first `home-hero` banner of the reference backend's seed, and where its button leads. */
const HERO = {
  en: {
    title: 'Enduro season is open',
    subtitle: 'Raptor and Ridgeback at 10 % off, with a two-year warranty.',
    cta: 'Choose your enduro',
  },
  ar: { title: 'موسم الإندورو بدأ', cta: 'اختر دراجتك' },
  link: 'catalog/motorcycles/off-road-motorcycles/enduro/?offers.slug=enduro-season',
} as const;

test.describe('region home', () => {
  test('leads with the first hero banner under the page’s heading', async ({ page }) => {
    await page.goto('/ae_en/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motors and equipment in United Arab Emirates');
    const hero = page.getByRole('region', { name: HERO.en.title });
    await expect(hero.getByRole('heading', { level: 2 })).toHaveText(HERO.en.title);
    await expect(hero).toContainText(HERO.en.subtitle);
    await expect(hero.getByRole('link', { name: HERO.en.cta })).toHaveAttribute('href', `/ae_en/${HERO.link}`);
    // The other banners follow as cards.
    await expect(page.getByRole('region', { name: 'More to explore' }).getByRole('heading', { level: 3 })).toHaveText([
      'Marlin four-stroke outboards',
      'Power wherever you are',
    ]);
  });

  test('shows the banner in Arabic on the Arabic home', async ({ page }) => {
    await page.goto('/ae_ar/');

    const hero = page.getByRole('region', { name: HERO.ar.title });
    await expect(hero.getByRole('link', { name: HERO.ar.cta })).toHaveAttribute('href', `/ae_ar/${HERO.link}`);
  });

  test('keeps a known city in the banner and category links', async ({ page }) => {
    await page.goto('/ae_en/sharjah/');
    await waitForHydration(page);

    const categories = page.getByRole('region', { name: 'Shop by category' });
    await expect(categories.getByRole('link')).toHaveCount(8);
    await expect(categories.getByRole('link', { name: /^Motorcycles/ })).toHaveAttribute('href', '/ae_en/sharjah/catalog/motorcycles/');

    await page.getByRole('region', { name: HERO.en.title }).getByRole('link', { name: HERO.en.cta }).click();

    await expect(page).toHaveURL(`/ae_en/sharjah/${HERO.link}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enduro');
  });
});

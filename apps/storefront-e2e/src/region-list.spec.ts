import { expect, holdClientEntry, test, waitForHydration } from './support/fixtures';
import { RegionList } from './support/region-list';
import { AE_REGIONS } from './support/storefront-data';

test.describe('region list after hydration', () => {
  test('narrows the cards and updates the count while the shopper types', async ({ page }) => {
    await page.goto('/ae_en/');
    await waitForHydration(page);
    const regions = new RegionList(page);

    await regions.search.fill('shar');
    await expect(regions.names).toHaveText(['Sharjah']);
    await expect(regions.count('1 region')).toBeVisible();

    // Slugs match too: "abu-dhabi".
    await regions.search.fill('abu-');
    await expect(regions.names).toHaveText(['Abu Dhabi']);

    await regions.search.fill('zzz');
    await expect(regions.names).toHaveCount(0);
    await expect(regions.count('0 regions')).toBeVisible();
    await expect(regions.section.getByText('No region matches “zzz”.')).toBeVisible();

    await regions.search.clear();
    await expect(regions.names).toHaveText([...AE_REGIONS.en]);
    await expect(regions.count('4 regions')).toBeVisible();
  });

  test('filters Arabic names with the Arabic plural on the Arabic home', async ({ page }) => {
    await page.goto('/ae_ar/');
    await waitForHydration(page);
    const regions = new RegionList(page, { title: 'أين تجدنا', searchLabel: 'ابحث عن منطقتك' });

    await expect(regions.count('4 مناطق')).toBeVisible();
    await regions.search.fill('الشارقة');
    await expect(regions.names).toHaveText(['الشارقة']);
    await expect(regions.count('منطقة واحدة')).toBeVisible();
  });

  test('marks the chosen region as "Your region" and unmarks the others', async ({ page }) => {
    await page.goto('/ae_en/');
    await waitForHydration(page);
    const regions = new RegionList(page);
    await expect(regions.chooseButton('Dubai')).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Choose Sharjah' }).click();

    await expect(regions.chooseButton('Sharjah')).toHaveText('Your region');
    await expect(regions.chooseButton('Sharjah')).toHaveAttribute('aria-pressed', 'true');
    await expect(regions.chooseButton('Dubai')).toHaveText('Choose Dubai');
    await expect(regions.chooseButton('Dubai')).toHaveAttribute('aria-pressed', 'false');
    await expect(regions.chosen).toHaveCount(1);

    // The choice survives filtering: it lives in the store, not in the card.
    await regions.search.fill('ajm');
    await expect(regions.names).toHaveText(['Ajman']);
    await regions.search.clear();
    await expect(regions.chooseButton('Sharjah')).toHaveAttribute('aria-pressed', 'true');
  });

  test('keeps applying text typed before hydration finished', async ({ page }) => {
    // The shopper types into the server's HTML, deterministically.
    const releaseClient = await holdClientEntry(page);
    await page.goto('/ae_en/', { waitUntil: 'domcontentloaded' });
    const regions = new RegionList(page);
    await regions.search.fill('shar');

    releaseClient();
    await waitForHydration(page);

    await expect(regions.search).toHaveValue('shar');
    await expect(regions.names).toHaveText(['Sharjah'], { timeout: 3_000 });
    await expect(regions.count('1 region')).toBeVisible();
  });
});

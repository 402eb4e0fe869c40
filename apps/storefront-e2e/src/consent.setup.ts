import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { CONSENTED_STATE } from './support/consented-state';

/**
 * The suite's shopper has chosen "Accept all" once, with the real banner and library, so that the
 * other specs see the shop (and its analytics) as a consenting shopper does and no banner covers the
 * page. Only the consent cookie is kept: no language, region or viewport cookie leaks into the specs.
 * Specs of a first visit (consent.spec.ts) start from an empty state.
 */
setup('accept all cookies once', async ({ page, context }) => {
  await page.goto('/ae_en/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  const state = await context.storageState();
  const cookies = state.cookies.filter((cookie) => cookie.name === 'cookie_consent');
  expect(cookies).toHaveLength(1);
  await mkdir(dirname(CONSENTED_STATE), { recursive: true });
  await writeFile(CONSENTED_STATE, JSON.stringify({ cookies, origins: [] }, null, 2));
});

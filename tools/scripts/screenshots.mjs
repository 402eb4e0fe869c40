#!/usr/bin/env node
// Screenshots of the region home for reviewers: `node tools/scripts/screenshots.mjs [base-url]`.
//
// It starts nothing: point it at a running storefront (the SSR host in front of a regional backend),
// by default http://localhost:3202, or pass another base URL as the first argument or in
// SCREENSHOTS_BASE_URL. Each page is shot full length on a phone, a tablet and a desktop, in English
// and in Arabic, into docs/screenshots/home-{en,ar}-{mobile,tablet,desktop}.png.
/* global document, window -- the callbacks of page.evaluate run in the browser */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';

const baseUrl = (process.argv[2] ?? process.env.SCREENSHOTS_BASE_URL ?? 'http://localhost:3202').replace(/\/+$/, '');
const outDir = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD_UA =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** The three device classes of SPEC §9, each with a user agent the host classifies the same way. */
const DEVICES = [
  { name: 'mobile', viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true },
  { name: 'tablet', viewport: { width: 820, height: 1180 }, userAgent: IPAD_UA, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
];

const PAGES = [
  { name: 'home-en', path: '/ae_en/' },
  { name: 'home-ar', path: '/ae_ar/' },
];

/** Loads every lazy picture, then waits for pictures and fonts, so the full-length shot is complete. */
async function settle(page) {
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) image.loading = 'eager';
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? undefined : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
      ),
    );
    await document.fonts.ready;
  });
  // The client router has taken over once its bootstrap object is gone (see storefront-e2e/support/hydration.ts).
  await page.waitForFunction(() => !('$_TSR' in window));
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
try {
  await mkdir(outDir, { recursive: true });
  for (const { name: device, ...options } of DEVICES) {
    const context = await browser.newContext({ ...options, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const { name, path } of PAGES) {
      const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      if (!response?.ok()) throw new Error(`${baseUrl}${path} answered ${response?.status() ?? 'nothing'}`);
      await settle(page);
      const file = `${outDir}${name}-${device}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(`saved ${file.slice(outDir.length - 'docs/screenshots/'.length)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}

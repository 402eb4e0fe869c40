import { ensureIntlLocaleData, savedLocale } from '@storefront/i18n';
import { DEFAULT_LOCALE, isLocaleCode } from '@storefront/locales';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { setNonce } from 'get-nonce';
import { hydrateRoot } from 'react-dom/client';
import { makeStore, regionApiClients } from './app/app-store';
import { fetchedCatalogues } from './app/catalogues';
import { createEmotionCache } from './app/emotion-cache';
import { installChunkReloadGuard } from './app/navigation/chunk-reload';
import { publicRegionApi, readPublicEnv } from './app/public-env';
import { createAppRouter } from './router';
import { cookieRegionSuggestion } from '@storefront/regions';

/**
 * Lets the browser paint and answer input between the steps of start-up: each step is a task of its
 * own, so none of them grows into one long task (Lighthouse's Total Blocking Time counts every task
 * past 50 ms). `scheduler.yield()` resumes ahead of other queued work where the browser has it.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  // Browsers hide the nonce attribute but keep the property on elements that carried it.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  // Radix's scroll lock (dialogs, drawers, selects) writes a <style> of its own: it carries the nonce.
  if (nonce) setNonce(nonce);
  const env = readPublicEnv(document);
  // SPEC §8: catalogues come from this host; a site URL that names another host is a misconfiguration.
  if (import.meta.env.PROD && new URL(env.siteUrl).host !== window.location.host) {
    console.error(`i18n base host ${window.location.host} differs from the site host ${new URL(env.siteUrl).host}`);
  }
  const catalogues = fetchedCatalogues(env.i18nBuildId);
  const dataLocale = document.documentElement.dataset['locale'];
  const pageLocale = dataLocale && isLocaleCode(dataLocale) ? dataLocale : undefined;
  // Before React compares its first render with the server's HTML, the browser needs what the server
  // had: the page's catalogue (preloaded from <head>) and number formats for the page's language. The
  // browser's first Intl call loads its locale data (tens of ms on a phone): a task of its own.
  await Promise.all([
    pageLocale ? catalogues.load(pageLocale) : undefined,
    yieldToBrowser().then(() => ensureIntlLocaleData(document.documentElement.lang)),
  ]);
  await yieldToBrowser();
  const api = {
    apiClientFor: regionApiClients((code) => {
      const backApi = publicRegionApi(env, code)?.backApi;
      return backApi ? { baseURL: backApi } : undefined;
    }),
  };
  const router = createAppRouter({
    catalogues,
    // The cookie, else what the server detected for this page (a regional page writes the cookie on mount).
    preferredLocale: savedLocale(document.cookie) ?? pageLocale ?? DEFAULT_LOCALE,
    regionSuggestion: () => {
      const suggestion = cookieRegionSuggestion(document.cookie, env.regions);
      return suggestion === 'dismissed' ? undefined : suggestion;
    },
    store: makeStore(api),
    api,
    env,
    emotionCache: createEmotionCache(nonce),
    nonce,
  });
  // SPEC §8: a route chunk that fails to load (a deployment replaced it) reloads the page, once per 10 s.
  installChunkReloadGuard(router);
  await yieldToBrowser();
  // React hydrates in slices of its own from here (concurrent hydration).
  hydrateRoot(document, <RouterClient router={router} />);
}

// (A promise chain, not a top-level await, which would keep the bundler from merging small chunks.)
start().catch((error: unknown) => {
  // SPEC §8: an app mount failure is logged and rethrown.
  console.error('Failed to mount the storefront', error);
  throw error;
});

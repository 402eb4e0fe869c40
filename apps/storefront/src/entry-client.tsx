import { LOCALE_COOKIE, detectLocale, ensureIntlLocaleData, fetchMessages, type Messages } from '@storefront/i18n';
import type { LocaleCode } from '@storefront/locales';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { setNonce } from 'get-nonce';
import { hydrateRoot } from 'react-dom/client';
import { makeStore, regionApiClients } from './app/app-store';
import { readCookie } from './app/cookies';
import { createEmotionCache } from './app/emotion-cache';
import { installChunkReloadGuard } from './app/navigation/chunk-reload';
import { readPublicEnv } from './app/public-env';
import { createAppRouter } from './app/router';

// Browsers hide the nonce attribute but keep the property on elements that carried it.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
// Radix's scroll lock (dialogs, drawers, selects) writes a <style> of its own: it carries the nonce.
if (nonce) setNonce(nonce);
const env = readPublicEnv(document);
// SPEC §8: catalogues come from this host; a site URL that names another host is a misconfiguration.
if (import.meta.env.PROD && new URL(env.siteUrl).host !== window.location.host) {
  console.error(`i18n base host ${window.location.host} differs from the site host ${new URL(env.siteUrl).host}`);
}
const api = { apiClientFor: regionApiClients(env.apiOrigin) };
const catalogues = new Map<LocaleCode, Promise<Messages>>();
const router = createAppRouter({
  loadMessages: (locale) => {
    const loaded = catalogues.get(locale) ?? fetchMessages(env.i18nBuildId, locale);
    catalogues.set(locale, loaded);
    return loaded;
  },
  preferredLocale: detectLocale({ saved: readCookie(document.cookie, LOCALE_COOKIE), languages: navigator.languages }),
  store: makeStore(api),
  api,
  env,
  emotionCache: createEmotionCache(nonce),
  nonce,
});

// SPEC §8: a route chunk that fails to load (a deployment replaced it) reloads the page, once per 10 s.
installChunkReloadGuard(router);

// The browser must format numbers exactly as the server did before React compares the two.
await ensureIntlLocaleData(document.documentElement.lang);

try {
  hydrateRoot(document, <RouterClient router={router} />);
} catch (error) {
  // SPEC §8: an app mount failure is logged and rethrown.
  console.error('Failed to mount the storefront', error);
  throw error;
}

import createCache, { type StylisElement, type StylisPlugin } from '@emotion/cache';

/**
 * Properties that browsers the storefront supports (ES2022) may still want with `-webkit-` (Safari
 * before 17/18, Chromium before 120). Stylis's own prefixer writes every historic prefix (`-ms-flexbox`,
 * `-webkit-box`…), which made up a third of every page's critical CSS.
 */
const WEBKIT_PREFIXED = /^(mask(-.*)?|hyphens|backdrop-filter|text-size-adjust|user-select|background-clip)$/;

const webkitPrefixer: StylisPlugin = (element: StylisElement) => {
  if (element.type === 'decl' && !element.return && typeof element.props === 'string' && WEBKIT_PREFIXED.test(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * One array for every cache: Emotion's server keeps the compiled CSS of each style per plugin
 * array (by identity), so a new array per request would compile every style on every request.
 */
const STYLIS_PLUGINS = [webkitPrefixer];

/**
 * One Emotion cache per document (per request on the server). The nonce lets the styles pass the
 * CSP; on the client, the cache takes over the server's `<style data-emotion>` in `<head>`.
 */
export function createEmotionCache(nonce?: string) {
  return createCache({ key: 'css', nonce, stylisPlugins: STYLIS_PLUGINS });
}

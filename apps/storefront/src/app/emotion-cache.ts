import createCache from '@emotion/cache';

/**
 * One Emotion cache per document (per request on the server). The nonce lets the styles pass the
 * CSP; on the client, creating the cache moves the server's inline `<style data-emotion>` to
 * `<head>` before hydration.
 */
export function createEmotionCache(nonce?: string) {
  return createCache({ key: 'css', nonce });
}

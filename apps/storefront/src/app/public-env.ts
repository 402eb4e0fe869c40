import { parsePublicEnv, type PublicEnv } from '@storefront/ssr-contract';

export const PUBLIC_ENV_ELEMENT_ID = 'storefront-env';

/** JSON safe inside a `<script>` element: no `</script>` breakout, no HTML comment openers. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The configuration the server embedded in the page (validated: the host validated it at start). */
export function readPublicEnv(document: Document): PublicEnv {
  const text = document.getElementById(PUBLIC_ENV_ELEMENT_ID)?.textContent;
  return parsePublicEnv(text ? JSON.parse(text) : undefined);
}

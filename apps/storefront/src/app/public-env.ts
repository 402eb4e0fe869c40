/**
 * Configuration the browser needs, chosen per deployment by the SSR host and embedded in the page
 * as inert JSON (never executed), so the client knows it before hydration.
 */
export interface PublicEnv {
  /** Origin of the site itself, e.g. `https://shop.example` (canonical links). */
  siteUrl: string;
  /** Origin of the regional backends as the browser reaches them; a region's API is `{origin}/{region}/api`. */
  apiOrigin: string;
  /** Region codes this deployment serves (SPEC §5 "allowed regions"); others are not found. */
  regions: string[];
  /** Build id of the message catalogues (`/_i18n/{id}/{locale}/messages.json`). */
  i18nBuildId: string;
}

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

export function readPublicEnv(document: Document): PublicEnv {
  const text = document.getElementById(PUBLIC_ENV_ELEMENT_ID)?.textContent ?? '{}';
  const parsed = JSON.parse(text) as Partial<PublicEnv>;
  return {
    siteUrl: parsed.siteUrl ?? document.location.origin,
    apiOrigin: parsed.apiOrigin ?? document.location.origin,
    regions: parsed.regions ?? [],
    i18nBuildId: parsed.i18nBuildId ?? 'dev',
  };
}

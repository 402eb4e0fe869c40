import { demoRegionTokens, regionApi, type RegionApi } from '@storefront/regions';
import { publicBackend, type PublicEnv } from '@storefront/ssr-contract';
import { useRouteContext } from '@tanstack/react-router';

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

/**
 * The configuration the server embedded in the page. Taken as it is: the host wrote it from the copy
 * it validated at start (`parsePublicEnv`, apps/storefront-ssr), so checking it again in every
 * browser would only ship the validator on every page's first load.
 */
export function readPublicEnv(document: Document): PublicEnv {
  const text = document.getElementById(PUBLIC_ENV_ELEMENT_ID)?.textContent;
  if (!text) throw new Error(`The page carries no public env (#${PUBLIC_ENV_ELEMENT_ID}): it was not rendered by the storefront's host`);
  return JSON.parse(text) as PublicEnv;
}

/**
 * A region's backend addresses (SPEC §3 `api`) as this page's browser reaches them; none for a region
 * the deployment does not serve.
 */
export function publicRegionApi(env: Pick<PublicEnv, 'backends'>, code: string): RegionApi | undefined {
  const backend = publicBackend(env, code);
  return backend && regionApi({ code }, backend);
}

/** A region's CRM form token (SPEC §3 `tokens.formSite`): the deployment's, else the demo one. */
export function publicFormToken(env: Pick<PublicEnv, 'formTokens'>, code: string): string {
  return env.formTokens[code] ?? demoRegionTokens({ code }).formSite;
}

/** `publicFormToken` of a region in this page's deployment, for the call-back forms. */
export function useFormToken(code: string): string {
  return useRouteContext({ from: '__root__', select: (context) => publicFormToken(context.env, code) });
}

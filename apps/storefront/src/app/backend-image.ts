import { DEFAULT_REGION, useCurrentRegionLocale } from '@storefront/regions';
import { useRouteContext } from '@tanstack/react-router';
import { publicRegionApi } from './public-env';

/**
 * The URL of a backend image (`{ path }` of the contract): the region's `imagesPrefix` on the origin
 * the browser reaches (the CSP allows it for `img-src`).
 */
export function useBackendImageUrl(): (path: string) => string {
  const env = useRouteContext({ from: '__root__', select: (context) => context.env });
  const code = useCurrentRegionLocale().current?.region.code ?? DEFAULT_REGION;
  const prefix = publicRegionApi(env, code)?.imagesPrefix ?? '';
  return (path) => `${prefix}${path}`;
}

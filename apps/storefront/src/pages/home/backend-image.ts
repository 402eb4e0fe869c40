import { DEFAULT_REGION, findRegion, regionApi, useCurrentRegionLocale } from '@storefront/regions';
import { useRouteContext } from '@tanstack/react-router';

/**
 * The URL of a backend image (`{ path }` of the contract): the region's `imagesPrefix` on the origin
 * the browser reaches (the CSP allows it for `img-src`).
 */
export function useBackendImageUrl(): (path: string) => string {
  const apiOrigin = useRouteContext({ from: '__root__', select: (context) => context.env.apiOrigin });
  const region = useCurrentRegionLocale().current?.region ?? findRegion(DEFAULT_REGION);
  const prefix = region ? regionApi(region, apiOrigin).imagesPrefix : `${apiOrigin}/images`;
  return (path) => `${prefix}${path}`;
}

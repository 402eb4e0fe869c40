import { useRouteContext } from '@tanstack/react-router';

/**
 * The URL of a backend image (`{ path }` of the contract): the reference backend serves every
 * country's pictures at `{origin}/images{path}` (docs/regional-api.md "Images"), on the origin the
 * browser reaches (the CSP allows it for `img-src`).
 */
export function useBackendImageUrl(): (path: string) => string {
  const apiOrigin = useRouteContext({ from: '__root__', select: (context) => context.env.apiOrigin });
  const origin = apiOrigin.replace(/\/+$/, '');
  return (path) => `${origin}/images${path}`;
}

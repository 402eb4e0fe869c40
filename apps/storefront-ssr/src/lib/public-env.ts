import { REGION_CODES, findRegion } from '@storefront/regions';
import { parsePublicEnv, type PublicEnv } from '@storefront/ssr-contract';
import type { HostConfig } from './host';

/**
 * The configuration every page gives the browser, built and checked once when the host starts: a
 * deployment with a bad one does not start (rather than render pages with broken links).
 */
export function publicEnv(config: HostConfig, i18nBuildId: string): PublicEnv {
  const unknown = config.regions.filter((code) => !findRegion(code));
  if (unknown.length) {
    throw new Error(`Invalid public env: regions ${JSON.stringify(unknown)} are not configured (known: ${REGION_CODES.join(', ')})`);
  }
  return parsePublicEnv({
    siteUrl: config.siteUrl,
    apiOrigin: config.publicApiOrigin,
    regions: config.regions,
    i18nBuildId,
  });
}

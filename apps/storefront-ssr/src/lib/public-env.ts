import { BlockList, isIP } from 'node:net';
import { REGION_CODES, findRegion } from '@storefront/regions';
import { parsePublicEnv, type PublicEnv } from '@storefront/ssr-contract';
import type { BackendsConfig } from './backends/backends-config';
import type { Backends } from './backends/backends';

/**
 * The configuration every page gives the browser, built and checked once when the host starts: a
 * deployment with a bad one does not start (rather than render pages with broken links).
 */
export function publicEnv(
  config: { siteUrl: string; regions: string[]; backends: Pick<BackendsConfig, 'tokens'> },
  backends: Pick<Backends, 'list'>,
  i18nBuildId: string,
): PublicEnv {
  const unknown = config.regions.filter((code) => !findRegion(code));
  if (unknown.length) {
    throw new Error(`Invalid public env: regions ${JSON.stringify(unknown)} are not configured (known: ${REGION_CODES.join(', ')})`);
  }
  const site = hostOf(config.siteUrl);
  for (const { settings } of backends.list) {
    const api = settings.publicUrl === undefined ? undefined : hostOf(settings.publicUrl);
    if (api !== undefined && site !== undefined && isInternalHost(api) && !isInternalHost(site)) {
      throw new Error(
        `Invalid public env: the public URL ${settings.publicUrl} of backend ${settings.name} is an internal address that the shoppers of ${config.siteUrl} ` +
          'cannot reach; give its public URL, or leave it out to serve the backend through the site',
      );
    }
  }
  const formTokens = Object.fromEntries(Object.entries(config.backends.tokens).map(([code, tokens]) => [code, tokens.formSite]));
  return parsePublicEnv({
    siteUrl: config.siteUrl,
    backends: backends.list.map(({ publicAddress, settings }) => ({ ...publicAddress, regions: settings.regions })),
    formTokens,
    regions: config.regions,
    i18nBuildId,
  });
}

const hostOf = (url: string): string | undefined => (URL.canParse(url) ? new URL(url).hostname.replace(/^\[|\]$/g, '') : undefined);

/** Addresses no browser elsewhere reaches: loopback, private, link-local and unspecified ones. */
const INTERNAL = new BlockList();
for (const [network, prefix] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16], ['0.0.0.0', 8]] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::1', 128], ['::', 128], ['fc00::', 7], ['fe80::', 10]] as const) INTERNAL.addSubnet(network, prefix, 'ipv6');

/** `localhost`, a `*.localhost` name or an internal address (an IPv4-mapped IPv6 one too). */
export function isInternalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host)?.[1];
  if (mapped) return INTERNAL.check(mapped, 'ipv4');
  const version = isIP(host);
  return version !== 0 && INTERNAL.check(host, version === 4 ? 'ipv4' : 'ipv6');
}

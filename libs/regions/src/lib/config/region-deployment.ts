import type { RegionCode, RegionConfig } from './regions.config';

/** SPEC §3 `api`: where a region's backend lives. */
export interface RegionApi {
  /** Origin of the backend (`https://api.example`), e.g. for `preconnect` and CSP `connect-src`. */
  domain: string;
  /** The region's backend root: `{backend}/{code}`. */
  backRoot: string;
  /** Base of the regional API of SPEC §7: `{backRoot}/api`. */
  backApi: string;
  /** Prefix of the region's image paths: `{backRoot}/images`, or the backend's own (a CDN). */
  imagesPrefix: string;
}

/**
 * One regional backend as one side reaches it: this server (its internal address) or browsers (its
 * public one, or the site's own origin when the host passes `/{region}/…` on to it).
 */
export interface BackendAddress {
  /** Base URL; a region's root is `{url}/{code}`. A path on it is kept (`https://gw.example/shop`). */
  url: string;
  /** Where the backend's pictures are when not under each region's root (e.g. a CDN). */
  imagesPrefix?: string;
}

/**
 * SPEC §3 `tokens`: the CRM form tokens of a region. They identify the form to the CRM and travel to
 * the browser with the callback form, so they are public identifiers, not secrets; each deployment
 * supplies its own. Without one, the obviously fake demo values of `demoRegionTokens` apply.
 */
export interface RegionTokens {
  formSite: string;
  crm: string;
}

/** What one deployment decides about a region (from its configuration, never from code). */
export interface RegionDeployment {
  /** The region's backend, as this side reaches it. */
  backend: BackendAddress;
  /** CRM tokens per region; regions left out get the demo tokens. */
  tokens?: Partial<Record<RegionCode, RegionTokens>>;
}

/** The full SPEC §3 region record of one deployment. */
export interface RegionRecord extends RegionConfig {
  api: RegionApi;
  tokens: RegionTokens;
}

/** `value` as an absolute http(s) URL without trailing slashes; throws (naming `what`) on anything else. */
export function backendUrl(value: string, what = 'a backend URL'): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new Error(`${what} must be an absolute http(s) URL without query, fragment or credentials, got ${JSON.stringify(value)}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * A region's backend addresses (SPEC §3 `api`) on one of its backends: `{url}/{code}` and its `api`
 * and `images` below, or the backend's own images prefix. Throws on anything but an absolute http(s)
 * URL: a deployment with a broken address should fail at start, not on the first request.
 */
export function regionApi(region: { code: string }, backend: BackendAddress): RegionApi {
  const base = backendUrl(backend.url);
  const backRoot = `${base}/${encodeURIComponent(region.code)}`;
  const imagesPrefix = backend.imagesPrefix === undefined ? `${backRoot}/images` : backendUrl(backend.imagesPrefix, 'an images prefix');
  return { domain: new URL(base).origin, backRoot, backApi: `${backRoot}/api`, imagesPrefix };
}

/** Demo CRM tokens (`demo-form-ae`, `demo-crm-ae`): placeholders that no real CRM accepts. */
export function demoRegionTokens(region: { code: string }): RegionTokens {
  return { formSite: `demo-form-${region.code}`, crm: `demo-crm-${region.code}` };
}

/** A region's CRM tokens in a deployment: its own when it set them, else the demo ones. */
export function regionTokens(region: Pick<RegionConfig, 'code'>, deployment?: Pick<RegionDeployment, 'tokens'>): RegionTokens {
  return deployment?.tokens?.[region.code] ?? demoRegionTokens(region);
}

/** The SPEC §3 record of a region in a deployment: the built-in config plus api and tokens. */
export function regionRecord(region: RegionConfig, deployment: RegionDeployment): RegionRecord {
  return { ...region, api: regionApi(region, deployment.backend), tokens: regionTokens(region, deployment) };
}

import type { RegionCode, RegionConfig } from './regions.config';

/** SPEC §3 `api`: where a region's backend lives. */
export interface RegionApi {
  /** Origin of the backend (`https://api.example`), e.g. for `preconnect` and CSP `connect-src`. */
  domain: string;
  /** The region's backend root: `{apiOrigin}/{code}`. */
  backRoot: string;
  /** Base of the regional API of SPEC §7: `{apiOrigin}/{code}/api`. */
  backApi: string;
  /** Prefix of the backend's image paths: `{apiOrigin}/{code}/images`. */
  imagesPrefix: string;
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

/** What one deployment decides about its regions (from its environment, never from code). */
export interface RegionDeployment {
  /** Origin of the regional backends as this side reaches them, e.g. `http://127.0.0.1:4000`. */
  apiOrigin: string;
  /** CRM tokens per region; regions left out get the demo tokens. */
  tokens?: Partial<Record<RegionCode, RegionTokens>>;
}

/** The full SPEC §3 region record of one deployment. */
export interface RegionRecord extends RegionConfig {
  api: RegionApi;
  tokens: RegionTokens;
}

/**
 * A region's backend addresses under a deployment's origin, in the shape the app already uses
 * (`{origin}/{region}/api`). A path on the origin is kept (`https://gw.example/shop` →
 * `https://gw.example/shop/ae/api`), trailing slashes are dropped. Throws on anything but an absolute
 * http(s) URL: a deployment with a broken origin should fail at start, not on the first request.
 */
export function regionApi(region: Pick<RegionConfig, 'code'>, apiOrigin: string): RegionApi {
  let url: URL;
  try {
    url = new URL(apiOrigin);
  } catch {
    throw new Error(`regionApi: apiOrigin must be an absolute http(s) URL, got ${JSON.stringify(apiOrigin)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`regionApi: apiOrigin must be an absolute http(s) URL, got ${JSON.stringify(apiOrigin)}`);
  }
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  const backRoot = `${base}/${encodeURIComponent(region.code)}`;
  // Images are shared by every country of a backend origin (docs/regional-api.md "Images").
  return { domain: url.origin, backRoot, backApi: `${backRoot}/api`, imagesPrefix: `${base}/images` };
}

/** Demo CRM tokens (`demo-form-ae`, `demo-crm-ae`): placeholders that no real CRM accepts. */
export function demoRegionTokens(region: Pick<RegionConfig, 'code'>): RegionTokens {
  return { formSite: `demo-form-${region.code}`, crm: `demo-crm-${region.code}` };
}

/** A region's CRM tokens in a deployment: its own when it set them, else the demo ones. */
export function regionTokens(region: Pick<RegionConfig, 'code'>, deployment?: Pick<RegionDeployment, 'tokens'>): RegionTokens {
  return deployment?.tokens?.[region.code] ?? demoRegionTokens(region);
}

/** The SPEC §3 record of a region in a deployment: the built-in config plus api and tokens. */
export function regionRecord(region: RegionConfig, deployment: RegionDeployment): RegionRecord {
  return { ...region, api: regionApi(region, deployment.apiOrigin), tokens: regionTokens(region, deployment) };
}

/**
 * Configuration the browser needs, chosen per deployment by the SSR host and embedded in the page
 * as inert JSON (never executed), so the client knows it before hydration.
 */
export interface PublicEnv {
  /** Origin of the site itself, e.g. `https://shop.example` (canonical links). */
  siteUrl: string;
  /**
   * The regional backends as the browser reaches them, each with the regions it serves (SPEC §3 `api`):
   * a region's API is `{url}/{region}/api`, its pictures `{url}/{region}/images` or the backend's own
   * `imagesPrefix`. Only the regions this deployment serves, each under exactly one backend.
   */
  backends: PublicBackend[];
  /** CRM form tokens (SPEC §3 `tokens.formSite`) the deployment set; other regions use the demo ones. */
  formTokens: Record<string, string>;
  /**
   * Region codes this deployment serves (SPEC §5 "allowed regions"); others are not found. The host
   * may give an empty list for every configured region; the page always carries the list itself.
   */
  regions: string[];
  /** Build id of the message catalogues (`/_i18n/{id}/{locale}/messages.json`). */
  i18nBuildId: string;
}

/** One regional backend as browsers reach it. */
export interface PublicBackend {
  /** Base URL (no trailing slash); a region's root is `{url}/{region}`. */
  url: string;
  /** Where its pictures are when not under each region's root (e.g. a CDN). */
  imagesPrefix?: string;
  regions: string[];
}

/** The backend of `region` in `env`, as browsers reach it; none for a region the deployment does not serve. */
export function publicBackend(env: Pick<PublicEnv, 'backends'>, region: string): PublicBackend | undefined {
  return env.backends.find((backend) => backend.regions.includes(region));
}

/** Each reader adds what is wrong with its field to `problems` and returns a placeholder then. */
type Problems = string[];

function origin(name: string, value: unknown, problems: Problems): string {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    // Not a URL: reported below.
  }
  if (typeof value !== 'string' || !url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    problems.push(`${name} must be an http(s) origin such as https://shop.example, got ${JSON.stringify(value)}`);
    return '';
  }
  if (url.origin !== value) {
    problems.push(`${name} must be an origin (scheme, host and port; no path, no trailing slash), got ${JSON.stringify(value)}`);
    return '';
  }
  return value;
}

function regionCodes(value: unknown, problems: Problems, name = 'regions'): string[] {
  const codes = Array.isArray(value) ? value.filter((code) => typeof code === 'string') : [];
  if (Array.isArray(value) && codes.length === value.length) return codes;
  problems.push(`${name} must be a list of region codes, got ${JSON.stringify(value)}`);
  return [];
}

/** An absolute http(s) URL without query, fragment or trailing slash (a path is allowed). */
function baseUrl(name: string, value: unknown, problems: Problems): string {
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || `${url.origin}${url.pathname.replace(/\/+$/, '')}` !== value) {
    problems.push(`${name} must be an http(s) URL without query or trailing slash, got ${JSON.stringify(value)}`);
    return '';
  }
  return value;
}

function backends(value: unknown, problems: Problems): PublicBackend[] {
  if (!Array.isArray(value)) {
    problems.push(`backends must be a list, got ${JSON.stringify(value)}`);
    return [];
  }
  const seen = new Set<string>();
  return value.map((entry: unknown, index) => {
    const fields: Partial<Record<keyof PublicBackend, unknown>> = typeof entry === 'object' && entry !== null ? entry : {};
    const backend: PublicBackend = {
      url: baseUrl(`backends[${index}].url`, fields.url, problems),
      regions: regionCodes(fields.regions, problems, `backends[${index}].regions`),
    };
    if (fields.imagesPrefix !== undefined) backend.imagesPrefix = baseUrl(`backends[${index}].imagesPrefix`, fields.imagesPrefix, problems);
    for (const region of backend.regions) {
      if (seen.has(region)) problems.push(`region ${JSON.stringify(region)} has more than one backend`);
      seen.add(region);
    }
    return backend;
  });
}

function formTokens(value: unknown, problems: Problems): Record<string, string> {
  const entries = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : undefined;
  if (entries && entries.every(([, token]) => typeof token === 'string')) return Object.fromEntries(entries) as Record<string, string>;
  problems.push(`formTokens must map region codes to tokens, got ${JSON.stringify(value)}`);
  return {};
}

function buildId(value: unknown, problems: Problems): string {
  // It becomes a path segment of `/_i18n/{id}/…`.
  if (typeof value === 'string' && /^[\w.-]+$/.test(value)) return value;
  problems.push(`i18nBuildId must be letters, digits, '.', '-' or '_', got ${JSON.stringify(value)}`);
  return '';
}

/**
 * The public env of `value`, or an error naming every field that is wrong. The host runs it once
 * at start (a bad deployment does not start); the browser takes the copy the host wrote into the page.
 */
export function parsePublicEnv(value: unknown): PublicEnv {
  const fields: Partial<Record<keyof PublicEnv, unknown>> = typeof value === 'object' && value !== null ? value : {};
  const problems: Problems = [];
  const env: PublicEnv = {
    siteUrl: origin('siteUrl', fields.siteUrl, problems),
    backends: backends(fields.backends, problems),
    formTokens: formTokens(fields.formTokens, problems),
    regions: regionCodes(fields.regions, problems),
    i18nBuildId: buildId(fields.i18nBuildId, problems),
  };
  if (problems.length) throw new Error(`Invalid public env: ${problems.join('; ')}`);
  return env;
}

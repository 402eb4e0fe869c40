/**
 * Configuration the browser needs, chosen per deployment by the SSR host and embedded in the page
 * as inert JSON (never executed), so the client knows it before hydration.
 */
export interface PublicEnv {
  /** Origin of the site itself, e.g. `https://shop.example` (canonical links). */
  siteUrl: string;
  /** Origin of the regional backends as the browser reaches them; a region's API is `{origin}/{region}/api`. */
  apiOrigin: string;
  /**
   * Region codes this deployment serves (SPEC §5 "allowed regions"); others are not found. The host
   * may give an empty list for every configured region; the page always carries the list itself.
   */
  regions: string[];
  /** Build id of the message catalogues (`/_i18n/{id}/{locale}/messages.json`). */
  i18nBuildId: string;
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

function regionCodes(value: unknown, problems: Problems): string[] {
  const codes = Array.isArray(value) ? value.filter((code) => typeof code === 'string') : [];
  if (Array.isArray(value) && codes.length === value.length) return codes;
  problems.push(`regions must be a list of region codes, got ${JSON.stringify(value)}`);
  return [];
}

function buildId(value: unknown, problems: Problems): string {
  // It becomes a path segment of `/_i18n/{id}/…`.
  if (typeof value === 'string' && /^[\w.-]+$/.test(value)) return value;
  problems.push(`i18nBuildId must be letters, digits, '.', '-' or '_', got ${JSON.stringify(value)}`);
  return '';
}

/**
 * The public env of `value`, or an error naming every field that is wrong. The host runs it once
 * at start (a bad deployment does not start) and the browser on the copy the page carries.
 */
export function parsePublicEnv(value: unknown): PublicEnv {
  const fields: Partial<Record<keyof PublicEnv, unknown>> = typeof value === 'object' && value !== null ? value : {};
  const problems: Problems = [];
  const env: PublicEnv = {
    siteUrl: origin('siteUrl', fields.siteUrl, problems),
    apiOrigin: origin('apiOrigin', fields.apiOrigin, problems),
    regions: regionCodes(fields.regions, problems),
    i18nBuildId: buildId(fields.i18nBuildId, problems),
  };
  if (problems.length) throw new Error(`Invalid public env: ${problems.join('; ')}`);
  return env;
}

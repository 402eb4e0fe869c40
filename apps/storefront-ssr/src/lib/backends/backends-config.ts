import { readFileSync } from 'node:fs';
import { REGION_CODES, backendUrl, type RegionCode, type RegionTokens } from '@storefront/regions';
import { z } from 'zod';

/**
 * Each region's backend (SPEC §1, §3 `api` and `tokens`), read once when the host starts. A deployment
 * names its backends and the regions each serves, so that the UAE's can run in the Gulf and Russia's in
 * Russia; regions may share one. docs/deployment.md describes the format with an example.
 */
export interface BackendSettings {
  /** A short name for logs, metrics and the readiness answer (`gulf`). */
  name: string;
  /** Base URL as this server reaches it; a region's API is `{url}/{region}/api`. */
  url: string;
  /** Base URL as browsers reach it; none: the site's own origin, through this host (or nginx in front). */
  publicUrl?: string;
  /** Where browsers find its pictures when not under each region's root (a CDN); none: `{publicUrl}/{region}/images`. */
  imagesPrefix?: string;
  /** The regions it serves (`*` resolved to every region no other backend names). */
  regions: RegionCode[];
  /** Longest wait for one answer, and retries of an idempotent call (SSR: a page never waits long). */
  timeoutMs: number;
  retries: number;
  /** Connections this host opens to it at most (its own pool: a hanging backend cannot take another's). */
  connections: number;
  /** Circuit breaker: consecutive failures that open it, and how long it stays open before one trial call. */
  breaker: { failures: number; openMs: number };
  /** Path of its health check, asked every few seconds for the host's readiness (`/healthz`). */
  healthPath: string;
}

export interface BackendsConfig {
  backends: BackendSettings[];
  /** CRM tokens the deployment set; the other regions use the demo ones. */
  tokens: Partial<Record<RegionCode, RegionTokens>>;
}

export const BACKEND_DEFAULTS = {
  timeoutMs: 2_500,
  retries: 1,
  connections: 64,
  breaker: { failures: 5, openMs: 10_000 },
  healthPath: '/healthz',
} as const;

const regionCode = z.enum(REGION_CODES);
const url = z.string().transform((value, context) => {
  try {
    return backendUrl(value);
  } catch (error) {
    context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
    return z.NEVER;
  }
});

const backendSchema = z.strictObject({
  url,
  publicUrl: url.optional(),
  imagesPrefix: url.optional(),
  regions: z.array(z.union([regionCode, z.literal('*')])).min(1),
  timeoutMs: z.number().int().min(100).max(60_000).optional(),
  retries: z.number().int().min(0).max(5).optional(),
  connections: z.number().int().min(1).max(10_000).optional(),
  breaker: z.strictObject({ failures: z.number().int().min(1).max(1_000), openMs: z.number().int().min(100).max(600_000) }).optional(),
  healthPath: z.string().regex(/^\/[\w./-]*$/, 'a path such as /healthz').optional(),
});

const configSchema = z.strictObject({
  backends: z.record(z.string(), backendSchema),
  tokens: z.partialRecord(regionCode, z.strictObject({ formSite: z.string().min(1).max(200), crm: z.string().min(1).max(200) })).optional(),
});

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The deployment's backends, from `REGIONAL_BACKENDS` (the JSON itself) or `REGIONAL_BACKENDS_FILE` (a
 * JSON file); without either, one backend for every region at `REGIONAL_API_URL` (default
 * `http://127.0.0.1:4000`), public at `PUBLIC_REGIONAL_API_URL` when set. Throws one error naming every
 * problem: a deployment with a broken map does not start.
 */
export function readBackendsConfig(env: Env, readFile: (path: string) => string = (path) => readFileSync(path, 'utf8')): BackendsConfig {
  const inline = env['REGIONAL_BACKENDS']?.trim();
  const file = env['REGIONAL_BACKENDS_FILE']?.trim();
  const single = env['REGIONAL_API_URL'] !== undefined || env['PUBLIC_REGIONAL_API_URL'] !== undefined;
  if ((inline && file) || ((inline || file) && single)) {
    throw new Error('set one of REGIONAL_BACKENDS, REGIONAL_BACKENDS_FILE, or REGIONAL_API_URL (with PUBLIC_REGIONAL_API_URL), not several');
  }
  if (!inline && !file) return singleBackend(env['REGIONAL_API_URL'] ?? 'http://127.0.0.1:4000', env['PUBLIC_REGIONAL_API_URL']);
  const source = inline ? 'REGIONAL_BACKENDS' : `REGIONAL_BACKENDS_FILE (${file})`;
  let text: string;
  try {
    text = inline ?? readFile(file ?? '');
  } catch (error) {
    throw new Error(`${source}: cannot read the file: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return parseBackendsConfig(json, source);
}

/**
 * One backend, `default`, for every region (what `npm start` runs): at `url`, browsers at `publicUrl` or
 * the site; `limits` for tests that tune its breaker or timeout.
 */
export function singleBackend(url: string, publicUrl?: string, limits: Partial<Pick<BackendSettings, 'timeoutMs' | 'breaker'>> = {}): BackendsConfig {
  return parseBackendsConfig({ backends: { default: { url, ...(publicUrl ? { publicUrl } : {}), regions: ['*'], ...limits } } }, 'REGIONAL_API_URL');
}

/** `value` checked and resolved: each region under exactly one backend, `*` the regions no other names. */
export function parseBackendsConfig(value: unknown, source = 'the backends configuration'): BackendsConfig {
  const parsed = configSchema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`${source}: ${problems.join('; ')}`);
  }
  const entries = Object.entries(parsed.data.backends);
  const problems: string[] = [];
  const owner = new Map<RegionCode, string>();
  for (const [name, backend] of entries) {
    if (!/^[a-z0-9_-]{1,32}$/.test(name)) problems.push(`backend ${JSON.stringify(name.slice(0, 40))}: names are a-z, 0-9, _ and - (at most 32)`);
    for (const region of backend.regions) {
      if (region === '*') continue;
      const other = owner.get(region);
      if (other) problems.push(`region ${region} is served by both ${other} and ${name}`);
      owner.set(region, name);
    }
  }
  const wildcards = entries.filter(([, backend]) => backend.regions.includes('*')).map(([name]) => name);
  if (wildcards.length > 1) problems.push(`only one backend may serve "*" (${wildcards.join(', ')} do)`);
  const rest = REGION_CODES.filter((code) => !owner.has(code));
  if (!wildcards.length && rest.length) problems.push(`no backend serves ${rest.join(', ')} (list them, or give one backend "*")`);
  if (!entries.length) problems.push('no backend is configured');
  if (problems.length) throw new Error(`${source}: ${problems.join('; ')}`);
  return {
    backends: entries.map(([name, backend]) => ({
      name,
      url: backend.url,
      ...(backend.publicUrl ? { publicUrl: backend.publicUrl } : {}),
      ...(backend.imagesPrefix ? { imagesPrefix: backend.imagesPrefix } : {}),
      regions: REGION_CODES.filter((code) => owner.get(code) === name || (!owner.has(code) && backend.regions.includes('*'))),
      timeoutMs: backend.timeoutMs ?? BACKEND_DEFAULTS.timeoutMs,
      retries: backend.retries ?? BACKEND_DEFAULTS.retries,
      connections: backend.connections ?? BACKEND_DEFAULTS.connections,
      breaker: backend.breaker ?? BACKEND_DEFAULTS.breaker,
      healthPath: backend.healthPath ?? BACKEND_DEFAULTS.healthPath,
    })),
    tokens: parsed.data.tokens ?? {},
  };
}

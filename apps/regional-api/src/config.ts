import { dirname, join, resolve } from 'node:path';
import { isIP } from 'node:net';
import { isWriteOperation, WRITE_OPERATIONS, type RateLimit, type WriteOperation } from './abuse/write-guard';
import { DEMO_CAPTCHA_KEY } from './captcha/captcha';
import { COUNTRY_CODES, isCountryCode, type CountryCode } from './countries';
import { parseFaultRules, type FaultRuleInput } from './faults/faults';

/** The abuse limits of the write endpoints (docs/regional-api.md "Abuse limits"). */
export interface WriteLimits {
  /**
   * Per client (IP address) and operation, each its own bucket: `REGIONAL_API_RATE_LIMITS=quotation=600/3000,orders=30/120`
   * (`burst/perMinute`; operations not named keep their default), or one limit for every operation
   * with `REGIONAL_API_RATE_LIMIT=burst/perMinute`.
   */
  rateLimits: Record<WriteOperation, RateLimit>;
  /** Proxies whose `X-Forwarded-For` names the client: `REGIONAL_API_TRUSTED_PROXIES=127.0.0.1,::1`. */
  trustedProxies: string[];
  /** SPEC §1 CRM form token per country: `REGIONAL_API_FORM_TOKENS=ae=…,om=…`; others the demo `demo-form-{country}`. */
  formTokens: Record<CountryCode, string>;
}

/** The storefront's demo tokens (libs/regions `demoRegionTokens`): what a deployment without its own uses. */
const demoFormTokens = (): Record<CountryCode, string> =>
  Object.fromEntries(COUNTRY_CODES.map((code) => [code, `demo-form-${code}`])) as Record<CountryCode, string>;

/** What `createApp` takes: any part of the limits, each operation's rate limit on its own. */
export type WriteLimitsOptions = Partial<Omit<WriteLimits, 'rateLimits'>> & {
  rateLimits?: Partial<Record<WriteOperation, RateLimit>>;
  /** The buckets' clock in milliseconds (default `performance.now`); tests pin it. */
  clock?: () => number;
};

/**
 * Limits per operation (docs/regional-api.md "Abuse limits"). A quotation changes nothing and is what
 * a cart asks on every change: a carrier-grade NAT puts hundreds of shoppers behind one address, and
 * 200 of them repricing their carts five times a minute (1,000 a minute, 200 at once when a campaign
 * lands) stay under 600 at once and 3,000 a minute. Orders, call-back deals and support logs are what
 * a script would flood: one shopper sends one or two, so 30 at once and 120 a minute per address
 * leave a crowd room while a script gets a 429 after its first burst.
 */
export const DEFAULT_WRITE_LIMITS: WriteLimits = {
  rateLimits: {
    quotation: { burst: 600, perMinute: 3_000 },
    orders: { burst: 30, perMinute: 120 },
    deals: { burst: 30, perMinute: 120 },
    logs: { burst: 30, perMinute: 120 },
    // A shopper tries again after a declined card a few times at most.
    payments: { burst: 30, perMinute: 120 },
    // A shopper books a ride or two and may cancel one: the limits of the other shopper writes.
    bookings: { burst: 30, perMinute: 120 },
    bookingCancels: { burst: 30, perMinute: 120 },
  },
  trustedProxies: [],
  formTokens: demoFormTokens(),
};

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the SQLite file. */
  dbFile: string;
  corsOrigins: string[];
  /** Where the generated SVG images are written and served from (`/images/…`). */
  imagesDir: string;
  /**
   * Draw every JPEG rendition in the background after the start (`REGIONAL_API_WARM_IMAGES`, default 1),
   * or only each one when first asked for (0: several instances on one machine share its cores).
   */
  warmImages: boolean;
  /** Fault injection for tests (`REGIONAL_API_FAULTS=1`), with the rules to start with. */
  faults: { enabled: boolean; rules: FaultRuleInput[] };
  /** `--reset`: drop everything and seed again before serving. */
  reset: boolean;
  writes: WriteLimits;
  /**
   * The countries this instance serves (`REGIONAL_API_COUNTRIES=ae,om,qa,sa`, in COUNTRY_CODES order),
   * so that several instances stand for a brand's regional backends; every country when unset.
   */
  countries: CountryCode[];
  /**
   * The countries whose catalogue prices this instance serves without tax, the quotation adding it
   * (`REGIONAL_API_PRICES_WITHOUT_TAX=ge`), as a backend built for trade buyers would; none when unset:
   * consumer prices include the tax (docs/regional-api.md "Tax in prices").
   */
  pricesWithoutTax: CountryCode[];
  /**
   * The HMAC key that signs captcha challenges (`REGIONAL_API_CAPTCHA_KEY`, 32 to 256 visible characters;
   * docs/regional-api.md "Captcha"); the public demo key when unset. Instances sharing a database share it.
   */
  captchaKey: string;
  payments: PaymentsConfig;
}

/** Paying online through the simulated provider (docs/regional-api.md "Paying online"). */
interface PaymentsConfig {
  /**
   * Where browsers reach this backend, so its simulated provider's pages (`{publicUrl}/provider/pay/…`):
   * `REGIONAL_API_PUBLIC_URL`; `http://{host}:{port}` when unset.
   */
  publicUrl: string | undefined;
  /** The merchant's key at the provider (`REGIONAL_API_PAYMENT_API_KEY`); a demo key when unset. */
  apiKey: string;
  /** The secret the provider signs confirmations with (`REGIONAL_API_PAYMENT_WEBHOOK_SECRET`); a demo one when unset. */
  webhookSecret: string;
  /** How long a shopper has on the provider's page (`REGIONAL_API_PAYMENT_SESSION_MINUTES`, 1–1440, default 30). */
  sessionMinutes: number;
}

/** What a deployment without its own provider credentials uses: the simulation's, never a real provider's. */
export const DEMO_PAYMENT_CREDENTIALS = { apiKey: 'demo-merchant-key', webhookSecret: 'demo-webhook-secret' } as const;

function parseSessionMinutes(value: string | undefined): number {
  if (value === undefined) return 30;
  const minutes = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!(minutes >= 1 && minutes <= 1440)) throw new Error(`REGIONAL_API_PAYMENT_SESSION_MINUTES must be 1–1440, got "${value}"`);
  return minutes;
}

function parsePublicUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`REGIONAL_API_PUBLIC_URL must be an http(s) address without query, got "${value}"`);
  }
  return url.href.replace(/\/$/, '');
}

const DEFAULTS = {
  port: 4000,
  host: '127.0.0.1',
  dbFile: 'var/regional-api.sqlite',
  corsOrigins: 'http://localhost:3000,http://127.0.0.1:3000',
} as const;

type Env = Readonly<Record<string, string | undefined>>;

function parsePort(value: string): number {
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(port >= 0 && port <= 65_535)) throw new Error(`REGIONAL_API_PORT must be 0–65535, got "${value}"`);
  return port;
}

// Browsers send the origin without a path or trailing slash; normalise so "http://x:3000/" still matches.
function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : undefined;
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        throw new Error(`REGIONAL_API_CORS_ORIGINS: "${entry}" is not an http(s) origin`);
      }
      return url.origin;
    });
}

function parseArgs(args: readonly string[]): { reset: boolean } {
  let reset = false;
  for (const arg of args) {
    // Nx forwards a flag as `--reset=true`.
    if (arg === '--reset' || arg === '--reset=true') reset = true;
    else if (arg !== '--reset=false') throw new Error(`Unknown argument "${arg}". Usage: main [--reset]`);
  }
  return { reset };
}

function parseFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`${name} must be 1 or 0, got "${value.slice(0, 20)}"`);
}

function parseRateLimit(value: string, variable: string): RateLimit {
  const match = /^(\d{1,7})\/(\d{1,9})$/.exec(value);
  const burst = Number(match?.[1]);
  const perMinute = Number(match?.[2]);
  if (!match || burst < 1 || perMinute < 1) throw new Error(`${variable} must be burst/perMinute like 30/120, got "${value.slice(0, 40)}"`);
  return { burst, perMinute };
}

/**
 * Each operation's limit: `all` (`REGIONAL_API_RATE_LIMIT`) for every operation, else the default;
 * then what `perOperation` (`REGIONAL_API_RATE_LIMITS`, `quotation=600/3000,orders=30/120`) names.
 */
function parseRateLimits(all: string | undefined, perOperation: string | undefined): Record<WriteOperation, RateLimit> {
  const everyOperation = all === undefined ? undefined : parseRateLimit(all, 'REGIONAL_API_RATE_LIMIT');
  const limits = Object.fromEntries(
    Object.keys(WRITE_OPERATIONS).map((operation) => [operation, everyOperation ?? DEFAULT_WRITE_LIMITS.rateLimits[operation as WriteOperation]]),
  ) as Record<WriteOperation, RateLimit>;
  for (const entry of perOperation?.split(',') ?? []) {
    const [name = '', value = ''] = entry.split('=').map((part) => part.trim());
    if (!isWriteOperation(name)) {
      throw new Error(`REGIONAL_API_RATE_LIMITS names operations ${Object.keys(WRITE_OPERATIONS).join(', ')} as operation=burst/perMinute, got "${entry.slice(0, 40)}"`);
    }
    limits[name] = parseRateLimit(value, `REGIONAL_API_RATE_LIMITS' ${name}`);
  }
  return limits;
}

function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (isIP(entry) === 0) throw new Error(`REGIONAL_API_TRUSTED_PROXIES: "${entry.slice(0, 60)}" is not an IP address`);
  }
  return entries;
}

function parseFormTokens(value: string | undefined): Record<CountryCode, string> {
  const tokens = demoFormTokens();
  for (const entry of (value ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const [code, token] = [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)];
    if (!entry.includes('=') || !isCountryCode(code) || !/^[\x21-\x7e]{1,200}$/.test(token)) {
      throw new Error(`REGIONAL_API_FORM_TOKENS: "${entry.slice(0, 60)}" is not country=token`);
    }
    tokens[code] = token;
  }
  return tokens;
}

/** A list of country codes (`ae,om`), in COUNTRY_CODES order; a code that is not one stops the start. */
function parseCountryList(variable: string, value: string | undefined): CountryCode[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (!isCountryCode(entry)) throw new Error(`${variable}: "${entry.slice(0, 20)}" is not one of ${COUNTRY_CODES.join(', ')}`);
  }
  return COUNTRY_CODES.filter((code) => entries.includes(code));
}

function parseCountries(value: string | undefined): CountryCode[] {
  const served = parseCountryList('REGIONAL_API_COUNTRIES', value);
  return served.length ? served : [...COUNTRY_CODES];
}

function parseCaptchaKey(value: string | undefined): string {
  if (value === undefined) return DEMO_CAPTCHA_KEY;
  if (!/^[\x21-\x7e]{32,256}$/.test(value)) throw new Error('REGIONAL_API_CAPTCHA_KEY must be 32 to 256 visible ASCII characters (openssl rand -hex 32)');
  return value;
}

/** Reads the configuration once at start; a bad value stops the process with a clear message. */
export function readConfig(env: Env, args: readonly string[], cwd: string): Config {
  const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const dbFile = resolve(cwd, blankToUndefined(env['REGIONAL_API_DB']) ?? DEFAULTS.dbFile);
  const faultsEnabled = parseFlag('REGIONAL_API_FAULTS', blankToUndefined(env['REGIONAL_API_FAULTS']), false);
  return {
    port: parsePort(blankToUndefined(env['REGIONAL_API_PORT']) ?? String(DEFAULTS.port)),
    host: blankToUndefined(env['REGIONAL_API_HOST']) ?? DEFAULTS.host,
    dbFile,
    corsOrigins: parseOrigins(blankToUndefined(env['REGIONAL_API_CORS_ORIGINS']) ?? DEFAULTS.corsOrigins),
    // Beside the database by default, so one directory (var/) holds everything the backend writes.
    imagesDir: resolve(cwd, blankToUndefined(env['REGIONAL_API_IMAGES_DIR']) ?? join(dirname(dbFile), 'images')),
    warmImages: parseFlag('REGIONAL_API_WARM_IMAGES', blankToUndefined(env['REGIONAL_API_WARM_IMAGES']), true),
    faults: {
      enabled: faultsEnabled,
      rules: faultsEnabled ? parseFaultRules(env['REGIONAL_API_FAULT_RULES']) : [],
    },
    writes: {
      rateLimits: parseRateLimits(blankToUndefined(env['REGIONAL_API_RATE_LIMIT']), blankToUndefined(env['REGIONAL_API_RATE_LIMITS'])),
      trustedProxies: parseTrustedProxies(blankToUndefined(env['REGIONAL_API_TRUSTED_PROXIES'])),
      formTokens: parseFormTokens(blankToUndefined(env['REGIONAL_API_FORM_TOKENS'])),
    },
    countries: parseCountries(env['REGIONAL_API_COUNTRIES']),
    pricesWithoutTax: parseCountryList('REGIONAL_API_PRICES_WITHOUT_TAX', env['REGIONAL_API_PRICES_WITHOUT_TAX']),
    captchaKey: parseCaptchaKey(blankToUndefined(env['REGIONAL_API_CAPTCHA_KEY'])),
    payments: {
      publicUrl: parsePublicUrl(blankToUndefined(env['REGIONAL_API_PUBLIC_URL'])),
      apiKey: blankToUndefined(env['REGIONAL_API_PAYMENT_API_KEY']) ?? DEMO_PAYMENT_CREDENTIALS.apiKey,
      webhookSecret: blankToUndefined(env['REGIONAL_API_PAYMENT_WEBHOOK_SECRET']) ?? DEMO_PAYMENT_CREDENTIALS.webhookSecret,
      sessionMinutes: parseSessionMinutes(blankToUndefined(env['REGIONAL_API_PAYMENT_SESSION_MINUTES'])),
    },
    ...parseArgs(args),
  };
}

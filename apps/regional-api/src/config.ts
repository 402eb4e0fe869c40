import { dirname, join, resolve } from 'node:path';
import { parseFaultRules, type FaultRuleInput } from './faults/faults';

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the SQLite file. */
  dbFile: string;
  corsOrigins: string[];
  /** Where the generated SVG images are written and served from (`/images/…`). */
  imagesDir: string;
  /** Fault injection for tests (`REGIONAL_API_FAULTS=1`), with the rules to start with. */
  faults: { enabled: boolean; rules: FaultRuleInput[] };
  /** `--reset`: drop everything and seed again before serving. */
  reset: boolean;
}

export const DEFAULTS = {
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

function parseFaultsFlag(value: string | undefined): boolean {
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`REGIONAL_API_FAULTS must be 1 or 0, got "${value.slice(0, 20)}"`);
}

/** Reads the configuration once at start; a bad value stops the process with a clear message. */
export function readConfig(env: Env, args: readonly string[], cwd: string): Config {
  const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const dbFile = resolve(cwd, blankToUndefined(env['REGIONAL_API_DB']) ?? DEFAULTS.dbFile);
  const faultsEnabled = parseFaultsFlag(blankToUndefined(env['REGIONAL_API_FAULTS']));
  return {
    port: parsePort(blankToUndefined(env['REGIONAL_API_PORT']) ?? String(DEFAULTS.port)),
    host: blankToUndefined(env['REGIONAL_API_HOST']) ?? DEFAULTS.host,
    dbFile,
    corsOrigins: parseOrigins(blankToUndefined(env['REGIONAL_API_CORS_ORIGINS']) ?? DEFAULTS.corsOrigins),
    // Beside the database by default, so one directory (var/) holds everything the backend writes.
    imagesDir: resolve(cwd, blankToUndefined(env['REGIONAL_API_IMAGES_DIR']) ?? join(dirname(dbFile), 'images')),
    faults: {
      enabled: faultsEnabled,
      rules: faultsEnabled ? parseFaultRules(env['REGIONAL_API_FAULT_RULES']) : [],
    },
    ...parseArgs(args),
  };
}

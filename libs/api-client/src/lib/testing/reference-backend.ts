import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The reference regional backend (apps/regional-api) as its own process, from its sources, on a
 * fresh seeded database in a scratch folder and a free loopback port: the real HTTP API the
 * storefront's contract tests talk to. A process, not an import: the storefront never imports the
 * backend's code (scope rule), only its address.
 *
 * Test-only: the `@storefront/api-client/testing` entry, for the feature libs' contract specs.
 */
export interface ReferenceBackend {
  /** `http://127.0.0.1:{port}`; a country's API is `{url}/{country}/api`. */
  readonly url: string;
  stop(): Promise<void>;
}

/** The workspace (where nx.json is), found from the working folder: a DOM test environment has no file URL of this module. */
function workspaceRoot(): string {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No nx.json above ${process.cwd()}`);
  }
}
const READY = /listening on (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * Starts apps/regional-api on a fresh database. `faults: true` turns on its fault injection
 * (`POST {url}/__faults`, docs/regional-api.md), for specs of failure handling.
 */
export async function startReferenceBackend({ timeoutMs = 60_000, faults = false } = {}): Promise<ReferenceBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'reference-backend-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/regional-api/src/main.ts'], {
    cwd: workspaceRoot(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TSX_TSCONFIG_PATH: 'apps/regional-api/tsconfig.json',
      REGIONAL_API_HOST: '127.0.0.1',
      REGIONAL_API_PORT: '0',
      REGIONAL_API_DB: join(dir, 'regional-api.sqlite'),
      REGIONAL_API_FAULTS: faults ? '1' : '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    return { url: await listeningUrl(child, timeoutMs), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The address the backend logs once it listens; its output so far when it exits or takes too long. */
function listeningUrl(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const fail = (reason: string) => {
      clearTimeout(timer);
      reject(new Error(`The reference backend did not start: ${reason}\n${output.slice(-2_000)}`));
    };
    const timer = setTimeout(() => fail(`not listening after ${timeoutMs} ms`), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', read);
        // Keep draining, or a chatty process would block on a full pipe.
        child.stdout?.resume();
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => fail(`exited (${signal ?? code})`));
    child.once('error', (error) => fail(error.message));
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

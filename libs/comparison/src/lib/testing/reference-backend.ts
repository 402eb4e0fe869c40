import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The reference regional backend (apps/regional-api) as its own process, from its sources, on a
 * fresh seeded database in a scratch folder and a free loopback port: the real HTTP API the
 * storefront's contract tests talk to. A process, not an import: the storefront never imports the
 * backend's code (scope rule), only its address.
 *
 * Test-only: not exported from the lib's public API.
 */
export interface ReferenceBackend {
  /** `http://127.0.0.1:{port}`; a country's API is `{url}/{country}/api`. */
  readonly url: string;
  stop(): Promise<void>;
}

const WORKSPACE_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const READY = /listening on (http:\/\/127\.0\.0\.1:\d+)/;

export async function startReferenceBackend({ timeoutMs = 60_000 } = {}): Promise<ReferenceBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'comparison-contract-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/regional-api/src/main.ts'], {
    cwd: WORKSPACE_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TSX_TSCONFIG_PATH: 'apps/regional-api/tsconfig.json',
      REGIONAL_API_HOST: '127.0.0.1',
      REGIONAL_API_PORT: '0',
      REGIONAL_API_DB: join(dir, 'regional-api.sqlite'),
      REGIONAL_API_FAULTS: '0',
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

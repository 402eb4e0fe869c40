import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { SetupError } from './config.mjs';

/**
 * Starts `node script args` from the workspace root with its output in `logFile`. The returned
 * handle knows whether the child is still alive, so waits can fail fast when it dies.
 */
export function startNode({ name, script, args = [], env, cwd, logFile, signal = 'SIGTERM' }) {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [script, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal }));
    // A spawn failure emits 'error' and maybe no 'exit': count it as an exit so no wait hangs.
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
  return { name, child, pid: child.pid, logFile, exited, stopSignal: signal, alive: () => isAlive(child) };
}

function isAlive(child) {
  return child.exitCode === null && child.signalCode === null && child.pid !== undefined;
}

/** Stops a child gently (its own signal handler closes servers), then for good after `graceMs`. */
export async function stopProcess(handle, graceMs = 8_000) {
  if (!handle.alive()) return handle.exited;
  handle.child.kill(handle.stopSignal);
  const gentle = await Promise.race([handle.exited, delay(graceMs, null)]);
  if (gentle) return gentle;
  handle.child.kill('SIGKILL');
  return handle.exited;
}

/** The last lines of a child's log, to show why it failed. */
function logTail(handle, lines = 20) {
  try {
    return readFileSync(handle.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Polls `url` until it answers 2xx; fails when the child exits or `timeoutMs` passes. */
export async function waitForHealth(handle, url, timeoutMs = 30_000, ready = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!handle.alive()) {
      throw new Error(`${handle.name} exited before it was healthy. Its log (${handle.logFile}):\n${logTail(handle)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      const body = await response.text();
      if (response.ok && ready(body)) return;
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  throw new Error(`${handle.name} was not healthy at ${url} within ${timeoutMs / 1000} s. Log:\n${logTail(handle)}`);
}

/** Refuses a busy port up front, so the bench never measures some other server by mistake. */
export function assertPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new SetupError(`Port ${port} on ${host} is in use; stop what listens there or pick another port (see README).`)
          : error,
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** Resident set size of a process in bytes (Linux /proc), or null where that is not available. */
export function readRss(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

let clockTicks;

/** Kernel clock ticks per second, the unit of CPU times in /proc (almost always 100). */
function ticksPerSecond() {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/**
 * CPU seconds (user + system) a process has used so far (Linux /proc), or null. On a busy machine,
 * work per CPU second is steadier than work per wall second.
 */
export function readCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime] = [Number(fields[11]), Number(fields[12])];
    return (utime + stime) / ticksPerSecond();
  } catch {
    return null;
  }
}

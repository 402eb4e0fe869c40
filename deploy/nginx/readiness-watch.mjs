#!/usr/bin/env node
// Takes an SSR host that can reach none of its backends out of nginx's rotation, and puts it back once it
// can (issue 29). The hosts are the `server` lines of the file `upstream storefront` includes; this
// program polls each one's `/readyz` directly (not through nginx), sets or clears the line's `down` flag
// (and nothing else on it) and reloads nginx when the file changed. Dependency-free (Node's fetch and
// node:fs), so a deployment runs it beside nginx as it is:
//
//   node deploy/nginx/readiness-watch.mjs --file /run/storefront-nginx/storefront-hosts.conf \
//     --pid-file /run/storefront-nginx/nginx.pid
//
// Rules: a host whose `/readyz` answers 503 `{ "status": "unready" }` on UNREADY_POLLS polls in a row is
// marked down; one that answers 200 (ready or degraded) is back at once; one that does not answer (it is
// restarting: nginx's `proxy_next_upstream` already passes its requests on) or answers anything else (a
// 503 shed under load, an older host without `/readyz`) stays as it was. When every host would be down,
// none is: nginx keeps sending to all and the pages degrade as SPEC §8 says, instead of a 502 for all.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

export const INTERVAL_MS = 2_000;
export const TIMEOUT_MS = 1_000;
/** Unready answers in a row before a host is taken out: one slow check never takes a host out. */
export const UNREADY_POLLS = 2;

/** `server <address> <parameters>;` (one per line, as `hostServers` in tools/cluster/nginx-config.mjs writes them). */
const SERVER_LINE = /^(\s*server\s+)(\S+)((?:\s+[^\s;]+)*)\s*;(.*)$/;

/** The addresses of the file's `server` lines. */
function hostsOf(content) {
  return content.split('\n').flatMap((line) => {
    const match = SERVER_LINE.exec(line);
    return match ? [match[2]] : [];
  });
}

/** The file with `down` on the `server` lines of the hosts in `down` and on no other. */
function withDown(content, down) {
  return content
    .split('\n')
    .map((line) => {
      const match = SERVER_LINE.exec(line);
      if (!match) return line;
      const [, start, host, parameters, rest] = match;
      const kept = parameters.split(/\s+/).filter((parameter) => parameter && parameter !== 'down');
      return `${start}${[host, ...kept, ...(down.has(host) ? ['down'] : [])].join(' ')};${rest}`;
    })
    .join('\n');
}

/**
 * What one `/readyz` answer says: `ready` (200: ready or degraded), `unready` (503 with status "unready"),
 * or `silent` (no answer within the timeout, or an answer that is not about readiness).
 * @returns {Promise<'ready' | 'unready' | 'silent'>}
 */
async function probe(host, timeoutMs) {
  try {
    const response = await fetch(`http://${host}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    if (response.status === 200) return 'ready';
    if (response.status === 503 && JSON.parse(body)?.status === 'unready') return 'unready';
  } catch {
    // refused, reset, timed out, or a 503 that is not JSON (a host shedding load)
  }
  return 'silent';
}

/**
 * One host's state after one answer (`unready`: unready answers in a row).
 * @param {{ down: boolean, unready: number }} state
 */
function nextState(state, answer, unreadyPolls) {
  if (answer === 'ready') return { down: false, unready: 0 };
  if (answer === 'unready') return { down: state.down || state.unready + 1 >= unreadyPolls, unready: state.unready + 1 };
  return state;
}

/**
 * Polls the hosts of `file` every `intervalMs` until `stop()`. When their `down` flags change, the file is
 * replaced whole (never half-written for nginx), nginx reloaded (`reload`, or SIGHUP to the pid in
 * `pidFile`: nginx re-reads its configuration and the file) and one line logged. The watcher owns the
 * flags: a `down` written by hand is cleared once the host answers ready.
 * @param {{ file: string, pidFile?: string, reload?: () => void, intervalMs?: number, timeoutMs?: number,
 *   unreadyPolls?: number, log?: (line: string) => void }} options
 */
export function watchReadiness({
  file,
  pidFile,
  reload = pidFile ? () => process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGHUP') : undefined,
  intervalMs = INTERVAL_MS,
  timeoutMs = TIMEOUT_MS,
  unreadyPolls = UNREADY_POLLS,
  log = (line) => console.log(`[readiness-watch] ${line}`),
}) {
  if (!file) throw new Error('--file (the file of `server` lines that `upstream storefront` includes) is missing');
  if (!reload) throw new Error('--pid-file (nginx.pid, to reload nginx) is missing');
  let written = readFileSync(file, 'utf8');
  const hosts = hostsOf(written);
  if (hosts.length === 0) throw new Error(`${file} has no \`server\` lines`);
  const states = new Map(hosts.map((host) => [host, { down: false, unready: 0 }]));
  let timer;
  let stopped = false;

  const poll = async () => {
    const started = Date.now();
    const answers = await Promise.all(hosts.map((host) => probe(host, timeoutMs)));
    hosts.forEach((host, index) => states.set(host, nextState(states.get(host), answers[index], unreadyPolls)));
    const unready = hosts.filter((host) => states.get(host).down);
    // Fail open: never every host down.
    const down = new Set(unready.length < hosts.length ? unready : []);
    const content = withDown(written, down);
    if (content !== written && !stopped) {
      const what =
        down.size > 0
          ? `out of rotation: ${[...down].join(', ')} (unready)`
          : unready.length > 0
            ? 'every host unready: all kept in rotation (fail open)'
            : 'every host in rotation';
      try {
        writeFileSync(`${file}.tmp`, content);
        renameSync(`${file}.tmp`, file);
        written = content;
        reload();
        log(`${what}; nginx reloaded`);
      } catch (error) {
        // A failed write is tried again at the next poll; a failed reload (no nginx running) is not: an
        // nginx that starts reads the file as written.
        log(`${what}; nginx NOT reloaded: ${error instanceof Error ? error.message : error}`);
      }
    }
    if (!stopped) timer = setTimeout(run, Math.max(0, started + intervalMs - Date.now()));
  };
  let running;
  const run = () => {
    running = poll();
  };
  run();
  log(`watching ${hosts.join(', ')} (every ${intervalMs} ms)`);

  return {
    hosts,
    /** Stops polling; resolves once a poll under way has finished. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const usage = `usage: readiness-watch.mjs --file storefront-hosts.conf --pid-file nginx.pid [--interval-ms ${INTERVAL_MS}] [--timeout-ms ${TIMEOUT_MS}] [--unready-polls ${UNREADY_POLLS}]`;
  let watcher;
  try {
    const { values } = parseArgs({
      options: {
        file: { type: 'string' },
        'pid-file': { type: 'string' },
        'interval-ms': { type: 'string' },
        'timeout-ms': { type: 'string' },
        'unready-polls': { type: 'string' },
      },
    });
    const number = (name, fallback) => {
      if (values[name] === undefined) return fallback;
      const value = Number(values[name]);
      if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
      return value;
    };
    watcher = watchReadiness({
      file: values.file,
      pidFile: values['pid-file'],
      intervalMs: number('interval-ms', INTERVAL_MS),
      timeoutMs: number('timeout-ms', TIMEOUT_MS),
      unreadyPolls: number('unready-polls', UNREADY_POLLS),
    });
  } catch (error) {
    console.error(`[readiness-watch] ${error instanceof Error ? error.message : error}\n${usage}`);
    process.exit(2);
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void watcher.stop().then(() => process.exit(0)));
}

// Fills deploy/nginx/storefront.conf.template for one set-up: where nginx listens, each region's backend,
// the client build, and a run directory for its pid, logs, cache, temp files and the hosts' include file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TEMPLATE = path.join(ROOT, 'deploy/nginx/storefront.conf.template');
/** The readiness watcher, a program of its own beside nginx (as a deployment runs it). */
const READINESS_WATCH = path.join(ROOT, 'deploy/nginx/readiness-watch.mjs');

/** Debian's nginx, or NGINX_PATH. */
export function nginxPath() {
  return process.env.NGINX_PATH ?? '/usr/sbin/nginx';
}

/**
 * The files of a run directory that others than nginx write or read: the `server` lines of
 * `upstream storefront` (written at start with `hostServers`; the readiness watcher sets their `down`
 * flags) and nginx's pid file (the watcher reloads nginx through it).
 */
export function runFiles(runDir) {
  return { hostsFile: path.join(runDir, 'storefront-hosts.conf'), pidFile: path.join(runDir, 'nginx.pid') };
}

/** The readiness watcher's command line for a run directory (after `process.execPath`). */
export function readinessWatchArgs(runDir) {
  const { hostsFile, pidFile } = runFiles(runDir);
  return [READINESS_WATCH, '--file', hostsFile, '--pid-file', pidFile];
}

/**
 * Requests nginx sends one host at once: a little more than a 2-core host renders and queues (4 + 16,
 * `RENDER_CONCURRENCY` + `RENDER_QUEUE`), so the host still sheds what it cannot take and nginx sheds the
 * rest. A deployment with bigger hosts raises it with their limits.
 */
const HOST_CONNECTIONS = 32;

/**
 * The `server` lines of `upstream storefront` (its include file, `runFiles(runDir).hostsFile`).
 * `max_fails=0`: nginx itself never marks a host down: a restarting host refuses at once and the request
 * goes to the next (`proxy_next_upstream`); marking it down would leave no host at all while two restart
 * in turn. Only the readiness watcher marks one `down` (it can reach no backend). `max_conns`: beyond what
 * a host renders and queues it would only shed, and hundreds of new connections would wait in its accept
 * queue (issue 28); nginx sheds them itself.
 * @param {string[]} hosts addresses as nginx writes them (`127.0.0.1:3221`)
 */
export function hostServers(hosts, hostConnections = HOST_CONNECTIONS) {
  return hosts.map((host) => `server ${host} max_fails=0 max_conns=${hostConnections};\n`).join('');
}

const BACKEND_NAME = /^[a-z0-9_-]+$/;
const REGION = /^[a-z]{2}$/;
/** An address as nginx writes it (`127.0.0.1:4221`, `[::1]:4221`, `ru-api.internal:8080`, `unix:/run/api.sock`). */
const ADDRESS = /^[^\s;{}'"#$]+$/;

/**
 * Checks the backends and renders their upstreams and the region map; throws an Error naming what is wrong.
 * @param {{ name: string, address: string, regions: string[] }[]} backends
 */
function backendSlots(backends) {
  const fail = (message) => {
    throw new Error(`nginxConfig: ${message}`);
  };
  if (!Array.isArray(backends) || backends.length === 0) fail('`backends` must list at least one backend: [{ name, address, regions }]');
  const names = new Set();
  /** region → the backend that lists it */
  const owners = new Map();
  for (const backend of backends) {
    const { name, address, regions } = backend ?? {};
    if (typeof name !== 'string' || !BACKEND_NAME.test(name)) fail(`backend name ${JSON.stringify(name)} is not [a-z0-9_-]+`);
    if (names.has(name)) fail(`backend "${name}" is listed twice`);
    names.add(name);
    if (typeof address !== 'string' || !ADDRESS.test(address)) fail(`backend "${name}": address ${JSON.stringify(address)} is not an nginx address (host:port)`);
    if (!Array.isArray(regions) || regions.length === 0) fail(`backend "${name}": \`regions\` must list two-letter regions or "*"`);
    for (const region of regions) {
      if (region !== '*' && !(typeof region === 'string' && REGION.test(region))) {
        fail(`backend "${name}": region ${JSON.stringify(region)} is neither two lower-case letters nor "*"`);
      }
      const owner = owners.get(region);
      if (owner) fail(region === '*' ? `"*" is listed by both "${owner}" and "${name}"` : `region "${region}" is listed by both "${owner}" and "${name}"`);
      owners.set(region, name);
    }
  }
  const upstream = (name) => `backend_${name}`;
  const fallback = owners.get('*');
  return {
    BACKEND_UPSTREAMS: backends
      .map(({ name, address }) =>
        [`  upstream ${upstream(name)} {`, `    server ${address} max_fails=3 fail_timeout=5s;`, '    keepalive 32;', '    keepalive_timeout 4s;', '  }'].join('\n'),
      )
      .join('\n'),
    // No "*" backend: a region no backend lists maps to "", which its locations answer with a 404.
    REGION_BACKENDS: [
      `    default "${fallback ? upstream(fallback) : ''}";`,
      ...[...owners].filter(([region]) => region !== '*').map(([region, name]) => `    ${region} ${upstream(name)};`),
    ].join('\n'),
  };
}

/**
 * @param {{ listen: string, backends: { name: string, address: string, regions: string[] }[], clientDir: string,
 *   runDir: string, limitExempt?: string[] }} options
 *   `listen` and addresses as nginx writes them (`127.0.0.1:3229`); `backends`: each region's backend
 *   (`regions`: two-letter codes, or `['*']` for every region no other backend lists; a region no backend
 *   serves gets a 404 from nginx); `limitExempt`: CIDRs the per-client limits leave alone (the benchmark's
 *   loopback), none by default. The SSR hosts are in `runFiles(runDir).hostsFile` (`hostServers`).
 */
export function nginxConfig({ listen, backends, clientDir, runDir, limitExempt = [], ...rest }) {
  if ('api' in rest) throw new Error('nginxConfig: `api` is replaced by `backends: [{ name, address, regions }]` (issue 29)');
  if ('ssr' in rest || 'hostConnections' in rest) {
    throw new Error('nginxConfig: the SSR hosts are in their own include file: write hostServers(hosts) to runFiles(runDir).hostsFile');
  }
  const { hostsFile, pidFile } = runFiles(runDir);
  const slots = {
    // Root starts the workers as root too (the run directory is root's); otherwise nginx runs as its starter.
    USER: process.getuid?.() === 0 ? 'user root;' : '',
    RUN_DIR: runDir,
    PID_FILE: pidFile,
    HOSTS_FILE: hostsFile,
    LISTEN: listen,
    CLIENT_DIR: clientDir,
    ...backendSlots(backends),
    LIMIT_EXEMPT: limitExempt.map((cidr) => `    ${cidr} 0;`).join('\n'),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_match, name) => {
    if (!(name in slots)) throw new Error(`storefront.conf.template: unknown slot {{${name}}}`);
    return slots[name];
  });
}

// Fills deploy/nginx/storefront.conf.template for one set-up: where nginx listens, the SSR hosts, the
// regional backend, the client build, and a run directory for its pid, logs, cache and temp files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const TEMPLATE = path.join(ROOT, 'deploy/nginx/storefront.conf.template');

/** Debian's nginx, or NGINX_PATH. */
export function nginxPath() {
  return process.env.NGINX_PATH ?? '/usr/sbin/nginx';
}

/**
 * Requests nginx sends one host at once: a little more than a 2-core host renders and queues (4 + 16,
 * `RENDER_CONCURRENCY` + `RENDER_QUEUE`), so the host still sheds what it cannot take and nginx sheds the
 * rest. A deployment with bigger hosts raises it with their limits.
 */
export const HOST_CONNECTIONS = 32;

/**
 * @param {{ listen: string, ssr: string[], api: string, clientDir: string, runDir: string, limitExempt?: string[], hostConnections?: number }} options
 *   `listen` and addresses as nginx writes them (`127.0.0.1:3229`); `limitExempt`: CIDRs the per-client
 *   limits leave alone (the benchmark's loopback), none by default; `hostConnections`: `max_conns` per host.
 */
export function nginxConfig({ listen, ssr, api, clientDir, runDir, limitExempt = [], hostConnections = HOST_CONNECTIONS }) {
  const slots = {
    // Root starts the workers as root too (the run directory is root's); otherwise nginx runs as its starter.
    USER: process.getuid?.() === 0 ? 'user root;' : '',
    RUN_DIR: runDir,
    LISTEN: listen,
    CLIENT_DIR: clientDir,
    API_ADDRESS: api,
    // Never marked down: a restarting host refuses at once and the request goes to the next
    // (proxy_next_upstream); marking it down would leave no host at all while two restart in turn.
    // At most `hostConnections` requests at once per host: beyond what a host renders and queues, it would
    // only shed, and hundreds of new connections would wait in its accept queue (issue 28); nginx sheds them.
    SSR_SERVERS: ssr.map((address) => `    server ${address} max_fails=0 max_conns=${hostConnections};`).join('\n'),
    LIMIT_EXEMPT: limitExempt.map((cidr) => `    ${cidr} 0;`).join('\n'),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_match, name) => {
    if (!(name in slots)) throw new Error(`storefront.conf.template: unknown slot {{${name}}}`);
    return slots[name];
  });
}

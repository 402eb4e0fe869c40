import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostServers, nginxConfig, nginxPath, readinessWatchArgs, runFiles, type Backend } from './nginx-config.mjs';

/**
 * Per-region routing and the readiness watcher (issue 29) on a real nginx, in front of stand-in hosts and
 * backends (small HTTP servers of this test, so it needs no build): which backend a region's `/api/` and
 * `/images/` reach, and which hosts get pages while they answer `/readyz` ready or unready.
 */

const GULF: Backend = { name: 'gulf', address: '127.0.0.1:1', regions: ['ae', 'om', 'qa', 'sa'] };
const CIS: Backend = { name: 'cis', address: '127.0.0.1:2', regions: ['ru', 'by', 'kz'] };
const settings = { listen: '127.0.0.1:3', clientDir: '/nonexistent', runDir: '/nonexistent' };

describe('nginxConfig: backends', () => {
  it.each([
    ['no backend', [], /at least one backend/],
    ['a name outside [a-z0-9_-]', [{ ...GULF, name: 'Gulf' }], /backend name "Gulf" is not \[a-z0-9_-\]\+/],
    ['a name twice', [GULF, { ...CIS, name: 'gulf' }], /backend "gulf" is listed twice/],
    ['an address that is not one', [{ ...GULF, address: '127.0.0.1:1; include /etc/passwd' }], /backend "gulf": address .* is not an nginx address/],
    ['no regions', [{ ...GULF, regions: [] }], /backend "gulf": `regions` must list/],
    ['a region that is not two lower-case letters', [{ ...GULF, regions: ['AE'] }], /backend "gulf": region "AE" is neither two lower-case letters nor "\*"/],
    ['a region twice', [GULF, { ...CIS, regions: ['ru', 'ae'] }], /region "ae" is listed by both "gulf" and "cis"/],
    ['two "*"', [{ ...GULF, regions: ['*'] }, { ...CIS, regions: ['*'] }], /"\*" is listed by both "gulf" and "cis"/],
  ])('refuses %s with a clear error', (_case, backends, message) => {
    expect(() => nginxConfig({ ...settings, backends: backends as Backend[] })).toThrow(message);
  });

  it('refuses the options it no longer takes, saying what replaced them', () => {
    expect(() => nginxConfig({ ...settings, backends: [GULF], api: '127.0.0.1:4220' } as never)).toThrow(/`api` is replaced by `backends/);
    expect(() => nginxConfig({ ...settings, backends: [GULF], ssr: ['127.0.0.1:3221'] } as never)).toThrow(/write hostServers\(hosts\) to runFiles\(runDir\).hostsFile/);
  });

  it('sends a region no other backend lists to the "*" backend, in a configuration nginx accepts', () => {
    const runDir = mkdtempSync(path.join(os.tmpdir(), 'nginx-config-'));
    try {
      writeFileSync(runFiles(runDir).hostsFile, hostServers(['127.0.0.1:3221']));
      const config = nginxConfig({ ...settings, runDir, backends: [GULF, { name: 'world', address: '127.0.0.1:4', regions: ['*'] }] });
      expect(config).toMatch(/map \$region \$region_backend \{\n\s+default "backend_world";\n\s+ae backend_gulf;/);
      writeFileSync(path.join(runDir, 'nginx.conf'), config);
      const test = spawnSync(nginxPath(), ['-t', '-q', '-p', runDir, '-c', path.join(runDir, 'nginx.conf')], { encoding: 'utf8' });
      expect(test.stderr).toBe('');
      expect(test.status).toBe(0);
    } finally {
      rmSync(runDir, { recursive: true, force: true });
    }
  });
});

/**
 * What a stand-in host's `/readyz` answers: `ready` and `unready` as a host does, `shed` a 503 page (a host
 * shedding load), `silent` a reset (a host restarting). A host answers the first of its list and drops it
 * while more follow.
 */
type Readiness = 'ready' | 'unready' | 'shed' | 'silent';

describe('nginx routing by region and the readiness watcher', () => {
  const readiness: Readiness[][] = [['ready'], ['ready']];
  /** `/readyz` requests each host got. */
  const polls = [0, 0];
  const backendPaths: Record<string, string[]> = { gulf: [], cis: [] };
  const servers: http.Server[] = [];
  const watcherLines: string[] = [];
  let hosts: string[] = [];
  let nginx: ChildProcess | undefined;
  let watcher: ChildProcess | undefined;
  let runDir = '';
  let nginxPort = 0;

  beforeAll(async () => {
    if (!existsSync(nginxPath())) throw new Error(`No nginx at ${nginxPath()}: run \`node tools/cluster/ensure-nginx.mjs\``);
    runDir = mkdtempSync(path.join(os.tmpdir(), 'readiness-watch-'));
    const standIns = await Promise.all([
      ...[0, 1].map((index) =>
        listen((request, response) => {
          if (request.url !== '/readyz') {
            response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'private, no-store' }).end(`host-${index}`);
            return;
          }
          polls[index] = (polls[index] ?? 0) + 1;
          const script = readiness[index] ?? [];
          const answer = (script.length > 1 ? script.shift() : script[0]) ?? 'ready';
          if (answer === 'silent') request.socket.destroy();
          else if (answer === 'shed') response.writeHead(503, { 'content-type': 'text/html', 'retry-after': '2' }).end('<h1>Busy right now</h1>');
          else {
            const backends = { gulf: { state: answer === 'ready' ? 'up' : 'down' } };
            response
              .writeHead(answer === 'ready' ? 200 : 503, { 'content-type': 'application/json' })
              .end(JSON.stringify({ status: answer, backends }));
          }
        }),
      ),
      ...['gulf', 'cis'].map((name) =>
        listen((request, response) => {
          backendPaths[name]?.push(request.url ?? '');
          response.writeHead(200, { 'content-type': 'text/plain' }).end(`${name} ${request.url}`);
        }),
      ),
    ]);
    servers.push(...standIns.map(({ server }) => server));
    const [host0, host1, gulf, cis] = standIns.map(({ address }) => address) as [string, string, string, string];
    hosts = [host0, host1];
    nginxPort = await freePort();

    writeFileSync(runFiles(runDir).hostsFile, hostServers(hosts));
    const configFile = path.join(runDir, 'nginx.conf');
    mkdirSync(path.join(runDir, 'client'));
    writeFileSync(
      configFile,
      nginxConfig({
        listen: `127.0.0.1:${nginxPort}`,
        backends: [{ ...GULF, address: gulf }, { ...CIS, address: cis }],
        clientDir: path.join(runDir, 'client'),
        runDir,
        // This test's requests come as fast as it polls: the per-client limits are not what it is about.
        limitExempt: ['127.0.0.1/32'],
      }),
    );
    nginx = spawn(nginxPath(), ['-p', runDir, '-c', configFile, '-g', 'daemon off;'], { stdio: 'ignore' });
    await eventually(async () => (await get('/nginx-healthz')).status === 200, 10_000);
    // The watcher as a deployment runs it (its own process, 2 polls in a row), four times its default pace
    // (every 2 s) so that the suite spends seconds, not half a minute, waiting for its polls.
    watcher = spawn(process.execPath, [...readinessWatchArgs(runDir), '--interval-ms', '500', '--timeout-ms', '400'], { stdio: ['ignore', 'pipe', 'inherit'] });
    watcher.stdout?.setEncoding('utf8').on('data', (chunk: string) => watcherLines.push(...chunk.split('\n').filter(Boolean)));
    await eventually(async () => watcherLines.length > 0, 10_000);
    expect(watcherLines).toEqual([`[readiness-watch] watching ${hosts.join(', ')} (every 500 ms)`]);
  }, 30_000);

  afterAll(async () => {
    await stop(watcher, 'SIGTERM');
    await stop(nginx, 'SIGQUIT');
    await Promise.all(servers.map(close));
    if (runDir) rmSync(runDir, { recursive: true, force: true });
  }, 30_000);

  function get(pathname: string): Promise<{ status: number; body: string; contentType: string }> {
    return new Promise((resolve, reject) => {
      // A connection per request: a reload retires the workers that hold kept-alive ones.
      const request = http.get({ host: '127.0.0.1', port: nginxPort, path: pathname, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.once('end', () => resolve({ status: response.statusCode ?? 0, body, contentType: String(response.headers['content-type']) }));
      });
      request.once('error', reject);
    });
  }

  /**
   * Waits until the watcher has asked host `index` three more times: it has then judged two more answers
   * (a poll starts only once the one before has written and reloaded).
   */
  async function threePolls(index: number): Promise<void> {
    const from = polls[index] ?? 0;
    await eventually(async () => (polls[index] ?? 0) >= from + 3, 15_000);
  }

  let page = 0;
  /** Which hosts answered `count` uncached page requests. */
  async function pageHosts(count = 8): Promise<Set<string>> {
    const answered = new Set<string>();
    for (let n = 0; n < count; n += 1) {
      const response = await get(`/ae_en/?page=${(page += 1)}`);
      expect(response.status).toBe(200);
      answered.add(response.body);
    }
    return answered;
  }

  it('sends each region’s API and images to its backend, at the same path, and a region without one gets a 404', async () => {
    expect(await get('/ae/api/x')).toMatchObject({ status: 200, body: 'gulf /ae/api/x' });
    expect(await get('/ru/images/y.jpg')).toMatchObject({ status: 200, body: 'cis /ru/images/y.jpg' });
    expect(await get('/kz/api/init/shop?a=1')).toMatchObject({ status: 200, body: 'cis /kz/api/init/shop?a=1' });
    expect(await get('/om/images/z.jpg')).toMatchObject({ status: 200, body: 'gulf /om/images/z.jpg' });
    expect(await get('/zz/api/x')).toEqual({ status: 404, body: 'No backend serves this region.\n', contentType: 'text/plain' });
    expect((await get('/zz/images/x.jpg')).status).toBe(404);
    // The shared `/images/…` of one backend is gone: such a path is a page (a host's 404 in production).
    expect((await get('/images/a.jpg')).body).toMatch(/^host-/);
    expect(backendPaths).toEqual({ gulf: ['/ae/api/x', '/om/images/z.jpg'], cis: ['/ru/images/y.jpg', '/kz/api/init/shop?a=1'] });
    expect((await get('/readyz')).status).toBe(200);
  });

  it('keeps a host that sheds, does not answer, or is unready only once in the state it was', async () => {
    expect(await pageHosts()).toEqual(new Set(['host-0', 'host-1']));
    readiness[1] = ['unready', 'ready'];
    await threePolls(1);
    readiness[1] = ['shed'];
    await threePolls(1);
    expect(await pageHosts()).toEqual(new Set(['host-0', 'host-1']));
    expect(watcherLines).toHaveLength(1);
    readiness[1] = ['ready'];
  });

  it('takes an unready host out of rotation within seconds, back once ready, and keeps both when both are unready', async () => {
    readiness[1] = ['unready'];
    const out = await eventually(async () => !(await pageHosts()).has('host-1'), 15_000);
    expect(out).toBeLessThan(8_000);
    expect(watcherLines.at(-1)).toBe(`[readiness-watch] out of rotation: ${hosts[1]} (unready); nginx reloaded`);
    expect(readFileSync(runFiles(runDir).hostsFile, 'utf8')).toBe(`server ${hosts[0]} max_fails=0 max_conns=32;\nserver ${hosts[1]} max_fails=0 max_conns=32 down;\n`);

    // Restarting (no answer): still out.
    readiness[1] = ['silent'];
    await threePolls(1);
    expect(await pageHosts()).toEqual(new Set(['host-0']));

    readiness[1] = ['ready'];
    const back = await eventually(async () => (await pageHosts()).has('host-1'), 15_000);
    expect(back).toBeLessThan(5_000);
    expect(watcherLines.at(-1)).toBe('[readiness-watch] every host in rotation; nginx reloaded');
    expect(readFileSync(runFiles(runDir).hostsFile, 'utf8')).toBe(hostServers(hosts));

    readiness[1] = ['unready'];
    await eventually(async () => !(await pageHosts()).has('host-1'), 15_000);
    readiness[0] = ['unready'];
    await eventually(async () => (await pageHosts()).size === 2, 15_000);
    expect(watcherLines.at(-1)).toBe('[readiness-watch] every host unready: all kept in rotation (fail open); nginx reloaded');
    expect(readFileSync(runFiles(runDir).hostsFile, 'utf8')).toBe(hostServers(hosts));
  }, 60_000);
});

/** An HTTP server on a free loopback port; its address as nginx writes it. */
async function listen(handler: http.RequestListener): Promise<{ server: http.Server; address: string }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, address: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

async function freePort(): Promise<number> {
  const { server, address } = await listen(() => undefined);
  await close(server);
  return Number(address.split(':')[1]);
}

/** Polls `check` until it is true; the milliseconds it took. */
async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

/** Sends `signal` to a child of this test and waits for its exit (SIGKILL after 10 s). */
function stop(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

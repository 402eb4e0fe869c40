import { Agent as HttpAgent, request as httpRequest, type ClientRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { ApiClientOptions } from '@storefront/api-client';
import { regionApi, type BackendAddress, type RegionApi } from '@storefront/regions';
import { CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen, isBrokenCircuitError, type CircuitBreakerPolicy } from 'cockatiel';
import type { BackendSettings } from './backends-config';

/**
 * The host's side of each regional backend (issue 29 "Bulkheads"): a connection pool of its own, a
 * timeout, a circuit breaker and a health check. A backend that hangs fills only its own pool; after
 * `breaker.failures` calls in a row end without an answer, its calls fail at once for `breaker.openMs`,
 * then one trial call decides. So the pages of its regions degrade as SPEC §8 says, quickly, while
 * the other regions' pages never wait for it.
 */
export interface Backend {
  settings: BackendSettings;
  /** Where browsers reach it: its public URL, or the site's origin (the host passes `/{region}/…` on). */
  publicAddress: BackendAddress;
  /** Where this server reaches it. */
  serverAddress: BackendAddress;
  /** Whether browsers reach it on the site's own origin, through this host or nginx in front. */
  onSiteOrigin: boolean;
  agent: HttpAgent;
  breaker: CircuitBreakerPolicy;
  /** Its last health check; `unknown` until the first one ends. */
  health(): BackendHealth;
}

interface BackendHealth {
  state: 'up' | 'down' | 'unknown';
  checkedAt?: string;
  latencyMs?: number;
  error?: string;
}

type CircuitName = 'closed' | 'open' | 'half-open' | 'isolated';

/** What `/readyz` answers: per backend, and ready while at least one backend can be reached. */
interface Readiness {
  ready: boolean;
  body: {
    status: 'ready' | 'degraded' | 'unready';
    backends: Record<string, { state: 'up' | 'down'; circuit: CircuitName; health: BackendHealth; regions: string[] }>;
  };
}

export interface Backends {
  list: readonly Backend[];
  forRegion(code: string): Backend | undefined;
  /** How the renderer calls a region's backend (`RenderOptions.serverApi`); none for a region not served. */
  serverApi(code: string): ApiClientOptions | undefined;
  /** A region's SPEC §3 `api` as this server reaches it. */
  serverRegionApi(code: string): RegionApi | undefined;
  readiness(): Readiness;
  /** Stops the health checks and closes the pools. */
  close(): void;
}

export interface BackendsOptions {
  /** The site's public origin: browsers reach backends without a public URL there. */
  siteUrl: string;
  /** The regions this deployment serves: a backend's other regions are left out. */
  served: (code: string) => boolean;
  /** Between health checks (default 5 s); each gives up after half of it, at most 2 s. */
  healthIntervalMs?: number;
  log?: (message: string) => void;
}

const CIRCUIT_NAMES: Record<CircuitState, CircuitName> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'isolated',
};

/**
 * A call that got no answer at all: refused, reset, timed out. Those are what a slow or dead backend
 * costs; an answer, even a 5xx, came quickly and counts as one (the page shows that error). A call the
 * page itself gave up (its visitor left) says nothing of the backend.
 */
export function isUnanswered(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  const { code, response } = error as { code?: unknown; response?: unknown };
  return code !== 'ERR_CANCELED' && response === undefined;
}

export function createBackends(settings: readonly BackendSettings[], options: BackendsOptions): Backends {
  const log = options.log ?? ((message: string) => console.warn(`[storefront-ssr] ${message}`));
  const intervalMs = options.healthIntervalMs ?? 5_000;
  const list = settings
    .map((backend) => ({ ...backend, regions: backend.regions.filter(options.served) }))
    .filter((backend) => backend.regions.length > 0)
    .map((backend) => createBackend(backend, options.siteUrl, log, Math.min(2_000, intervalMs / 2)));
  const byRegion = new Map<string, Backend>(list.flatMap((backend) => backend.settings.regions.map((code) => [code, backend] as const)));

  const check = () => Promise.all(list.map((backend) => backend.check()));
  void check();
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();

  return {
    list,
    forRegion: (code) => byRegion.get(code),
    serverApi(code) {
      const backend = byRegion.get(code);
      if (!backend) return undefined;
      const { timeoutMs, retries } = backend.settings;
      const agent = backend.agent;
      return {
        baseURL: regionApi({ code }, backend.serverAddress).backApi,
        timeoutMs,
        retries,
        retryBaseDelayMs: 100,
        ...(backend.serverAddress.url.startsWith('https:') ? { httpsAgent: agent } : { httpAgent: agent }),
        guard: (attempt) => backend.breaker.execute(() => attempt()),
      };
    },
    serverRegionApi(code) {
      const backend = byRegion.get(code);
      return backend && regionApi({ code }, backend.serverAddress);
    },
    readiness() {
      const backends: Readiness['body']['backends'] = {};
      for (const backend of list) {
        const health = backend.health();
        const circuit = CIRCUIT_NAMES[backend.breaker.state];
        const up = health.state === 'up' && circuit !== 'open' && circuit !== 'isolated';
        backends[backend.settings.name] = { state: up ? 'up' : 'down', circuit, health, regions: backend.settings.regions };
      }
      const up = Object.values(backends).filter((backend) => backend.state === 'up').length;
      const status = up === list.length ? 'ready' : up > 0 ? 'degraded' : 'unready';
      return { ready: up > 0, body: { status, backends } };
    },
    close() {
      clearInterval(timer);
      for (const backend of list) backend.agent.destroy();
    },
  };
}

function createBackend(settings: BackendSettings, siteUrl: string, log: (message: string) => void, checkTimeoutMs: number) {
  const https = settings.url.startsWith('https:');
  const agentOptions = { keepAlive: true, maxSockets: settings.connections, maxFreeSockets: Math.min(settings.connections, 16), scheduling: 'lifo' as const };
  const agent = https ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions);
  const breaker = circuitBreaker(handleWhen(isUnanswered), {
    halfOpenAfter: settings.breaker.openMs,
    breaker: new ConsecutiveBreaker(settings.breaker.failures),
  });
  breaker.onStateChange((state) => log(`backend ${settings.name}: circuit ${CIRCUIT_NAMES[state]}`));
  let health: BackendHealth = { state: 'unknown' };
  const healthUrl = `${settings.url}${settings.healthPath}`;

  const probe = () => fetchWithAgent(healthUrl, agent, checkTimeoutMs);
  /**
   * While the circuit is open, the check is the call that tries the backend again once `openMs` has
   * passed (a healthy answer closes it), so that it closes without waiting for a shopper's page.
   */
  const trial = async () => {
    try {
      return await breaker.execute(async () => {
        const status = await probe();
        if (status < 200 || status >= 300) throw new Error(`health check answered ${status}`);
        return status;
      });
    } catch (error) {
      if (isBrokenCircuitError(error)) return probe();
      throw error;
    }
  };

  const check = async () => {
    const started = performance.now();
    try {
      const response = breaker.state === CircuitState.Open ? await trial() : await probe();
      const state = response >= 200 && response < 300 ? 'up' : 'down';
      if (state !== health.state && health.state !== 'unknown') log(`backend ${settings.name}: ${state} (health check answered ${response})`);
      health = { state, checkedAt: new Date().toISOString(), latencyMs: Math.round(performance.now() - started), ...(state === 'down' ? { error: `HTTP ${response}` } : {}) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (health.state !== 'down') log(`backend ${settings.name}: down (${message})`);
      health = { state: 'down', checkedAt: new Date().toISOString(), error: message };
    }
  };

  const backend: Backend & { check: () => Promise<void> } = {
    settings,
    publicAddress: { url: settings.publicUrl ?? siteUrl, ...(settings.imagesPrefix ? { imagesPrefix: settings.imagesPrefix } : {}) },
    serverAddress: { url: settings.url, ...(settings.imagesPrefix ? { imagesPrefix: settings.imagesPrefix } : {}) },
    onSiteOrigin: !settings.publicUrl || (URL.canParse(siteUrl) && new URL(settings.publicUrl).origin === new URL(siteUrl).origin),
    agent,
    breaker,
    health: () => health,
    check,
  };
  return backend;
}

/**
 * Whether a call failed only because the backend closed a kept-alive connection of the pool as it was
 * reused (nodejs/node#47130; Node's docs advise sending such a call again, `request.reusedSocket`):
 * it says nothing of the backend, and a call without a body may be made again on another connection.
 */
export function isStaleConnectionReset(call: ClientRequest, error: NodeJS.ErrnoException): boolean {
  return call.reusedSocket && error.code === 'ECONNRESET';
}

/** The status of a GET of `url` over `agent`, within `timeoutMs` (its body is read and dropped). */
function fetchWithAgent(url: string, agent: HttpAgent, timeoutMs: number): Promise<number> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const call = request(url, { agent, timeout: timeoutMs, headers: { Accept: 'application/json' } }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.once('error', reject);
    });
    call.once('timeout', () => call.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    call.once('error', (error: NodeJS.ErrnoException) => {
      if (isStaleConnectionReset(call, error)) resolve(fetchWithAgent(url, agent, timeoutMs));
      else reject(error);
    });
    call.end();
  });
}

import { isIP } from 'node:net';

export interface FixedWindowLimits {
  /** Requests one client may send in a window. */
  limit: number;
  windowMs: number;
  /**
   * Clients counted in one window at most: memory stays bounded whatever the flood. Past it, a client
   * not yet counted is refused until the window ends (only what the limiter guards goes unanswered).
   */
  maxClients: number;
}

export interface FixedWindowLimiter {
  /** Counts one request of `client`: whether it may go on, and else how long until the window ends. */
  take(client: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

/**
 * A fixed-window counter per client: cheap, no timers, and forgotten all at once when the window ends.
 * Enough for what it guards (speed beacons, where a refused one is a lost sample, not a lost sale).
 */
export function createFixedWindowLimiter({ limit, windowMs, maxClients }: FixedWindowLimits, now: () => number = Date.now): FixedWindowLimiter {
  let windowEnds = 0;
  const counts = new Map<string, number>();
  return {
    take(client) {
      const time = now();
      if (time >= windowEnds) {
        counts.clear();
        windowEnds = time + windowMs;
      }
      const count = counts.get(client);
      if ((count === undefined && counts.size >= maxClients) || (count ?? 0) >= limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - time) / 1000)) };
      }
      counts.set(client, (count ?? 0) + 1);
      return { allowed: true };
    },
  };
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are the same client. */
function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/** The first four groups of an IPv6 address (`2001:db8:0:1`), or undefined for a form not written in groups. */
function ipv6Prefix64(address: string): string | undefined {
  const [head = '', tail, ...rest] = address.split('::');
  if (rest.length || address.includes('.')) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8) return undefined;
  return groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':');
}

/**
 * Who a request comes from, for a per-client limit: the socket's peer, unless that peer is a trusted
 * proxy (nginx in front): then `X-Forwarded-For` is read from the right, trusted hops skipped, and the
 * first address not ours is the client (entries a client forged sit further left and are never reached).
 * An IPv6 client is counted by its /64, the block one subscriber gets: rotating addresses inside it buys
 * nothing.
 */
export function clientKey(peer: string | undefined, forwardedFor: string | undefined, trustedProxies: ReadonlySet<string>): string {
  let client = normalizeAddress(peer ?? 'unknown');
  if (trustedProxies.has(client) && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map(normalizeAddress)
      .filter((hop) => isIP(hop) !== 0);
    client = hops.findLast((hop) => !trustedProxies.has(hop)) ?? hops[0] ?? client;
  }
  return isIP(client) === 6 ? `${ipv6Prefix64(client) ?? client}::/64` : client;
}

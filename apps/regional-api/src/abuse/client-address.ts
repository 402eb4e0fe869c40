import { isIP } from 'node:net';

/** `::ffff:127.0.0.1` and `127.0.0.1` are the same client. */
function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed.toLowerCase();
}

/**
 * Who a request comes from, for rate limiting. The socket's peer, unless that peer is a trusted
 * proxy (nginx in front): then `X-Forwarded-For` is read from the right, each trusted hop skipped,
 * and the first address not ours is the client. Entries a client wrote itself sit further left and
 * are never reached past an untrusted hop, so a forged header buys nothing.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, trustedProxies: ReadonlySet<string>): string {
  const socketAddress = normalizeAddress(peer ?? 'unknown');
  if (!trustedProxies.has(socketAddress) || !forwardedFor) return socketAddress;
  const hops = forwardedFor
    .split(',')
    .map(normalizeAddress)
    .filter((hop) => isIP(hop) !== 0);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] as string;
    if (!trustedProxies.has(hop)) return hop;
  }
  return hops[0] ?? socketAddress;
}

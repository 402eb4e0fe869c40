import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';
import { createTokenBuckets } from './token-bucket';

describe('createTokenBuckets', () => {
  it('lets a burst through, then refuses with the seconds until the next token', () => {
    let time = 0;
    const buckets = createTokenBuckets({ burst: 3, perMinute: 6, now: () => time });
    expect([1, 2, 3].map(() => buckets.take('a').allowed)).toEqual([true, true, true]);
    expect(buckets.take('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    // Another client has its own bucket.
    expect(buckets.take('b').allowed).toBe(true);
    time = 10_000;
    expect(buckets.take('a').allowed).toBe(true);
    expect(buckets.take('a').allowed).toBe(false);
  });

  it('stays bounded: full buckets are forgotten, the least recently seen go first', () => {
    let time = 0;
    const buckets = createTokenBuckets({ burst: 2, perMinute: 60, maxClients: 3, now: () => time });
    for (const client of ['a', 'b', 'c', 'd', 'e']) buckets.take(client);
    expect(buckets.size).toBeLessThanOrEqual(3);
    time = 60_000;
    buckets.take('f');
    expect(buckets.size).toBe(1);
  });
});

describe('clientAddress', () => {
  const proxies = new Set(['127.0.0.1', '10.0.0.2']);

  it('is the socket peer when no trusted proxy is in between, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', proxies)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', undefined, proxies)).toBe('203.0.113.9');
  });

  it('behind trusted proxies, is the first untrusted hop from the right; forged entries further left are ignored', () => {
    expect(clientAddress('::ffff:127.0.0.1', '6.6.6.6, 198.51.100.7, 10.0.0.2', proxies)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', 'not-an-ip', proxies)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '10.0.0.2', proxies)).toBe('10.0.0.2');
  });
});

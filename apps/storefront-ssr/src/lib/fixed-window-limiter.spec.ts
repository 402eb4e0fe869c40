import { describe, expect, it } from 'vitest';
import { clientKey, createFixedWindowLimiter } from './fixed-window-limiter';

describe('createFixedWindowLimiter', () => {
  it('lets a client send its limit in a window, refuses the next with the time left, and forgets it at the next window', () => {
    let time = 1_000;
    const limiter = createFixedWindowLimiter({ limit: 2, windowMs: 10_000, maxClients: 10 }, () => time);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: true });
    time += 2_500;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(limiter.take('b')).toEqual({ allowed: true });
    time += 7_500;
    expect(limiter.take('a')).toEqual({ allowed: true });
  });

  it('counts no more clients than it may keep: a newcomer past them waits for the next window', () => {
    let time = 0;
    const limiter = createFixedWindowLimiter({ limit: 5, windowMs: 1_000, maxClients: 3 }, () => time);
    for (const client of ['a', 'b', 'c']) expect(limiter.take(client).allowed).toBe(true);
    expect(limiter.take('d')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // Those already counted keep their allowance.
    expect(limiter.take('a').allowed).toBe(true);
    time = 1_000;
    expect(limiter.take('d').allowed).toBe(true);
  });
});

describe('clientKey', () => {
  const nginx = new Set(['127.0.0.1', '::1']);

  it("is the socket's peer, whatever a client writes in X-Forwarded-For", () => {
    expect(clientKey('203.0.113.9', '198.51.100.1', nginx)).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9', undefined, nginx)).toBe('203.0.113.9');
  });

  it('is the first address from the right that is not a trusted proxy, behind one', () => {
    expect(clientKey('127.0.0.1', '198.51.100.1, 203.0.113.9', nginx)).toBe('203.0.113.9');
    expect(clientKey('::ffff:127.0.0.1', 'forged, 203.0.113.9, 127.0.0.1', nginx)).toBe('203.0.113.9');
    expect(clientKey('127.0.0.1', undefined, nginx)).toBe('127.0.0.1');
  });

  it('counts an IPv6 client by its /64', () => {
    expect(clientKey('2001:db8:0:1:aaaa::1', undefined, nginx)).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:DB8:0000:0001:bbbb:cccc:dddd:eeee', undefined, nginx)).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db8::7', undefined, nginx)).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1', undefined, new Set())).toBe('0:0:0:0::/64');
  });
});

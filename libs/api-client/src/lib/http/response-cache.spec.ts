import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createResponseCache', () => {
  it('serves a loaded value until its time is up, then loads again', async () => {
    const time = clock();
    const cache = createResponseCache({ ttlMs: 1_000, maxEntries: 10, now: time.now });
    let loads = 0;
    const load = async () => ++loads;

    expect(await cache.get('ae', load)).toBe(1);
    time.advance(999);
    expect(await cache.get('ae', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('ae', load)).toBe(2);
  });

  it('lets concurrent callers of one key share one load', async () => {
    const cache = createResponseCache({ ttlMs: 1_000, maxEntries: 10 });
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));

    expect(await Promise.all([cache.get('ae', load), cache.get('ae', load), cache.get('ae', load)])).toEqual([1, 1, 1]);
  });

  it('keeps keys apart', async () => {
    const cache = createResponseCache({ ttlMs: 1_000, maxEntries: 10 });

    expect(await cache.get('ae', async () => 'Dubai')).toBe('Dubai');
    expect(await cache.get('sa', async () => 'Riyadh')).toBe('Riyadh');
    expect(await cache.get('ae', async () => 'other')).toBe('Dubai');
  });

  it('never keeps a failed load', async () => {
    const cache = createResponseCache({ ttlMs: 1_000, maxEntries: 10 });

    await expect(cache.get('ae', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('ae', async () => 'back')).toBe('back');
  });

  it('drops the oldest key beyond its size', async () => {
    const cache = createResponseCache({ ttlMs: 1_000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');

    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('forgets everything on clear', async () => {
    const cache = createResponseCache({ ttlMs: 1_000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    cache.clear();

    expect(await cache.get('a', async () => 'a2')).toBe('a2');
  });
});

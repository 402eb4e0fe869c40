import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller, and again after a failed load', async () => {
    let calls = 0;
    let fail = true;
    const load = loadOnce(async () => {
      calls += 1;
      if (fail) throw new Error('offline');
      return 'dialog';
    });
    await expect(load()).rejects.toThrow('offline');
    fail = false;
    expect(await Promise.all([load(), load()])).toEqual(['dialog', 'dialog']);
    expect(await load()).toBe('dialog');
    expect(calls).toBe(2);
  });
});

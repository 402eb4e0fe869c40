import { describe, expect, it } from 'vitest';
import { PRELOAD_CONCURRENCY, createPreloadQueue } from './preload-queue';

interface Deferred {
  key: string;
  resolve(): void;
  reject(error: Error): void;
}

/** A loader whose calls stay open until the test settles them. */
function controlledLoader() {
  const calls: Deferred[] = [];
  const load = (key: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ key, resolve, reject });
    });
  return { calls, load };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPreloadQueue', () => {
  it('runs at most four preloads at once (SPEC §9) and starts the next as one finishes', async () => {
    expect(PRELOAD_CONCURRENCY).toBe(4);
    const { calls, load } = controlledLoader();
    const queue = createPreloadQueue(load);
    for (const key of ['/a/', '/b/', '/c/', '/d/', '/e/', '/f/']) queue.add(key);
    await settle();
    expect(calls.map((call) => call.key)).toEqual(['/a/', '/b/', '/c/', '/d/']);
    expect(queue.running).toBe(4);
    expect(queue.waiting).toBe(2);

    calls[1]?.resolve();
    await settle();
    expect(calls.map((call) => call.key)).toEqual(['/a/', '/b/', '/c/', '/d/', '/e/']);
    expect(queue.running).toBe(4);
  });

  it('frees the slot of a failed preload like that of a finished one', async () => {
    const { calls, load } = controlledLoader();
    const queue = createPreloadQueue(load, { concurrency: 1 });
    queue.add('/a/');
    queue.add('/b/');
    await settle();
    calls[0]?.reject(new Error('Failed to fetch dynamically imported module'));
    await settle();
    expect(calls.map((call) => call.key)).toEqual(['/a/', '/b/']);
  });

  it('preloads each key once, queued, running or done', async () => {
    const { calls, load } = controlledLoader();
    const queue = createPreloadQueue(load, { concurrency: 2 });
    queue.add('/a/');
    queue.add('/a/');
    await settle();
    calls[0]?.resolve();
    await settle();
    queue.add('/a/');
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('starts nothing more once disposed', async () => {
    const { calls, load } = controlledLoader();
    const queue = createPreloadQueue(load, { concurrency: 1 });
    queue.add('/a/');
    queue.add('/b/');
    await settle();
    queue.dispose();
    calls[0]?.resolve();
    queue.add('/c/');
    await settle();
    expect(calls.map((call) => call.key)).toEqual(['/a/']);
    expect(queue.waiting).toBe(0);
  });

  it('survives a loader that throws synchronously', async () => {
    const keys: string[] = [];
    const queue = createPreloadQueue(
      (key) => {
        keys.push(key);
        throw new Error('no route');
      },
      { concurrency: 1 },
    );
    queue.add('/a/');
    queue.add('/b/');
    await settle();
    await settle();
    expect(keys).toEqual(['/a/', '/b/']);
    expect(queue.running).toBe(0);
  });
});

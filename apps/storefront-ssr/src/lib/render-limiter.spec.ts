import { describe, expect, it } from 'vitest';
import { createRenderLimiter, LoadShed } from './render-limiter';

/** A task that finishes when told. */
function deferred() {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => done, finish };
}

describe('createRenderLimiter', () => {
  it('runs up to the concurrency at once, queues a few, sheds the rest at once', async () => {
    const limiter = createRenderLimiter({ concurrency: 2, queue: 1, maxWaitMs: 10_000 });
    const [a, b, c] = [deferred(), deferred(), deferred()];
    const running = [limiter.run(a.task), limiter.run(b.task)];
    const queued = limiter.run(c.task);
    expect(limiter.active).toBe(2);
    expect(limiter.queued).toBe(1);
    await expect(limiter.run(async () => 'never')).rejects.toEqual(new LoadShed('queue-full'));
    a.finish();
    await running[0];
    expect(limiter.active).toBe(2);
    expect(limiter.queued).toBe(0);
    b.finish();
    c.finish();
    await Promise.all([running[1], queued]);
    expect(limiter.active).toBe(0);
  });

  it('sheds a render that waited too long, and frees its slot when a task fails', async () => {
    const limiter = createRenderLimiter({ concurrency: 1, queue: 5, maxWaitMs: 20 });
    const slow = deferred();
    const first = limiter.run(slow.task);
    await expect(limiter.run(async () => 'late')).rejects.toEqual(new LoadShed('waited-too-long'));
    expect(limiter.queued).toBe(0);
    slow.finish();
    await first;
    await expect(limiter.run(async () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await limiter.run(async () => 'served')).toBe('served');
    expect(limiter.active).toBe(0);
  });
});

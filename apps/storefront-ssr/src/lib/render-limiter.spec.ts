import { describe, expect, it } from 'vitest';
import { createRenderLimiter, LoadShed } from './render-limiter';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

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
    expect(limiter.full).toBe(false);
    const queued = limiter.run(c.task);
    expect(limiter.active).toBe(2);
    expect(limiter.queued).toBe(1);
    expect(limiter.full).toBe(true);
    await expect(limiter.run(async () => 'never')).rejects.toEqual(new LoadShed('queue-full'));
    a.finish();
    await running[0];
    // The waiter starts on the next turn of the event loop, not in the finished render's microtasks.
    expect(limiter.active).toBe(1);
    await nextTurn();
    expect(limiter.active).toBe(2);
    expect(limiter.queued).toBe(0);
    expect(limiter.full).toBe(false);
    b.finish();
    c.finish();
    await Promise.all([running[1], queued]);
    expect(limiter.active).toBe(0);
  });

  it('is full at once without a queue when every slot is taken', async () => {
    const limiter = createRenderLimiter({ concurrency: 1, queue: 0, maxWaitMs: 10_000 });
    expect(limiter.full).toBe(false);
    const a = deferred();
    const running = limiter.run(a.task);
    expect(limiter.full).toBe(true);
    await expect(limiter.run(async () => 'never')).rejects.toEqual(new LoadShed('queue-full'));
    a.finish();
    await running;
    expect(limiter.full).toBe(false);
  });

  it('lets one render a turn take its markup step, in the order asked', async () => {
    const limiter = createRenderLimiter({ concurrency: 4, queue: 4, maxWaitMs: 1_000 });
    const order: string[] = [];
    const first = limiter.markupTurn().then(() => order.push('first'));
    const second = limiter.markupTurn().then(() => order.push('second'));
    await first;
    expect(order).toEqual(['first']);
    await nextTurn();
    expect(order).toEqual(['first', 'second']);
    await second;
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

  it('lets the event loop turn between queued renders, and sheds a waiter found past its wait', async () => {
    let time = 0;
    const limiter = createRenderLimiter({ concurrency: 1, queue: 5, maxWaitMs: 100 }, () => time);
    const first = deferred();
    const running = limiter.run(first.task);
    const order: string[] = [];
    // Renders whose data is cached: no I/O between them.
    const queued = ['b', 'c'].map((name) => limiter.run(async () => void order.push(name)));
    const turn = new Promise<void>((resolve) => setImmediate(() => resolve(void order.push('turn'))));
    first.finish();
    await running;
    await Promise.all([...queued, turn]);
    expect(order.indexOf('turn')).toBeLessThan(order.indexOf('c'));
    // A render blocked the loop past a waiter's wait before its timer could fire: shed when its turn comes.
    const blocker = deferred();
    const blocking = limiter.run(blocker.task);
    const late = limiter.run(async () => 'late');
    time += 150;
    blocker.finish();
    await blocking;
    await expect(late).rejects.toEqual(new LoadShed('waited-too-long'));
    expect(limiter.active).toBe(0);
  });

  it('starts a render after the requests of the same turn were seen, so renders that need no I/O still fill the slots', async () => {
    const limiter = createRenderLimiter({ concurrency: 1, queue: 0, maxWaitMs: 1_000 });
    const outcomes: Promise<string>[] = [];
    for (let request = 0; request < 3; request += 1) {
      outcomes.push(limiter.run(async () => 'page').then(() => 'rendered', () => 'shed'));
      // The rest of this request's callback: its microtasks, in which a cached render would have ended.
      for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
    }
    expect(await Promise.all(outcomes)).toEqual(['rendered', 'shed', 'shed']);
  });
});

import { describe, expect, it } from 'vitest';

import { createPreloadQueue, MAX_CONCURRENT_PRELOADS } from '@/lib/preload-queue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPreloadQueue', () => {
  it('allows at most 5 preloads at once by default', async () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(5);
    const queue = createPreloadQueue();
    const loads = Array.from({ length: 8 }, () => deferred());
    let running = 0;
    let peak = 0;

    loads.forEach((load, index) => {
      void queue.preload(`route-${index}`, async () => {
        running += 1;
        peak = Math.max(peak, running);
        await load.promise;
        running -= 1;
      });
    });
    await flush();

    expect(running).toBe(5);
    expect(queue.pending).toBe(3);

    loads.forEach((load) => load.resolve());
    await flush();
    await flush();

    expect(peak).toBe(5);
    expect(running).toBe(0);
    expect(queue.active).toBe(0);
  });

  it('starts the next preload as soon as one finishes', async () => {
    const queue = createPreloadQueue(2);
    const loads = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    loads.forEach((load, index) => {
      void queue.preload(`route-${index}`, () => {
        started.push(index);
        return load.promise;
      });
    });
    await flush();
    expect(started).toEqual([0, 1]);

    loads[1]?.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2]);
  });

  it('keeps going when a preload fails', async () => {
    const queue = createPreloadQueue(1);
    const failing = deferred();
    let secondRan = false;

    const first = queue.preload('broken', () => failing.promise);
    const second = queue.preload('fine', async () => {
      secondRan = true;
    });
    failing.reject(new Error('offline'));

    await expect(first).resolves.toBeUndefined();
    await second;
    expect(secondRan).toBe(true);
  });

  it('preloads each key only once', async () => {
    const queue = createPreloadQueue();
    let calls = 0;
    const load = async () => {
      calls += 1;
    };

    await Promise.all([queue.preload('/blog', load), queue.preload('/blog', load)]);
    await queue.preload('/blog', load);

    expect(calls).toBe(1);
  });
});

export const MAX_CONCURRENT_PRELOADS = 5;

export type PreloadQueue = {
  /** Queues a preload; the same key is only ever preloaded once. Never rejects. */
  preload: (key: string, load: () => Promise<unknown>) => Promise<void>;
  readonly active: number;
  readonly pending: number;
};

/** Runs preloads with at most `concurrency` in flight, so they never crowd out what the user asked for. */
export function createPreloadQueue(concurrency: number = MAX_CONCURRENT_PRELOADS): PreloadQueue {
  const limit = Math.max(1, Math.floor(concurrency));
  const seen = new Map<string, Promise<void>>();
  const waiting: Array<() => void> = [];
  let active = 0;

  function next(): void {
    while (active < limit && waiting.length > 0) {
      active += 1;
      waiting.shift()?.();
    }
  }

  return {
    preload(key, load) {
      const existing = seen.get(key);
      if (existing) return existing;
      const done = new Promise<void>((resolve) => {
        waiting.push(() => {
          // A failed preload is harmless: the real navigation will load (and report) it again.
          Promise.resolve()
            .then(load)
            .catch(() => undefined)
            .finally(() => {
              active -= 1;
              resolve();
              next();
            });
        });
      });
      seen.set(key, done);
      next();
      return done;
    },
    get active() {
      return active;
    },
    get pending() {
      return waiting.length;
    },
  };
}

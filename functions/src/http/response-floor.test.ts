import { afterEach, describe, expect, it, vi } from 'vitest';

import { waitForFloor } from './response-floor';

afterEach(() => {
  vi.useRealTimers();
});

describe('waitForFloor', () => {
  it('waits for the rest of the floor', async () => {
    vi.useFakeTimers();
    const startedAt = Date.now();
    vi.advanceTimersByTime(100);
    let done = false;
    const waiting = waitForFloor(startedAt, 250).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(149);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('returns at once when the floor has passed', async () => {
    const startedAt = 1_000;
    await expect(waitForFloor(startedAt, 250, () => 2_000)).resolves.toBeUndefined();
  });
});

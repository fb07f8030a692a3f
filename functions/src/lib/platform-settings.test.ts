import { describe, expect, it, vi } from 'vitest';

import { cachedReader } from './platform-settings';

describe('cachedReader', () => {
  it('reads once within the time it keeps an answer, and again after it', async () => {
    let version = 0;
    const load = vi.fn(async () => (version += 1));
    const reader = cachedReader(load, () => 30_000);
    expect(await reader.read(1_000)).toBe(1);
    expect(await reader.read(30_999)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await reader.read(31_000)).toBe(2);
  });

  it('reads again at once after forget (the instance that saved sees its change)', async () => {
    let version = 0;
    const reader = cachedReader(
      async () => (version += 1),
      () => 30_000,
    );
    await reader.read(0);
    reader.forget();
    expect(await reader.read(1)).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(7);
    const reader = cachedReader(load, () => 30_000);
    await expect(reader.read(0)).rejects.toThrow('offline');
    expect(await reader.read(1)).toBe(7);
  });

  it('keeps nothing when the time is 0 (the emulators)', async () => {
    let version = 0;
    const reader = cachedReader(
      async () => (version += 1),
      () => 0,
    );
    await reader.read(0);
    expect(await reader.read(0)).toBe(2);
  });
});

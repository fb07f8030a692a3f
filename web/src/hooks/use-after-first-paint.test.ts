import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';

afterEach(() => vi.useRealTimers());

describe('useAfterFirstPaint', () => {
  it('says false for the first render, then true once a frame has been painted', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await act(async () => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(true);
  });
});

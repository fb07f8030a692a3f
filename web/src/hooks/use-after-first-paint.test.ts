import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useAfterFirstPaint', () => {
  it('says false for the first render, then true once the browser is idle', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result, unmount } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => idle.forEach((callback) => callback()));
    expect(result.current).toBe(true);
    unmount();
  });

  it('waits a moment where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result, unmount } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
    unmount();
  });
});

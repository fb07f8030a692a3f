import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { watchUnreadMessageCount } from '@/features/conversations/api/conversations-data';
import { useUnreadMessageCount } from '@/features/conversations/api/watch-unread-messages';
import { createTestQueryClient } from '@/testing/test-utils';

vi.mock('@/features/conversations/api/conversations-data', () => ({
  watchUnreadMessageCount: vi.fn(),
}));

const stop = vi.fn();
let push: (count: number) => void = () => undefined;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(watchUnreadMessageCount).mockImplementation((_uid, onData) => {
    push = onData;
    return stop;
  });
});

describe('useUnreadMessageCount', () => {
  it('follows the live count of the signed-in person, and stops listening when unmounted', async () => {
    const { result, unmount } = renderHook(() => useUnreadMessageCount('customer-uid'), {
      wrapper,
    });
    expect(result.current).toBe(0);
    expect(vi.mocked(watchUnreadMessageCount).mock.calls[0]![0]).toBe('customer-uid');

    await act(async () => push(4));
    await vi.waitFor(() => expect(result.current).toBe(4));
    await act(async () => push(0));
    await vi.waitFor(() => expect(result.current).toBe(0));

    unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('is 0 and listens to nothing while signed out', () => {
    const { result } = renderHook(() => useUnreadMessageCount(undefined), { wrapper });
    expect(result.current).toBe(0);
    expect(watchUnreadMessageCount).not.toHaveBeenCalled();
  });
});

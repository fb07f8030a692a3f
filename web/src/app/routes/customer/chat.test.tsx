import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { watchConversations } from '@/features/conversations/api/conversations-data';
import { CUSTOMER_UID } from '@/features/conversations/testing/make-conversation';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/conversations/api/conversations-data', () => ({
  CONVERSATIONS_PAGE_SIZE: 30,
  watchConversations: vi.fn(),
  watchUnreadMessageCount: vi.fn(() => () => undefined),
}));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('Customer chat page', () => {
  it('points a customer with no conversation to a quote request', async () => {
    vi.mocked(watchConversations).mockImplementation((_uid, _count, onData) => {
      onData({ conversations: [], hasMore: false });
      return () => undefined;
    });
    renderApp('/customer/chat', { profile: makeProfile('customer', { id: CUSTOMER_UID }) });

    expect(await findPageHeading()).toHaveTextContent('Messages');
    expect(await screen.findByText(/You have no conversations yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/customer\/quotes?\/new/),
    );
    expect(vi.mocked(watchConversations).mock.calls[0]![0]).toBe(CUSTOMER_UID);
  });
});

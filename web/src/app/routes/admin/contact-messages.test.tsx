import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { watchContactMessages } from '@/features/contact-inbox/api/contact-inbox-data';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/contact-inbox/api/contact-inbox-data', () => {
  return {
    watchContactMessages: vi.fn(),
    watchContactMessage: vi.fn(),
    watchNewContactMessageCount: vi.fn(() => () => {}),
    setContactMessageStatus: vi.fn(),
    replyToContactMessage: vi.fn(),
  };
});

describe('/admin/contact-messages', () => {
  it('shows the inbox of contact-form messages to an admin', async () => {
    vi.mocked(watchContactMessages).mockImplementation((_status, _count, onData) => {
      onData({
        messages: [
          {
            id: 'm1',
            name: 'Sarah Thompson',
            email: 'sarah@example.co.uk',
            phone: null,
            topic: 'complaint',
            message: 'The plumber never came.',
            status: 'new',
            senderTag: 'ab12cd34',
            userAgent: '',
            createdAt: new Date('2026-11-22T14:05:00Z'),
            readAt: null,
            replies: [],
          },
        ],
        hasMore: false,
      });
      return () => {};
    });
    renderApp('/admin/contact-messages', { profile: makeProfile('admin') });
    expect(await findPageHeading()).toHaveTextContent('Contact messages');
    const list = await screen.findByRole('list', { name: 'Messages, newest first' });
    expect(within(list).getByRole('link', { name: /Sarah Thompson/ })).toHaveTextContent(
      'A complaint',
    );
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AreaLayout } from '@/app/layouts/area-layout';
import { watchUnreadMessageCount } from '@/features/conversations/api/conversations-data';
import { watchUnreadNotificationCount } from '@/features/notifications/api/notifications-data';
import { makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/notifications/api/notifications-data', () => ({
  UNREAD_COUNT_LIMIT: 100,
  watchUnreadNotificationCount: vi.fn(),
}));
vi.mock('@/features/conversations/api/conversations-data', () => ({
  watchUnreadMessageCount: vi.fn(),
}));

const mockedNotifications = vi.mocked(watchUnreadNotificationCount);
const mockedMessages = vi.mocked(watchUnreadMessageCount);
let pushMessages: (count: number) => void = () => undefined;

function serve(notifications: number, messages: number) {
  mockedNotifications.mockImplementation((_uid, onData) => {
    onData(notifications);
    return () => undefined;
  });
  mockedMessages.mockImplementation((_uid, onData) => {
    pushMessages = onData;
    onData(messages);
    return () => undefined;
  });
}

beforeEach(() => {
  mockedNotifications.mockReset();
  mockedMessages.mockReset();
});

describe('AreaLayout', () => {
  it('shows a company its unread notifications on the bell and unread messages on "Messages"', async () => {
    serve(3, 2);
    const profile = makeProfile('company');
    renderApp(<AreaLayout area="company" />, { profile, url: '/company' });

    const bell = await screen.findByRole('link', { name: '3 unread notifications' });
    expect(bell).toHaveAttribute('href', '/company/notifications');
    const nav = screen.getByRole('navigation', { name: 'Company area' });
    const messages = await within(nav).findByRole('link', {
      name: 'Messages, 2 unread messages',
    });
    expect(messages).toHaveAttribute('href', '/company/chat');
    expect(mockedNotifications).toHaveBeenCalledWith(
      profile.id,
      expect.any(Function),
      expect.any(Function),
    );
    expect(mockedMessages).toHaveBeenCalledWith(
      profile.id,
      expect.any(Function),
      expect.any(Function),
    );

    pushMessages(0);
    expect(await within(nav).findByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/company/chat',
    );
  });

  it('links a customer to their own pages', async () => {
    serve(1, 1);
    renderApp(<AreaLayout area="customer" />, {
      profile: makeProfile('customer'),
      url: '/customer',
    });

    expect(await screen.findByRole('link', { name: '1 unread notification' })).toHaveAttribute(
      'href',
      '/customer/notifications',
    );
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(
      await within(nav).findByRole('link', { name: 'Messages, 1 unread message' }),
    ).toHaveAttribute('href', '/customer/chat');
  });

  it('shows admins neither, and starts no listener for them', () => {
    serve(5, 5);
    renderApp(<AreaLayout area="admin" />, { profile: makeProfile('admin'), url: '/admin' });
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
    expect(mockedNotifications).not.toHaveBeenCalled();
    expect(mockedMessages).not.toHaveBeenCalled();
  });
});

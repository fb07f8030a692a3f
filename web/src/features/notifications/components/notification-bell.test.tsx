import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { watchUnreadNotificationCount } from '@/features/notifications/api/notifications-data';
import {
  NotificationBell,
  unreadNotificationsText,
} from '@/features/notifications/components/notification-bell';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/notifications/api/notifications-data', () => ({
  UNREAD_COUNT_LIMIT: 100,
  watchUnreadNotificationCount: vi.fn(),
}));
const mockedWatch = vi.mocked(watchUnreadNotificationCount);

function serve(count: number) {
  mockedWatch.mockImplementation((_uid, onData) => {
    onData(count);
    return () => undefined;
  });
}

beforeEach(() => {
  mockedWatch.mockReset();
});

describe('NotificationBell', () => {
  it('links to the notifications page and says how many are unread', async () => {
    serve(3);
    renderApp(<NotificationBell userId="acme" to="/company/notifications" />);
    const bell = await screen.findByRole('link', { name: '3 unread notifications' });
    expect(bell).toHaveAttribute('href', '/company/notifications');
    expect(bell).toHaveTextContent(/^3/);
    expect(mockedWatch).toHaveBeenCalledWith('acme', expect.any(Function), expect.any(Function));
  });

  it('shows no number when all are read, and 99+ past the limit', async () => {
    serve(0);
    const { unmount } = renderApp(<NotificationBell userId="acme" to="/company/notifications" />);
    expect(
      await screen.findByRole('link', { name: 'Notifications, none unread' }),
    ).not.toHaveTextContent(/\d/);
    unmount();
    serve(100);
    renderApp(<NotificationBell userId="acme" to="/company/notifications" />);
    expect(
      await screen.findByRole('link', { name: 'More than 99 unread notifications' }),
    ).toHaveTextContent(/^99\+/);
  });

  it('words the count for a screen reader', () => {
    expect(unreadNotificationsText(1)).toBe('1 unread notification');
    expect(unreadNotificationsText(42)).toBe('42 unread notifications');
  });
});

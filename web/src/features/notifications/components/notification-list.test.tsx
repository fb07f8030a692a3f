import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  markAllNotificationsRead,
  markNotificationRead,
  watchNotifications,
} from '@/features/notifications/api/notifications-data';
import { NotificationList } from '@/features/notifications/components/notification-list';
import type {
  AppNotification,
  NotificationPage,
} from '@/features/notifications/notification-types';

vi.mock('@/features/notifications/api/notifications-data', () => ({
  NOTIFICATIONS_PAGE_SIZE: 20,
  watchNotifications: vi.fn(),
  markNotificationRead: vi.fn(),
  markAllNotificationsRead: vi.fn(),
}));

const mockedWatch = vi.mocked(watchNotifications);
const mockedMarkOne = vi.mocked(markNotificationRead);
const mockedMarkAll = vi.mocked(markAllNotificationsRead);

function makeNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 'n1',
    userId: 'company-uid',
    type: 'new-lead',
    title: 'New lead: Plumber in LS6',
    body: 'A homeowner in LS6 needs a plumber within 2 days.',
    link: '/company/leads/quote-1_company-uid',
    readAt: null,
    createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000),
    ...overrides,
  };
}

let push: (page: NotificationPage) => void = () => undefined;

function serve(page: NotificationPage) {
  mockedWatch.mockImplementation((_userId, _count, onData) => {
    push = onData;
    onData(page);
    return () => undefined;
  });
}

function renderList() {
  const router = createMemoryRouter(
    [
      {
        path: '/company/notifications',
        element: <NotificationList userId="company-uid" emptyText="No notifications yet." />,
      },
      { path: '/company/leads/:id', element: <h1>Lead page</h1> },
      { path: '/company/chat', element: <h1>Messages</h1> },
    ],
    { initialEntries: ['/company/notifications'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  mockedWatch.mockReset();
  mockedMarkOne.mockReset().mockResolvedValue(undefined);
  mockedMarkAll.mockReset().mockResolvedValue(1);
});

describe('NotificationList', () => {
  it('lists notifications newest first, unread ones marked as such', async () => {
    serve({
      notifications: [
        makeNotification(),
        makeNotification({
          id: 'n2',
          title: 'New lead: Electrician in E14',
          link: '/company/leads/quote-2_company-uid',
          readAt: new Date(),
        }),
      ],
      hasMore: false,
    });
    renderList();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Unread: New lead: Plumber in LS6');
    expect(items[0]).toHaveTextContent('3 hours ago');
    expect(items[0]).toHaveClass('notifications__item--unread');
    expect(items[1]).not.toHaveTextContent('Unread');
    expect(items[1]).not.toHaveClass('notifications__item--unread');
    expect(screen.getByText('1 unread.')).toBeInTheDocument();
    expect(mockedWatch).toHaveBeenCalledWith(
      'company-uid',
      20,
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('marks a notification read when it is opened, and follows its link', async () => {
    serve({ notifications: [makeNotification()], hasMore: false });
    const { user, router } = renderList();
    await user.click(await screen.findByRole('link', { name: /New lead: Plumber in LS6/ }));
    expect(mockedMarkOne).toHaveBeenCalledWith('n1');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/company/leads/quote-1_company-uid'),
    );
  });

  it('says what each notification is about, and opens a message in its conversation', async () => {
    serve({
      notifications: [
        makeNotification({
          id: 'm1',
          type: 'new-message',
          title: 'Priya Shah sent you a message',
          link: '/company/chat?c=quote-1_company-uid',
        }),
        makeNotification({ id: 'a1', type: 'appointment-confirmed', title: 'Visit confirmed' }),
      ],
      hasMore: false,
    });
    const { user, router } = renderList();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Message/);
    expect(items[1]).toHaveTextContent(/^Appointment/);
    await user.click(screen.getByRole('link', { name: /Priya Shah sent you a message/ }));
    expect(mockedMarkOne).toHaveBeenCalledWith('m1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/chat'));
    expect(router.state.location.search).toBe('?c=quote-1_company-uid');
  });

  it('does not write again for a notification already read', async () => {
    serve({ notifications: [makeNotification({ readAt: new Date() })], hasMore: false });
    const { user } = renderList();
    await user.click(await screen.findByRole('link', { name: /New lead: Plumber in LS6/ }));
    expect(mockedMarkOne).not.toHaveBeenCalled();
  });

  it('marks all as read, and the live list shows it', async () => {
    serve({
      notifications: [makeNotification(), makeNotification({ id: 'n2', title: 'Second' })],
      hasMore: false,
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(mockedMarkAll).toHaveBeenCalledWith('company-uid');

    push({
      notifications: [
        makeNotification({ readAt: new Date() }),
        makeNotification({ id: 'n2', title: 'Second', readAt: new Date() }),
      ],
      hasMore: false,
    });
    expect(await screen.findByText('You have read all your notifications.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    for (const item of screen.getAllByRole('listitem')) {
      expect(within(item).queryByText(/Unread/)).not.toBeInTheDocument();
    }
  });

  it('never links outside the app', async () => {
    serve({ notifications: [makeNotification({ link: 'https://evil.example/' })], hasMore: false });
    renderList();
    expect(await screen.findByText(/New lead: Plumber in LS6/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    serve({ notifications: [], hasMore: false });
    renderList();
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });
});

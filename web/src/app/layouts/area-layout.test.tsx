import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AreaLayout } from '@/app/layouts/area-layout';
import { currentLinkOf, type AreaNavLink } from '@/app/layouts/area-nav-links';
import { watchUnreadMessageCount } from '@/features/conversations/api/conversations-data';
import { watchNewContactMessageCount } from '@/features/contact-inbox/api/contact-inbox-data';
import { watchNewLeadCount } from '@/features/leads/api/leads-data';
import { watchNewStickerOrderCount } from '@/features/stickers/api/stickers-data';
import { watchOpenTicketCount } from '@/features/support/api/support-data';
import { watchSubmittedCheckCount } from '@/features/verification/api/verification-data';
import { watchUnreadNotificationCount } from '@/features/notifications/api/notifications-data';
import { makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/notifications/api/notifications-data', () => ({
  UNREAD_COUNT_LIMIT: 100,
  watchUnreadNotificationCount: vi.fn(),
}));
vi.mock('@/features/conversations/api/conversations-data', () => ({
  watchUnreadMessageCount: vi.fn(),
}));
vi.mock('@/features/leads/api/leads-data', () => ({ watchNewLeadCount: vi.fn() }));
vi.mock('@/features/contact-inbox/api/contact-inbox-data', () => ({
  watchNewContactMessageCount: vi.fn(),
}));
vi.mock('@/features/support/api/support-data', () => ({ watchOpenTicketCount: vi.fn() }));
vi.mock('@/features/stickers/api/stickers-data', () => ({ watchNewStickerOrderCount: vi.fn() }));
vi.mock('@/features/verification/api/verification-data', () => ({
  watchSubmittedCheckCount: vi.fn(),
}));

const ADMIN_QUEUES = [
  vi.mocked(watchSubmittedCheckCount),
  vi.mocked(watchOpenTicketCount),
  vi.mocked(watchNewStickerOrderCount),
  vi.mocked(watchNewContactMessageCount),
];
const stopAdminQueue = vi.fn();

/** The admin queues' counts, in ADMIN_QUEUES' order. */
function serveAdminQueues(counts: readonly number[]) {
  ADMIN_QUEUES.forEach((watch, index) =>
    watch.mockImplementation((onData) => {
      onData(counts[index] ?? 0);
      return stopAdminQueue;
    }),
  );
}

const mockedNotifications = vi.mocked(watchUnreadNotificationCount);
const mockedMessages = vi.mocked(watchUnreadMessageCount);
const mockedNewLeads = vi.mocked(watchNewLeadCount);
let pushMessages: (count: number) => void = () => undefined;
let pushNewLeads: (count: number) => void = () => undefined;

function serve(notifications: number, messages: number, newLeads = 0) {
  mockedNewLeads.mockImplementation((_uid, onData) => {
    pushNewLeads = onData;
    onData(newLeads);
    return () => undefined;
  });
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
  mockedNewLeads.mockReset();
  for (const watch of ADMIN_QUEUES) watch.mockReset();
  stopAdminQueue.mockReset();
});

function groupOf(nav: HTMLElement, heading: string): string[] {
  const list = within(nav).getByRole('list', { name: heading });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('AreaLayout', () => {
  it('groups the company menu by what a tradesperson does, under real headings', async () => {
    serve(0, 0);
    renderApp(<AreaLayout area="company" />, { profile: makeProfile('company'), url: '/company' });

    const nav = await screen.findByRole('navigation', { name: 'Company menu' });
    expect(within(nav).getByRole('heading', { name: 'Work', level: 2 })).toBeInTheDocument();
    expect(groupOf(nav, 'Work')).toEqual([
      'Leads',
      'My leads',
      'Messages',
      'Appointments',
      'Customers',
    ]);
    expect(groupOf(nav, 'Money')).toContain('Card payments');
    expect(groupOf(nav, 'Presence')).toContain('Public profile');
    expect(groupOf(nav, 'Help')).toEqual(['Get set up', 'Tutorials', 'Support']);
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain('/company/invoices/new');
    expect(hrefs).not.toContain('/company/profile/delete-account');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('marks the page being shown, and the menu item a detail page belongs to', async () => {
    serve(0, 0);
    renderApp(<AreaLayout area="company" />, {
      profile: makeProfile('company'),
      url: '/company/leads/lead-1',
    });
    const nav = await screen.findByRole('navigation', { name: 'Company menu' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Leads']);
    const bar = screen.getByRole('navigation', { name: 'Company menu shortcuts' });
    expect(within(bar).getByRole('link', { name: 'Leads' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('puts the four most used pages and "Menu" in the phone bar', async () => {
    serve(0, 0);
    renderApp(<AreaLayout area="company" />, { profile: makeProfile('company'), url: '/company' });
    const bar = await screen.findByRole('navigation', { name: 'Company menu shortcuts' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/company/leads', '/company/chat', '/company/appointments', '/company/documents']);
    expect(within(bar).getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens the menu as a sheet: focus moves in, the page is inert, Escape closes it', async () => {
    serve(0, 0);
    const { user } = renderApp(<AreaLayout area="company" />, {
      profile: makeProfile('company'),
      url: '/company',
    });
    const bar = await screen.findByRole('navigation', { name: 'Company menu shortcuts' });
    const menu = within(bar).getByRole('button', { name: 'Menu' });
    menu.focus();
    await user.keyboard('{Enter}');

    const sheet = screen.getByRole('dialog', { name: 'Company menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(sheet).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');
    expect(bar).toHaveAttribute('inert');
    expect(within(sheet).getByRole('link', { name: 'Public profile' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    await waitFor(() => expect(menu).toHaveFocus());
  });

  it('closes the sheet with its button and when a page is chosen', async () => {
    serve(0, 0);
    const { user, router } = renderApp(<AreaLayout area="company" />, {
      profile: makeProfile('company'),
      url: '/company',
    });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(menu).toHaveFocus());

    await user.click(menu);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Get set up' }));
    expect(router.state.location.pathname).toBe('/company/onboarding');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a company its unread notifications on the bell and unread messages on "Messages"', async () => {
    serve(3, 2);
    const profile = makeProfile('company');
    renderApp(<AreaLayout area="company" />, { profile, url: '/company' });

    const bell = await screen.findByRole('link', { name: '3 unread notifications' });
    expect(bell).toHaveAttribute('href', '/company/notifications');
    const nav = screen.getByRole('navigation', { name: 'Company menu' });
    const messages = await within(nav).findByRole('link', {
      name: 'Messages, 2 unread messages',
    });
    expect(messages).toHaveAttribute('href', '/company/chat');
    const bar = screen.getByRole('navigation', { name: 'Company menu shortcuts' });
    expect(within(bar).getByRole('link', { name: 'Messages, 2 unread messages' })).toBeVisible();
    // One listener feeds the sidebar and the bar.
    expect(mockedMessages).toHaveBeenCalledTimes(1);
    expect(mockedMessages).toHaveBeenCalledWith(
      profile.id,
      expect.any(Function),
      expect.any(Function),
    );
    expect(mockedNotifications).toHaveBeenCalledWith(
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

  it('counts the leads waiting for a company\'s answer on "Leads", live', async () => {
    serve(0, 0, 4);
    const profile = makeProfile('company');
    renderApp(<AreaLayout area="company" />, { profile, url: '/company' });

    const nav = screen.getByRole('navigation', { name: 'Company menu' });
    expect(await within(nav).findByRole('link', { name: 'Leads, 4 new leads' })).toHaveAttribute(
      'href',
      '/company/leads',
    );
    const bar = screen.getByRole('navigation', { name: 'Company menu shortcuts' });
    expect(within(bar).getByRole('link', { name: 'Leads, 4 new leads' })).toBeVisible();
    expect(mockedNewLeads).toHaveBeenCalledTimes(1);
    expect(mockedNewLeads).toHaveBeenCalledWith(
      profile.id,
      expect.any(Function),
      expect.any(Function),
    );

    pushNewLeads(1);
    expect(await within(nav).findByRole('link', { name: 'Leads, 1 new lead' })).toBeVisible();
    pushNewLeads(120);
    const busy = await within(nav).findByRole('link', { name: 'Leads, 120 new leads' });
    expect(busy).toHaveTextContent('99+');
    pushNewLeads(0);
    expect(await within(nav).findByRole('link', { name: 'Leads' })).toBeVisible();
  });

  it('links a customer to their own pages, grouped', async () => {
    serve(1, 1);
    renderApp(<AreaLayout area="customer" />, {
      profile: makeProfile('customer'),
      url: '/customer/quotes',
    });

    expect(await screen.findByRole('link', { name: '1 unread notification' })).toHaveAttribute(
      'href',
      '/customer/notifications',
    );
    const nav = screen.getByRole('navigation', { name: 'Account menu' });
    expect(
      await within(nav).findByRole('link', { name: 'Messages, 1 unread message' }),
    ).toHaveAttribute('href', '/customer/chat');
    expect(groupOf(nav, 'Account')).toEqual(['Notifications', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Quote requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('groups the admin menu, and counts what waits in its queues, live', async () => {
    serve(5, 5);
    serveAdminQueues([3, 1, 0, 12]);
    const { unmount } = renderApp(<AreaLayout area="admin" />, {
      profile: makeProfile('admin'),
      url: '/admin',
    });
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(groupOf(nav, 'Money')).toContain('Fees');
    expect(
      await within(nav).findByRole('link', { name: 'Companies, 3 checks to review' }),
    ).toHaveAttribute('href', '/admin/companies');
    expect(within(nav).getByRole('link', { name: 'Support, 1 open ticket' })).toHaveAttribute(
      'href',
      '/admin/support',
    );
    expect(
      within(nav).getByRole('link', { name: 'Contact messages, 12 new messages' }),
    ).toHaveAttribute('href', '/admin/contact-messages');
    // Nothing waiting: no number.
    expect(within(nav).getByRole('link', { name: 'Sticker requests' })).toBeVisible();
    // Admins have no messages or notifications of their own.
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
    expect(mockedNotifications).not.toHaveBeenCalled();
    expect(mockedMessages).not.toHaveBeenCalled();
    expect(mockedNewLeads).not.toHaveBeenCalled();

    unmount();
    expect(stopAdminQueue).toHaveBeenCalledTimes(4);
  });

  it('a company starts no admin listener', async () => {
    serve(0, 0);
    serveAdminQueues([1, 1, 1, 1]);
    renderApp(<AreaLayout area="company" />, { profile: makeProfile('company'), url: '/company' });
    await screen.findByRole('navigation', { name: 'Company menu' });
    for (const watch of ADMIN_QUEUES) expect(watch).not.toHaveBeenCalled();
  });

  it('hides the menus behind a notice', () => {
    serve(0, 0);
    renderApp(<AreaLayout area="admin" notice={<p>Administrators only</p>} />, {
      profile: makeProfile('customer'),
      url: '/admin',
    });
    expect(screen.getByText('Administrators only')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('currentLinkOf', () => {
  const links: AreaNavLink[] = [
    { name: 'company', to: '/company', label: 'Dashboard' },
    { name: 'companyProfile', to: '/company/profile', label: 'Company profile' },
    { name: 'companyInvoices', to: '/company/invoices', label: 'Invoices' },
  ];

  it('prefers the exact page, then the deepest page the path lies below, never the home', () => {
    expect(currentLinkOf(links, '/company')).toBe('/company');
    expect(currentLinkOf(links, '/company/invoices/new')).toBe('/company/invoices');
    expect(currentLinkOf(links, '/company/profile/')).toBe('/company/profile');
    expect(currentLinkOf(links, '/company/leads/1')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { watchSupportQueue } from '@/features/support/api/support-data';
import { makeTicket } from '@/features/support/testing/make-support';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/support/api/support-data', () => ({
  // The menu's live count (app/layouts/menu-counts.ts).
  watchOpenTicketCount: vi.fn(() => () => undefined),
  SUPPORT_PAGE_SIZE: 20,
  SUPPORT_REPLIES_PAGE_SIZE: 50,
  watchSupportQueue: vi.fn(),
  watchTicket: vi.fn(),
  watchReplies: vi.fn(),
}));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(watchSupportQueue).mockImplementation((_uid, _filters, _count, onData) => {
    onData({ tickets: [makeTicket({ requesterName: 'Zenith Electrical' })], hasMore: false });
    return () => {};
  });
});

describe('/admin/support', () => {
  it('shows the open queue to the signed-in admin', async () => {
    renderApp('/admin/support', { profile: makeProfile('admin', { id: 'admin-uid' }) });
    expect(await findPageHeading()).toHaveTextContent('Support');
    expect(await screen.findByRole('link', { name: /Zenith Electrical/ })).toBeInTheDocument();
    expect(vi.mocked(watchSupportQueue).mock.calls[0]![0]).toBe('admin-uid');
    expect(vi.mocked(watchSupportQueue).mock.calls[0]![1].status).toBe('open');
  });
});

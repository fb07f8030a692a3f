import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import { watchMyTickets } from '@/features/support/api/support-data';
import { makeTicket } from '@/features/support/testing/make-support';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock('@/features/support/api/support-data', () => ({
  // The menu's live count (app/layouts/menu-counts.ts).
  watchOpenTicketCount: vi.fn(() => () => undefined),
  SUPPORT_PAGE_SIZE: 20,
  SUPPORT_REPLIES_PAGE_SIZE: 50,
  watchMyTickets: vi.fn(),
  watchTicket: vi.fn(),
  watchReplies: vi.fn(),
}));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchSubscription).mockResolvedValue(
    makeSubscription({ currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) }),
  );
  vi.mocked(watchMyTickets).mockImplementation((_uid, _count, onData) => {
    onData({ tickets: [makeTicket()], hasMore: false });
    return () => {};
  });
});

describe('/company/support', () => {
  it('lists the signed-in company’s own tickets', async () => {
    renderApp('/company/support', { profile: makeProfile('company', { id: 'company-uid' }) });
    expect(await findPageHeading()).toHaveTextContent('Support');
    expect(
      await screen.findByRole('link', { name: /My lead allowance has not reset/ }),
    ).toBeInTheDocument();
    expect(vi.mocked(watchMyTickets).mock.calls[0]![0]).toBe('company-uid');
  });
});

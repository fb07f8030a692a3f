import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  getLeadAllowance,
  watchLeads,
  type WatchLeadsOptions,
} from '@/features/leads/api/leads-data';
import { LeadsBoard } from '@/features/leads/components/leads-board';
import type { LeadPage } from '@/features/leads/lead-types';
import { makeAllowance } from '@/features/leads/testing/make-allowance';
import { makeLead } from '@/features/leads/testing/make-lead';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/leads/api/leads-data', () => ({
  LEADS_PAGE_SIZE: 20,
  watchLeads: vi.fn(),
  getLeadAllowance: vi.fn(),
}));

const mockedWatch = vi.mocked(watchLeads);
const mockedAllowance = vi.mocked(getLeadAllowance);
const stop = vi.fn();

const allowance = makeAllowance;

/** Every listener answers with `page` straight away, as a snapshot from the cache would. */
function answerWith(page: LeadPage) {
  mockedWatch.mockImplementation((_companyId, _options, onData) => {
    onData(page);
    return stop;
  });
}

function lastOptions(): WatchLeadsOptions {
  return mockedWatch.mock.calls.at(-1)![1];
}

const SERVICES = [
  { slug: 'plumber', name: 'Plumber' },
  { slug: 'electrician', name: 'Electrician' },
];

function renderBoard() {
  return renderApp(
    <LeadsBoard
      companyId="company-uid"
      services={SERVICES}
      leadHref={(lead) => `/company/leads/${lead.id}`}
      myLeadsHref="/company/my-leads"
    />,
    { url: '/company/leads' },
  );
}

beforeEach(() => {
  mockedWatch.mockReset();
  mockedAllowance.mockReset();
  stop.mockReset();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:00:00Z') });
  return () => vi.useRealTimers();
});

describe('LeadsBoard', () => {
  it('lists new leads with the area, timing, budget, age, distance and what accepting costs', async () => {
    mockedAllowance.mockResolvedValue(allowance());
    answerWith({
      leads: [
        makeLead({ routedToCompany: true }),
        makeLead({
          id: 'quote-2_company-uid',
          serviceName: 'Electrician',
          postcodeDistrict: 'E14',
          timing: 'emergency',
          budget: 'under-250',
          distanceMiles: null,
          createdAt: new Date('2026-11-21T11:00:00Z'),
        }),
      ],
      hasMore: false,
    });
    renderBoard();

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Plumber in LS6' })).toHaveAttribute(
      'href',
      '/company/leads/quote-1_company-uid',
    );
    expect(items[0]).toHaveTextContent('Within 2 days');
    expect(items[0]).toHaveTextContent('£250 to £1,000');
    expect(items[0]).toHaveTextContent('2 hours ago');
    expect(items[0]).toHaveTextContent('3.4 miles away');
    expect(first.getByText('Asked for you')).toBeInTheDocument();
    expect(
      await first.findByText('Included in your plan: 7 of 10 leads left this period.'),
    ).toBeInTheDocument();

    expect(items[1]).toHaveTextContent('Emergency: as soon as possible');
    expect(items[1]).toHaveTextContent('Under £250');
    expect(items[1]).toHaveTextContent('2 days ago');
    expect(items[1]).toHaveTextContent('Distance not known');
    expect(within(items[1]!).queryByText('Asked for you')).not.toBeInTheDocument();
    // Only the outward code is ever shown before acceptance.
    expect(items[1]).toHaveTextContent('E14');

    expect(mockedWatch).toHaveBeenCalledWith(
      'company-uid',
      expect.objectContaining({ status: 'new', service: '', timing: '', count: 20 }),
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('says when the allowance is used up', async () => {
    mockedAllowance.mockResolvedValue(allowance({ used: 10, remaining: 0 }));
    answerWith({ leads: [makeLead()], hasMore: false });
    renderBoard();
    const item = (await screen.findAllByRole('listitem'))[0]!;
    expect(
      await within(item).findByText(
        'You have used all 10 leads in your plan this period. It renews on 22 December 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('offers extra leads at the plan price once the allowance is spent', async () => {
    mockedAllowance.mockResolvedValue(
      allowance({ used: 10, remaining: 0, extra: { enabled: true, spentPence: 600 } }),
    );
    answerWith({ leads: [makeLead()], hasMore: false });
    renderBoard();
    expect(
      await screen.findByText(
        'Extra leads are on: each lead you accept now costs £6 + VAT, added to your next invoice. £6 of your £50 monthly limit spent.',
      ),
    ).toBeInTheDocument();
    const item = (await screen.findAllByRole('listitem'))[0]!;
    expect(within(item).getByText('Extra lead: £6 + VAT to accept.')).toBeInTheDocument();
  });

  it('points to Billing when the allowance is spent and extra leads are off', async () => {
    mockedAllowance.mockResolvedValue(allowance({ used: 10, remaining: 0 }));
    answerWith({ leads: [makeLead()], hasMore: false });
    renderBoard();
    const notice = await screen.findByText(/Extra leads are off/);
    expect(within(notice).getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/company/billing',
    );
  });

  it('listens again with each filter and stops the previous listener', async () => {
    mockedAllowance.mockResolvedValue(allowance());
    answerWith({ leads: [makeLead()], hasMore: false });
    const { user } = renderBoard();
    await screen.findAllByRole('listitem');
    vi.useRealTimers();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'electrician');
    await waitFor(() =>
      expect(lastOptions()).toMatchObject({ status: 'new', service: 'electrician' }),
    );
    expect(stop).toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'When' }), 'emergency');
    await waitFor(() =>
      expect(lastOptions()).toMatchObject({ service: 'electrician', timing: 'emergency' }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Accepted');
    await waitFor(() => expect(lastOptions()).toMatchObject({ status: 'accepted' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Any status');
    await waitFor(() => expect(lastOptions()).toMatchObject({ status: '' }));
  });

  it('shows more leads by listening to a longer list', async () => {
    mockedAllowance.mockResolvedValue(allowance());
    answerWith({ leads: [makeLead()], hasMore: true });
    const { user } = renderBoard();
    await screen.findAllByRole('listitem');
    vi.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(lastOptions().count).toBe(40));
  });

  it('is honest when there are no new leads, and points to accepted ones', async () => {
    mockedAllowance.mockResolvedValue(allowance());
    answerWith({ leads: [], hasMore: false });
    renderBoard();
    expect(await screen.findByText(/No new leads right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My leads' })).toHaveAttribute(
      'href',
      '/company/my-leads',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('offers to try again when the leads cannot be read', async () => {
    mockedAllowance.mockResolvedValue(allowance());
    mockedWatch.mockImplementationOnce((_companyId, _options, _onData, onError) => {
      onError(new Error('unavailable'));
      return stop;
    });
    answerWith({ leads: [], hasMore: false });
    const { user } = renderBoard();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your leads.');
    vi.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No new leads right now/)).toBeInTheDocument();
  });
});

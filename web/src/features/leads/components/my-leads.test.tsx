import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { FirstReplyFacts } from '@fixwell/common/lead/first-reply-rules';

import {
  watchAwaitingFirstMessage,
  watchLead,
  watchLeadFirstReply,
  watchLeads,
} from '@/features/leads/api/leads-data';
import { MyLeadView } from '@/features/leads/components/my-lead-view';
import { MyLeadsList } from '@/features/leads/components/my-leads-list';
import { makeLead } from '@/features/leads/testing/make-lead';
import type { Lead } from '@/features/leads/lead-types';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/leads/api/leads-data', () => ({
  LEADS_PAGE_SIZE: 20,
  watchLeads: vi.fn(),
  watchLead: vi.fn(),
  watchLeadFirstReply: vi.fn(),
  watchAwaitingFirstMessage: vi.fn(),
}));

const mockedWatchLeads = vi.mocked(watchLeads);
const mockedWatchLead = vi.mocked(watchLead);
const mockedWatchFirstReply = vi.mocked(watchLeadFirstReply);
const mockedWatchAwaiting = vi.mocked(watchAwaitingFirstMessage);

function serveAwaiting(acceptedAt: Record<string, Date>) {
  mockedWatchAwaiting.mockImplementation((_id, onData) => {
    onData(acceptedAt);
    return () => undefined;
  });
}

function serveFirstReply(facts: FirstReplyFacts | null) {
  mockedWatchFirstReply.mockImplementation((_id, onData) => {
    onData(facts);
    return () => undefined;
  });
}

const ACCEPTED = makeLead({
  status: 'accepted',
  respondedAt: new Date('2026-11-22T09:30:00Z'),
  customer: {
    name: 'Priya Shah',
    email: 'priya@example.co.uk',
    phone: '07700 900123',
    postcode: 'LS6 2AB',
  },
});

beforeEach(() => {
  mockedWatchLeads.mockReset();
  mockedWatchLead.mockReset();
  mockedWatchFirstReply.mockReset();
  serveFirstReply(null);
  mockedWatchAwaiting.mockReset();
  serveAwaiting({});
});

describe('MyLeadsList', () => {
  it('lists accepted leads with the customer, contact details, service, area and date', async () => {
    mockedWatchLeads.mockImplementation((_id, _options, onData) => {
      onData({ leads: [ACCEPTED], hasMore: false });
      return () => undefined;
    });
    renderApp(
      <MyLeadsList
        companyId="company-uid"
        myLeadHref={(id) => `/company/my-leads/view-${id}`}
        leadsHref="/company/leads"
      />,
    );
    const item = (await screen.findAllByRole('listitem'))[0]!;
    expect(within(item).getByRole('link', { name: 'Priya Shah: Plumber in LS6' })).toHaveAttribute(
      'href',
      '/company/my-leads/view-quote-1_company-uid',
    );
    expect(within(item).getByRole('link', { name: '07700 900123' })).toHaveAttribute(
      'href',
      'tel:07700900123',
    );
    expect(within(item).getByRole('link', { name: 'priya@example.co.uk' })).toBeInTheDocument();
    expect(item).toHaveTextContent('22 November 2026');
    expect(mockedWatchLeads).toHaveBeenCalledWith(
      'company-uid',
      expect.objectContaining({ status: 'accepted', orderByField: 'respondedAt' }),
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('gives the first-message deadline of the leads still waiting for one', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z'), toFake: ['Date'] });
    serveAwaiting({ [ACCEPTED.id]: new Date('2026-11-22T09:30:00Z') });
    mockedWatchLeads.mockImplementation((_id, _options, onData) => {
      onData({ leads: [ACCEPTED, { ...ACCEPTED, id: 'quote-2_company-uid' }], hasMore: false });
      return () => undefined;
    });
    renderApp(
      <MyLeadsList companyId="company-uid" myLeadHref={(id) => id} leadsHref="/company/leads" />,
    );
    const [waiting, written] = await screen.findAllByRole('listitem');
    expect(waiting).toHaveTextContent('Write to the customer by 9:30am on 23 November 2026.');
    expect(written).not.toHaveTextContent('Write to the customer');
    expect(mockedWatchAwaiting).toHaveBeenCalledWith(
      'company-uid',
      expect.any(Function),
      expect.any(Function),
    );
    vi.useRealTimers();
  });

  it('marks a lead credited back under the first-reply promise', async () => {
    const credited = makeLead({
      ...ACCEPTED,
      credit: {
        reason: 'customer-never-read',
        at: new Date('2026-11-24T09:30:00Z'),
        allowanceRestored: true,
      },
    });
    mockedWatchLeads.mockImplementation((_id, _options, onData) => {
      onData({ leads: [credited, { ...ACCEPTED, id: 'quote-2_company-uid' }], hasMore: false });
      return () => undefined;
    });
    renderApp(
      <MyLeadsList companyId="company-uid" myLeadHref={(id) => id} leadsHref="/company/leads" />,
    );
    const [first, second] = await screen.findAllByRole('listitem');
    expect(first).toHaveTextContent('Credited back');
    expect(second).not.toHaveTextContent('Credited back');
  });

  it('explains where leads come from when none are accepted yet', async () => {
    mockedWatchLeads.mockImplementation((_id, _options, onData) => {
      onData({ leads: [], hasMore: false });
      return () => undefined;
    });
    renderApp(
      <MyLeadsList companyId="company-uid" myLeadHref={(id) => id} leadsHref="/company/leads" />,
    );
    expect(await screen.findByText(/You have not accepted any leads yet/)).toBeInTheDocument();
  });
});

describe('MyLeadView', () => {
  it('shows the contact details and the whole job of an accepted lead', async () => {
    mockedWatchLead.mockImplementation((_id, onData) => {
      onData(ACCEPTED);
      return () => undefined;
    });
    renderApp(
      <MyLeadView
        leadId={ACCEPTED.id}
        useQuestions={() => []}
        myLeadsHref="/company/my-leads"
        leadHref={(id) => `/company/leads/${id}`}
      />,
    );
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Priya Shah');
    expect(customer).toHaveTextContent('LS6 2AB');
    expect(screen.getByRole('region', { name: 'The job' })).toHaveTextContent(
      'Water is dripping through the kitchen ceiling',
    );
  });

  it('does not pretend a lead not yet accepted is one', async () => {
    mockedWatchLead.mockImplementation((_id, onData) => {
      onData(makeLead());
      return () => undefined;
    });
    renderApp(
      <MyLeadView
        leadId="quote-1_company-uid"
        useQuestions={() => []}
        myLeadsHref="/company/my-leads"
        leadHref={(id) => `/company/leads/${id}`}
      />,
    );
    expect(await screen.findByText(/You have not accepted this lead/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the lead' })).toHaveAttribute(
      'href',
      '/company/leads/quote-1_company-uid',
    );
  });

  function renderView() {
    mockedWatchLead.mockImplementation((_id, onData) => {
      onData(ACCEPTED);
      return () => undefined;
    });
    renderApp(
      <MyLeadView
        leadId={ACCEPTED.id}
        useQuestions={() => []}
        myLeadsHref="/company/my-leads"
        leadHref={(id) => `/company/leads/${id}`}
        chatHref={(id) => `/company/chat?c=${id}`}
      />,
    );
  }

  it('gives the deadline for the first message, 24 hours after accepting, with a way to write', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z'), toFake: ['Date'] });
    serveFirstReply({
      acceptedAt: new Date('2026-11-22T09:30:00Z'),
      firstCompanyMessageAt: null,
      leadCredit: null,
    });
    renderView();
    const notice = await screen.findByRole('region', { name: 'First message' });
    expect(notice).toHaveTextContent('Write to the customer by 9:30am on 23 November 2026.');
    expect(within(notice).getByRole('link', { name: 'Write to the customer' })).toHaveAttribute(
      'href',
      `/company/chat?c=${ACCEPTED.id}`,
    );
    vi.useRealTimers();
  });

  it('says when the deadline has passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    serveFirstReply({
      acceptedAt: new Date('2026-11-22T09:30:00Z'),
      firstCompanyMessageAt: null,
      leadCredit: null,
    });
    renderView();
    expect(await screen.findByRole('region', { name: 'First message' })).toHaveTextContent(
      'Your first message was due by 9:30am on 23 November 2026.',
    );
    vi.useRealTimers();
  });

  it('says how quickly the company replied once it has', async () => {
    serveFirstReply({
      acceptedAt: new Date('2026-11-22T09:30:00Z'),
      firstCompanyMessageAt: new Date('2026-11-22T12:40:00Z'),
      leadCredit: null,
    });
    renderView();
    const notice = await screen.findByRole('region', { name: 'First message' });
    expect(notice).toHaveTextContent('You first wrote to the customer 3 hours after accepting.');
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  /** The page of an accepted lead the first-reply promise credited back. */
  function renderCredited(lead: Partial<Lead>) {
    mockedWatchLead.mockImplementation((_id, onData) => {
      onData(makeLead({ ...ACCEPTED, ...lead }));
      return () => undefined;
    });
    renderApp(
      <MyLeadView
        leadId={ACCEPTED.id}
        useQuestions={() => []}
        myLeadsHref="/company/my-leads"
        leadHref={(id) => `/company/leads/${id}`}
      />,
    );
  }

  it('shows a credited-back lead with the reason and what happened to the allowance', async () => {
    renderCredited({
      credit: {
        reason: 'company-never-wrote',
        at: new Date('2026-11-24T09:30:00Z'),
        allowanceRestored: false,
      },
    });
    const notice = await screen.findByRole('region', { name: /First message/ });
    expect(notice).toHaveTextContent('Credited back');
    expect(notice).toHaveTextContent(
      'because you did not write to the customer within 48 hours of accepting',
    );
    expect(notice).toHaveTextContent(
      'It did not go back to your allowance, because it was accepted in an earlier billing period.',
    );
    // The company keeps the customer's details.
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('Priya Shah');
  });

  it('says an extra lead credited back was refunded, how much and when', async () => {
    renderCredited({
      acceptedAs: 'extra',
      credit: {
        reason: 'customer-never-read',
        at: new Date('2026-11-24T09:30:00Z'),
        allowanceRestored: false,
        refund: { status: 'refunded', amountPence: 800, at: new Date('2026-11-24T10:00:00Z') },
      },
    });
    const notice = await screen.findByRole('region', { name: /First message/ });
    expect(notice).toHaveTextContent(
      'It was an extra lead, so its £8.00 charge was refunded to the card that paid it on 24 November 2026',
    );
  });
});

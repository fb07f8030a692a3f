import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { watchLead, watchLeads } from '@/features/leads/api/leads-data';
import { MyLeadView } from '@/features/leads/components/my-lead-view';
import { MyLeadsList } from '@/features/leads/components/my-leads-list';
import { makeLead } from '@/features/leads/testing/make-lead';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/leads/api/leads-data', () => ({
  LEADS_PAGE_SIZE: 20,
  watchLeads: vi.fn(),
  watchLead: vi.fn(),
}));

const mockedWatchLeads = vi.mocked(watchLeads);
const mockedWatchLead = vi.mocked(watchLead);

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
});

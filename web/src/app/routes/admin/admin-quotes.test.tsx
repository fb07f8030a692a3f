import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { AdminQuote } from '@/features/admin-quotes/admin-quote';
import { fetchAdminQuotes, fetchQuoteLeads } from '@/features/admin-quotes/api/admin-quotes-data';
import { AdminQuoteDetail } from '@/features/admin-quotes/components/admin-quote-detail';
import { QuoteProgress } from '@/features/quote-request/components/quote-progress';
import type { QuotesCursor } from '@/lib/quotes/quotes-data';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/admin-quotes/api/admin-quotes-data', () => ({
  fetchAdminQuotes: vi.fn(),
  fetchAdminQuote: vi.fn(),
  fetchQuoteLeads: vi.fn(),
}));
const mockedFetchQuotes = vi.mocked(fetchAdminQuotes);
const mockedFetchLeads = vi.mocked(fetchQuoteLeads);

const CREATED = new Date('2026-11-22T09:30:00Z');
const admin = makeProfile('admin');

function makeQuote(overrides: Partial<AdminQuote> = {}): AdminQuote {
  return {
    id: 'q-1',
    service: 'plumber',
    serviceName: 'Plumber',
    answers: { 'water-escaping': 'No' },
    timing: 'emergency',
    budget: 'under-250',
    description: 'Water is coming through the kitchen ceiling from the bathroom.',
    postcode: 'LS6 2AB',
    postcodeDistrict: 'LS6',
    propertyType: 'flat',
    contact: { name: 'Priya Shah', email: 'priya@example.co.uk', phone: '07700 900123' },
    customerId: null,
    company: null,
    source: 'web',
    status: 'received',
    timeline: [{ status: 'received', at: CREATED }],
    matches: [],
    matchedAt: null,
    noMatchReason: null,
    createdAt: CREATED,
    ...overrides,
  };
}

function match(
  id: string,
  status: 'offered' | 'accepted' | 'declined',
  overrides: Partial<AdminQuote['matches'][number]> = {},
): AdminQuote['matches'][number] {
  return {
    companyId: id,
    leadId: `q-1_${id}`,
    businessName: `Company ${id}`,
    slug: `company-${id}`,
    rating: 4.5,
    reviewCount: 8,
    status,
    respondedAt: status === 'offered' ? null : new Date('2026-11-23T10:00:00Z'),
    ...overrides,
  };
}

beforeEach(() => {
  mockedFetchQuotes.mockReset();
  mockedFetchLeads.mockReset();
});

const table = () => screen.findByRole('table', { name: 'Quote requests, newest first' });

describe('/admin/quotes', () => {
  it('lists every request with its service, area, customer, date, status and matches', async () => {
    mockedFetchQuotes.mockResolvedValue({
      quotes: [
        makeQuote({
          id: 'q-new',
          status: 'accepted',
          matches: [match('a', 'accepted'), match('b', 'declined'), match('c', 'offered')],
        }),
        makeQuote({
          id: 'q-old',
          serviceName: 'Electrician',
          postcodeDistrict: 'BT7',
          contact: { name: 'Sam Lee', email: 'sam@example.co.uk', phone: '07700 900456' },
          status: 'no-match',
          createdAt: new Date('2026-11-20T12:00:00Z'),
        }),
      ],
      next: null,
    });

    renderApp('/admin/quotes', { profile: admin });

    expect(await findPageHeading()).toHaveTextContent('Quote requests');
    const rows = within(await table()).getAllByRole('row');
    expect(
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Service', 'Area', 'Customer', 'Created', 'Status', 'Matches'],
      ['Plumber', 'LS6', 'Priya Shah', '22 November 2026', 'Accepted', '3 (1 accepted)'],
      ['Electrician', 'BT7', 'Sam Lee', '20 November 2026', 'No match', 'None'],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Plumber' })).toHaveAttribute(
      'href',
      '/admin/quotes/q-new',
    );
    expect(mockedFetchQuotes).toHaveBeenCalledWith({}, null);
  });

  it('filters by status, service and source through the URL, unmatched first', async () => {
    mockedFetchQuotes.mockResolvedValue({ quotes: [makeQuote()], next: null });
    const { user, router } = renderApp('/admin/quotes', { profile: admin });
    await table();

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'No match', 'Received', 'Matched', 'Accepted', 'Closed']);

    mockedFetchQuotes.mockResolvedValue({ quotes: [], next: null });
    await user.selectOptions(status, 'no-match');
    await waitFor(() =>
      expect(mockedFetchQuotes).toHaveBeenLastCalledWith({ status: 'no-match' }, null),
    );
    expect(router.state.location.search).toBe('?status=no-match');
    expect(
      await screen.findByText(/No unmatched quote requests: matching has found companies/),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'plumber');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'widget');
    await waitFor(() =>
      expect(mockedFetchQuotes).toHaveBeenLastCalledWith(
        { status: 'no-match', service: 'plumber', source: 'widget' },
        null,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue(''));
  });

  it('opens with the filters a link carries, ignoring unknown values', async () => {
    mockedFetchQuotes.mockResolvedValue({
      quotes: [makeQuote({ status: 'no-match' })],
      next: null,
    });
    renderApp('/admin/quotes?status=no-match&source=carrier-pigeon', { profile: admin });
    await table();
    expect(mockedFetchQuotes).toHaveBeenCalledWith({ status: 'no-match' }, null);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('no-match');
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveValue('');
  });

  it('shows more on request', async () => {
    const cursor = { id: 'q-1' } as unknown as QuotesCursor;
    mockedFetchQuotes.mockImplementation(async (_filters, after) =>
      after
        ? { quotes: [makeQuote({ id: 'q-2', serviceName: 'Roofer' })], next: null }
        : { quotes: [makeQuote()], next: cursor },
    );
    const { user } = renderApp('/admin/quotes', { profile: admin });
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Roofer' })).toBeInTheDocument();
    expect(mockedFetchQuotes).toHaveBeenLastCalledWith({}, cursor);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when the requests cannot be loaded', async () => {
    mockedFetchQuotes.mockRejectedValue(new Error('permission-denied'));
    renderApp('/admin/quotes', { profile: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the quote requests.',
    );
  });
});

function renderDetail(quote: AdminQuote | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const query = {
    isPending: false,
    isError: false,
    data: quote,
  } as UseQueryResult<AdminQuote | null>;
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminQuoteDetail
          query={query}
          questionLabels={{ 'water-escaping': 'Is water escaping right now?' }}
          renderProgress={(view) => (
            <QuoteProgress view={view} label="Progress of the request" summary={false} />
          )}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/admin/quotes/:id', () => {
  it("shows the customer, the job, each company's answer with its decline reason, and the timeline", async () => {
    mockedFetchLeads.mockResolvedValue({
      'q-1_a': {
        status: 'accepted',
        declineReason: null,
        declineNote: null,
        distanceMiles: 2.4,
        routedToCompany: false,
      },
      'q-1_b': {
        status: 'declined',
        declineReason: 'too-busy',
        declineNote: 'Booked up until January.',
        distanceMiles: 11,
        routedToCompany: false,
      },
    });
    renderDetail(
      makeQuote({
        status: 'accepted',
        customerId: 'cust-1',
        source: 'widget',
        company: 'acme-plumbing',
        matchedAt: CREATED,
        timeline: [
          { status: 'received', at: CREATED },
          { status: 'matched', at: CREATED },
          { status: 'accepted', at: new Date('2026-11-23T10:00:00Z') },
        ],
        matches: [
          match('a', 'accepted', { businessName: 'Acme Plumbing', slug: 'acme-plumbing' }),
          match('b', 'declined', { businessName: 'Busy Boilers' }),
        ],
      }),
    );

    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Priya Shah');
    expect(within(customer).getByRole('link', { name: 'priya@example.co.uk' })).toHaveAttribute(
      'href',
      'mailto:priya@example.co.uk',
    );
    expect(within(customer).getByRole('link', { name: '07700 900123' })).toHaveAttribute(
      'href',
      'tel:07700900123',
    );
    expect(customer).toHaveTextContent('Linked to customer account cust-1');

    const request = screen.getByRole('region', { name: 'Request' });
    expect(request).toHaveTextContent('Is water escaping right now?No');
    expect(request).toHaveTextContent('Emergency: as soon as possible');
    expect(request).toHaveTextContent('Under £250');
    expect(request).toHaveTextContent('Flat or maisonette');
    expect(request).toHaveTextContent('LS6 2AB');
    expect(request).toHaveTextContent('Company widget');
    expect(request).toHaveTextContent('Water is coming through the kitchen ceiling');

    const matching = screen.getByRole('region', { name: 'Matching' });
    expect(mockedFetchLeads).toHaveBeenCalledWith(['q-1_a', 'q-1_b']);
    const rows = within(matching).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Acme Plumbing' })).toHaveAttribute(
      'href',
      '/company/profile/acme-plumbing',
    );
    expect(rows[1]).toHaveTextContent('Accepted');
    expect(rows[1]).toHaveTextContent('23 November 2026');
    await waitFor(() => expect(rows[1]).toHaveTextContent('2.4 miles'));
    expect(rows[2]).toHaveTextContent('Busy Boilers');
    expect(rows[2]).toHaveTextContent('Declined');
    expect(rows[2]).toHaveTextContent('I am too busy at the moment: Booked up until January.');

    expect(screen.getByRole('list', { name: 'Progress of the request' })).toHaveTextContent(
      'Accepted',
    );
  });

  it('makes an unmatched request plain, with the reason matching recorded', () => {
    renderDetail(
      makeQuote({
        status: 'no-match',
        matchedAt: CREATED,
        noMatchReason: 'No subscribed company covers LS for plumber.',
      }),
    );
    const matching = screen.getByRole('region', { name: 'Matching' });
    expect(matching).toHaveTextContent(
      'Matching found no company for this request on 22 November 2026, so nobody has received it.',
    );
    expect(matching).toHaveTextContent('No subscribed company covers LS for plumber.');
    expect(within(matching).queryByRole('table')).toBeNull();
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent(
      'Guest: not linked to an account',
    );
  });

  it('says so when there is no such request', () => {
    renderDetail(null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quote request not found');
    expect(screen.getByRole('link', { name: 'All quote requests' })).toHaveAttribute(
      'href',
      '/admin/quotes',
    );
  });
});

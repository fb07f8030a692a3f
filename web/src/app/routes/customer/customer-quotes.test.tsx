import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  callClaimGuestQuotes,
  fetchCustomerQuotes,
} from '@/features/customer-quotes/api/customer-quotes-data';
import { CustomerQuoteDetail } from '@/features/customer-quotes/components/customer-quote-detail';
import type { CustomerQuote } from '@/features/customer-quotes/customer-quote';
import { QuoteProgress } from '@/features/quote-request/components/quote-progress';
import type { QuotesCursor } from '@/lib/quotes/quotes-data';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/customer-quotes/api/customer-quotes-data', () => ({
  fetchCustomerQuotes: vi.fn(),
  fetchCustomerQuote: vi.fn(),
  callClaimGuestQuotes: vi.fn(),
}));
const mockedFetchQuotes = vi.mocked(fetchCustomerQuotes);
const mockedClaim = vi.mocked(callClaimGuestQuotes);

const CREATED = new Date('2026-11-22T09:30:00Z');

function makeQuote(overrides: Partial<CustomerQuote> = {}): CustomerQuote {
  return {
    id: 'q-1',
    service: 'plumber',
    serviceName: 'Plumber',
    answers: { 'water-escaping': 'No', rooms: ['Kitchen', 'Bathroom'] },
    timing: 'within-2-days',
    budget: '250-1000',
    description: 'The kitchen tap drips all night and the washer looks worn.',
    postcode: 'LS6 2AB',
    postcodeDistrict: 'LS6',
    propertyType: 'house',
    status: 'received',
    timeline: [{ status: 'received', at: CREATED }],
    matches: [],
    createdAt: CREATED,
    ...overrides,
  };
}

function company(
  id: string,
  status: 'offered' | 'accepted' | 'declined',
  overrides: Partial<CustomerQuote['matches'][number]> = {},
): CustomerQuote['matches'][number] {
  return {
    companyId: id,
    businessName: `Company ${id}`,
    slug: `company-${id}`,
    rating: 4.8,
    reviewCount: 12,
    badges: [],
    status,
    ...overrides,
  };
}

const customer = (emailVerified = true) => makeProfile('customer', { id: 'cust-1', emailVerified });

beforeEach(() => {
  sessionStorage.clear();
  mockedFetchQuotes.mockReset();
  mockedClaim.mockReset();
  mockedClaim.mockResolvedValue(0);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/customer/quotes', () => {
  it("lists the customer's requests with where each one stands", async () => {
    mockedFetchQuotes.mockResolvedValue({
      quotes: [
        makeQuote({ id: 'q-received' }),
        makeQuote({
          id: 'q-matched',
          serviceName: 'Electrician',
          postcodeDistrict: 'BD1',
          status: 'matched',
          matches: [company('a', 'offered'), company('b', 'offered'), company('c', 'declined')],
        }),
        makeQuote({ id: 'q-none', status: 'no-match' }),
        makeQuote({
          id: 'q-accepted',
          status: 'accepted',
          matches: [company('a', 'accepted'), company('b', 'accepted'), company('c', 'offered')],
        }),
      ],
      next: null,
    });

    renderApp('/customer/quotes', { profile: customer() });

    expect(await findPageHeading()).toHaveTextContent('Your quote requests');
    expect(
      within(screen.getByRole('article')).getByRole('link', { name: 'Request a quote' }),
    ).toHaveAttribute('href', '/customer/quotes/new');
    const list = await screen.findByRole('list', { name: 'Your quote requests' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(mockedFetchQuotes).toHaveBeenCalledWith('cust-1', null);

    expect(within(items[0]!).getByRole('link', { name: 'Plumber' })).toHaveAttribute(
      'href',
      '/customer/quotes/q-received',
    );
    expect(items[0]).toHaveTextContent('LS6');
    expect(items[0]).toHaveTextContent('22 November 2026');
    expect(items[0]).toHaveTextContent('Received: finding companies');
    expect(items[1]).toHaveTextContent('BD1');
    expect(items[1]).toHaveTextContent('Sent to 3 companies');
    expect(items[2]).toHaveTextContent('No company found yet');
    expect(items[3]).toHaveTextContent('2 companies accepted');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the next page on "Show more"', async () => {
    const cursor = { id: 'q-1' } as unknown as QuotesCursor;
    mockedFetchQuotes.mockImplementation(async (_uid, after) =>
      after
        ? { quotes: [makeQuote({ id: 'q-old', serviceName: 'Roofer' })], next: null }
        : { quotes: [makeQuote({ id: 'q-1' })], next: cursor },
    );
    const { user } = renderApp('/customer/quotes', { profile: customer() });

    await user.click(await screen.findByRole('button', { name: 'Show more' }));

    expect(await screen.findByRole('link', { name: 'Roofer' })).toBeInTheDocument();
    expect(mockedFetchQuotes).toHaveBeenLastCalledWith('cust-1', cursor);
    expect(
      within(screen.getByRole('list', { name: 'Your quote requests' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('invites a customer without requests to make one', async () => {
    mockedFetchQuotes.mockResolvedValue({ quotes: [], next: null });
    renderApp('/customer/quotes', { profile: customer() });

    expect(await screen.findByText('You have not asked for any quotes yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request your first quote' })).toHaveAttribute(
      'href',
      '/customer/quotes/new',
    );
  });

  it('says when the list cannot load, and tries again', async () => {
    mockedFetchQuotes.mockRejectedValueOnce(new Error('offline'));
    mockedFetchQuotes.mockResolvedValue({ quotes: [makeQuote()], next: null });
    const { user } = renderApp('/customer/quotes', { profile: customer() });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your quote requests.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Plumber' })).toBeInTheDocument();
  });

  it("links a verified customer's guest requests once, then shows them", async () => {
    mockedFetchQuotes.mockResolvedValueOnce({ quotes: [], next: null });
    mockedFetchQuotes.mockResolvedValue({ quotes: [makeQuote({ id: 'q-guest' })], next: null });
    mockedClaim.mockResolvedValue(1);

    const first = renderApp('/customer/quotes', { profile: customer() });
    expect(await screen.findByRole('link', { name: 'Plumber' })).toHaveAttribute(
      'href',
      '/customer/quotes/q-guest',
    );
    expect(mockedClaim).toHaveBeenCalledOnce();
    first.unmount();

    // Coming back in the same session does not ask again.
    renderApp('/customer/quotes', { profile: customer() });
    expect(await screen.findByRole('link', { name: 'Plumber' })).toBeInTheDocument();
    expect(mockedClaim).toHaveBeenCalledOnce();
  });

  it('does not ask before the email is verified, and a failed link leaves the list working', async () => {
    mockedFetchQuotes.mockResolvedValue({ quotes: [makeQuote()], next: null });
    const unverified = renderApp('/customer/quotes', { profile: customer(false) });
    expect(await screen.findByRole('link', { name: 'Plumber' })).toBeInTheDocument();
    expect(mockedClaim).not.toHaveBeenCalled();
    unverified.unmount();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockedClaim.mockRejectedValue(new Error('internal'));
    renderApp('/customer/quotes', { profile: customer() });
    expect(await screen.findByRole('link', { name: 'Plumber' })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

function renderDetail(quote: CustomerQuote | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const query = {
    isPending: false,
    isError: false,
    data: quote,
  } as UseQueryResult<CustomerQuote | null>;
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CustomerQuoteDetail
          query={query}
          questionLabels={{ 'water-escaping': 'Is water escaping right now?' }}
          renderProgress={(view) => <QuoteProgress view={view} />}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/customer/quotes/:id', () => {
  it('shows the companies that accepted, with profile links, ratings and badges', () => {
    renderDetail(
      makeQuote({
        status: 'accepted',
        timeline: [
          { status: 'received', at: CREATED },
          { status: 'matched', at: CREATED },
          { status: 'accepted', at: new Date('2026-11-23T08:00:00Z') },
        ],
        matches: [
          company('a', 'accepted', {
            businessName: 'Acme Plumbing & Heating',
            slug: 'acme-plumbing',
            rating: 4.8,
            reviewCount: 12,
            badges: ['gas-safe', 'insured'],
          }),
          company('b', 'declined', { businessName: 'Declined Drains' }),
          company('c', 'offered', { businessName: 'Quiet Pipes' }),
        ],
      }),
    );

    const accepted = screen.getByRole('region', { name: 'Companies that accepted' });
    expect(within(accepted).getByRole('link', { name: 'Acme Plumbing & Heating' })).toHaveAttribute(
      'href',
      '/company/profile/acme-plumbing',
    );
    expect(accepted).toHaveTextContent('4.8 out of 5 from 12 reviews');
    const badges = within(accepted).getByRole('list', {
      name: 'Checks on Acme Plumbing & Heating',
    });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gas Safe registered', 'Insurance checked']);
    // Only acceptances: a company that declined or has not answered is not the customer's concern.
    expect(accepted).not.toHaveTextContent('Declined Drains');
    expect(accepted).not.toHaveTextContent('Quiet Pipes');

    const progress = screen.getByRole('list', { name: 'Progress of your request' });
    expect(progress).toHaveTextContent('Accepted');
    expect(progress).toHaveTextContent('23 November 2026');

    const request = screen.getByRole('region', { name: 'Your request' });
    expect(request).toHaveTextContent('Is water escaping right now?No');
    expect(request).toHaveTextContent('RoomsKitchen, Bathroom');
    expect(request).toHaveTextContent('Within 2 days');
    expect(request).toHaveTextContent('£250 to £1,000');
    expect(request).toHaveTextContent('House');
    expect(request).toHaveTextContent('LS6 2AB');
    expect(request).toHaveTextContent('The kitchen tap drips all night');
  });

  it('says honestly when matching found nobody, and what happens next', () => {
    renderDetail(
      makeQuote({
        status: 'no-match',
        timeline: [
          { status: 'received', at: CREATED },
          { status: 'no-match', at: CREATED },
        ],
      }),
    );
    const accepted = screen.getByRole('region', { name: 'Companies that accepted' });
    expect(accepted).toHaveTextContent(
      'We have not found a company that covers LS6 for this kind of work yet, so your request has not been sent to anyone.',
    );
    expect(accepted).toHaveTextContent('If the job is urgent, you may want to look elsewhere too.');
    expect(within(accepted).queryByRole('link')).toBeNull();
  });

  it('tells a customer who has sent it to companies that nobody has accepted yet', () => {
    renderDetail(
      makeQuote({
        status: 'matched',
        matches: [company('a', 'offered'), company('b', 'offered')],
      }),
    );
    expect(screen.getByRole('region', { name: 'Companies that accepted' })).toHaveTextContent(
      'We have sent your request to 2 companies. None has accepted it yet',
    );
  });

  it('says clearly when the request is not found or not theirs', () => {
    renderDetail(null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quote request not found');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not find that quote request in your account.',
    );
    expect(screen.getByRole('link', { name: 'See all your quote requests' })).toHaveAttribute(
      'href',
      '/customer/quotes',
    );
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AcceptedCompanies } from '@/features/customer-quotes/components/accepted-companies';
import type { CustomerQuote } from '@/features/customer-quotes/customer-quote';
import { renderApp } from '@/testing/test-utils';

const CREATED = new Date('2026-11-21T09:00:00Z');

function company(id: string, status: 'offered' | 'accepted' | 'declined' | 'expired') {
  return {
    companyId: id,
    businessName: `Company ${id}`,
    slug: `company-${id}`,
    rating: 4.8,
    reviewCount: 12,
    badges: [],
    status,
  };
}

const QUOTE: CustomerQuote = {
  id: 'q-1',
  service: 'plumber',
  serviceName: 'Plumber',
  answers: {},
  timing: 'within-2-days',
  budget: '250-1000',
  description: 'The kitchen tap drips all night and the washer looks worn.',
  postcode: 'LS6 2AB',
  postcodeDistrict: 'LS6',
  propertyType: 'house',
  status: 'accepted',
  timeline: [{ status: 'received', at: CREATED }],
  matches: [
    company('quick', 'accepted'),
    company('waiting', 'accepted'),
    company('silent', 'accepted'),
    company('unknown', 'accepted'),
    company('gone', 'expired'),
  ],
  createdAt: CREATED,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('AcceptedCompanies: the first-reply promise', () => {
  it("shows each accepting company's reply time, deadline or credit-back", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T18:00:00Z'), toFake: ['Date'] });
    renderApp(
      <AcceptedCompanies
        quote={QUOTE}
        firstReplies={{
          quick: {
            acceptedAt: new Date('2026-11-21T10:00:00Z'),
            firstCompanyMessageAt: new Date('2026-11-21T12:05:00Z'),
            leadCredit: null,
          },
          waiting: {
            acceptedAt: new Date('2026-11-21T15:15:00Z'),
            firstCompanyMessageAt: null,
            leadCredit: null,
          },
          silent: {
            acceptedAt: new Date('2026-11-19T10:00:00Z'),
            firstCompanyMessageAt: null,
            leadCredit: { reason: 'company-never-wrote', at: new Date('2026-11-21T10:00:00Z') },
          },
        }}
      />,
      { url: '/customer/quotes/q-1' },
    );
    const items = await screen.findAllByRole('listitem');
    const card = (name: string) =>
      items.find((item) => within(item).queryByRole('heading', { name: `Company ${name}` }))!;
    expect(card('quick')).toHaveTextContent('Replied in 2 hours');
    expect(card('waiting')).toHaveTextContent(
      'Has not replied yet — they have until 3:15pm on 22 November 2026',
    );
    expect(card('silent')).toHaveTextContent('Credited back: did not reply');
    // No conversation to read (yet): no line rather than a guess.
    expect(card('unknown')).not.toHaveTextContent(/Replied|replied|Credited/);
    // Only companies that accepted are listed.
    expect(screen.queryByText('Company gone')).toBeNull();
  });
});

import { QUOTE_STATUS_TEXT } from '@/features/quote-request/quote-timeline';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchQuoteStatus } from '@/features/quote-request/api/quote-request-data';
import { submitQuoteRequest } from '@/features/quote-request/api/submit-quote-request';
import { rememberTrackingToken } from '@/features/quote-request/hooks/tracking-token';
import { DRAFT_PREFIX } from '@/hooks/use-form-draft';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, makeProfile, renderApp, setAuthState } from '@/testing/test-utils';

vi.mock('@/features/quote-request/api/quote-request-data', () => ({ fetchQuoteStatus: vi.fn() }));
vi.mock('@/features/quote-request/api/submit-quote-request', () => ({
  submitQuoteRequest: vi.fn(),
}));
vi.mock('@/lib/firestore-rest', async () => {
  const { SEED_SERVICES } = await import('@fixwell/common/catalogue/catalogue-data');
  return {
    publicFirestore: () => ({
      getDocument: async (path: string) =>
        SEED_SERVICES.find((service) => `services/${service.slug}` === path) ?? null,
      runQuery: async () => [],
    }),
  };
});

const mockedSubmit = vi.mocked(submitQuoteRequest);
const mockedStatus = vi.mocked(fetchQuoteStatus);

function answerStatus(result: () => Promise<unknown>) {
  mockedStatus.mockImplementation(result as never);
}

beforeEach(() => {
  sessionStorage.clear();
  mockedSubmit.mockReset();
  mockedStatus.mockReset();
  setAuthState(null);
});

const findStepHeading = () => screen.findByRole('heading', { level: 2, name: /^Step/ });

describe('/quote', () => {
  it('has its heading, head tags and the first step', async () => {
    renderApp('/quote');
    expect(await findPageHeading()).toHaveTextContent('Get free quotes from local tradespeople');
    await waitFor(() =>
      expect(document.title).toBe('Get free quotes from local tradespeople | Fixwell'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/quote$/),
    );
    expect(await findStepHeading()).toHaveTextContent('Step 1 of 4: The service');
  });

  it('is prefilled from the link', async () => {
    renderApp('/quote?service=plumber&postcode=ls62ab&timing=emergency&company=acme');
    await findPageHeading();
    expect(screen.getByRole('combobox', { name: /What do you need/ })).toHaveValue('plumber');
    const draft = JSON.parse(sessionStorage.getItem(`${DRAFT_PREFIX}quote`)!) as {
      values: Record<string, unknown>;
    };
    expect(draft.values).toMatchObject({
      postcode: 'LS6 2AB',
      timing: 'emergency',
      company: 'acme',
    });
    // The service's own questions arrive from the catalogue.
    const groups = await screen.findAllByRole('group');
    expect(groups.length).toBeGreaterThan(0);
  });

  it('matches ?q= to a service, or keeps it as the description', async () => {
    const first = renderApp('/quote?q=Plumber');
    await findPageHeading();
    expect(screen.getByRole('combobox', { name: /What do you need/ })).toHaveValue('plumber');
    first.unmount();
    sessionStorage.clear();

    renderApp('/quote?q=' + encodeURIComponent('My garden fence blew down in the storm'));
    await findPageHeading();
    // No service is named so: the form opens once the services' keywords have been searched.
    await screen.findByRole('combobox', { name: /What do you need/ });
    const draft = JSON.parse(sessionStorage.getItem(`${DRAFT_PREFIX}quote`)!) as {
      values: Record<string, unknown>;
    };
    expect(draft.values).toMatchObject({
      service: '',
      description: 'My garden fence blew down in the storm',
    });
  });

  it('sends the request and lands on the success page with the tracking link', async () => {
    sessionStorage.setItem(
      `${DRAFT_PREFIX}quote`,
      JSON.stringify({
        step: 'contact',
        values: {
          service: 'plumber',
          answers: {},
          timing: 'flexible',
          budget: 'not-sure',
          description: 'The kitchen tap drips all night and the washer looks worn.',
          postcode: 'LS6 2AB',
          propertyType: 'flat',
          name: 'Sarah Thompson',
          email: 'sarah@example.co.uk',
          phone: '07700 900123',
          consent: true,
        },
      }),
    );
    mockedSubmit.mockResolvedValue({ id: 'q-1', trackingToken: 'tok-abc' });
    const { user, router } = renderApp('/quote');
    await findPageHeading();
    expect(await findStepHeading()).toHaveTextContent('Step 4 of 4: Your details');
    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/quote-success/q-1'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your request has been sent' }),
    ).toBeInTheDocument();
    expect(mockedSubmit.mock.calls[0]![0]).toMatchObject({ source: 'web', service: 'plumber' });
    expect(screen.getByRole('link', { name: /\/quote\/track\/tok-abc$/ })).toHaveAttribute(
      'href',
      '/quote/track/tok-abc',
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}quote`)).toBeNull();
  });
});

describe('/quote-success/:id', () => {
  it('works without a remembered token, and is not indexed', async () => {
    renderApp('/quote-success/q-9');
    expect(await findPageHeading()).toHaveTextContent('Your request has been sent');
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'how to compare quotes' })).toHaveAttribute(
      'href',
      '/how-to-get-quotes',
    );
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(
        /noindex/,
      ),
    );
  });

  it('shows the link remembered for this request', async () => {
    rememberTrackingToken('q-2', 'tok-2');
    renderApp('/quote-success/q-2');
    await findPageHeading();
    expect(screen.getByRole('link', { name: /tok-2/ })).toHaveAttribute(
      'href',
      '/quote/track/tok-2',
    );
  });
});

describe('/quote/track/:token', () => {
  it('shows the request and its timeline', async () => {
    answerStatus(async () => ({
      serviceName: 'Plumber',
      postcodeDistrict: 'LS6',
      createdAt: '2026-03-02T10:00:00Z',
      status: 'matched',
      timeline: [
        { status: 'received', at: '2026-03-02T10:00:00Z' },
        { status: 'matched', at: '2026-03-03T09:00:00Z' },
      ],
      responses: 0,
    }));
    renderApp('/quote/track/tok-123');
    expect(await findPageHeading()).toHaveTextContent('Track your quote request');
    expect(await screen.findByText('Plumber')).toBeInTheDocument();
    expect(screen.getByText('LS6')).toBeInTheDocument();
    expect(screen.getByText(QUOTE_STATUS_TEXT.matched)).toBeInTheDocument();
    const items = within(
      screen.getByRole('list', { name: 'Progress of your request' }),
    ).getAllByRole('listitem');
    const stages = items.map((item) => item.textContent);
    expect(stages[0]).toContain('Received (done)');
    expect(stages[0]).toContain('2 March 2026');
    expect(stages[1]).toContain('Matched (done)');
    expect(stages[1]).toContain('3 March 2026');
    expect(stages[2]).toContain('Responses (in progress)');
    expect(stages[3]).toContain('Accepted (to come)');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(mockedStatus).toHaveBeenCalledWith('tok-123');
  });

  it('says so honestly when no company has been found', async () => {
    answerStatus(async () => ({
      serviceName: 'Plumber',
      postcodeDistrict: 'LS6',
      createdAt: '2026-03-02T10:00:00Z',
      status: 'no-match',
      timeline: [{ status: 'received', at: '2026-03-02T10:00:00Z' }],
      responses: 0,
    }));
    renderApp('/quote/track/tok-123');
    expect(
      await screen.findByText(/We have not found a company for this job yet/),
    ).toBeInTheDocument();
  });

  it('shows the not-found message without a retry', async () => {
    answerStatus(async () => {
      throw new CallFunctionError('No quote request has this tracking link.', {
        code: 'not-found',
      });
    });
    renderApp('/quote/track/tok-404');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No quote request has this tracking link.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('/customer/quotes/new', () => {
  it('prefills the contact details from the profile and sends as the customer area', async () => {
    renderApp('/customer/quotes/new', {
      profile: makeProfile('customer', { displayName: 'Jo Bloggs', phone: '07700 900123' }),
    });
    expect(await findPageHeading()).toHaveTextContent('Request a quote');
    const draft = JSON.parse(sessionStorage.getItem(`${DRAFT_PREFIX}customer-quote`)!) as {
      values: Record<string, unknown>;
    };
    expect(draft.values).toMatchObject({
      name: 'Jo Bloggs',
      email: 'customer@fixwell.test',
      phone: '07700 900123',
    });
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import {
  countWidgetLeads,
  getWidgetCompany,
  type WidgetCompany,
} from '@/features/quote-widget/api/quote-widget-data';
import { PROVISIONING_POLL_MS } from '@/lib/company-provisioning';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock('@/features/quote-widget/api/quote-widget-data', () => ({
  getWidgetCompany: vi.fn(),
  countWidgetLeads: vi.fn(),
}));

const mockedCompany = vi.mocked(getWidgetCompany);
const mockedCount = vi.mocked(countWidgetLeads);
const COMPANY = makeProfile('company', { id: 'company-uid', businessName: 'Brightwater' });
const BRIGHTWATER: WidgetCompany = {
  slug: 'brightwater-plumbing-heating-leeds',
  businessName: 'Brightwater Plumbing & Heating',
  trades: ['plumber', 'heating-engineer', 'other'],
};

/** Answers each count: `since` is set for this month's. */
function counts(answer: (since: Date | undefined) => number | Error) {
  mockedCount.mockImplementation(async (_uid, since) => {
    const count = answer(since);
    if (count instanceof Error) throw count;
    return count;
  });
}

beforeEach(() => {
  vi.mocked(fetchSubscription).mockResolvedValue(
    makeSubscription({ currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) }),
  );
  mockedCompany.mockReset();
  mockedCount.mockReset();
  mockedCompany.mockResolvedValue(BRIGHTWATER);
  counts((since) => (since ? 2 : 1234));
});

afterEach(() => {
  vi.useRealTimers();
});

const embedCode = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Embed code' });

describe('/company/widgets', () => {
  it('gives the embed code for the company and updates it with the chosen service', async () => {
    const { user } = renderApp('/company/widgets', { profile: COMPANY });
    expect(await findPageHeading()).toHaveTextContent('Website widgets');
    const code = await embedCode();
    expect(code.value).toContain(
      `src="${window.location.origin}/widget/quote-form?company=brightwater-plumbing-heating-leeds"`,
    );
    expect(code.value).toContain('title="Request a quote from Brightwater Plumbing &amp; Heating"');

    // Only the company's trades that the quote form offers.
    const select = screen.getByRole('combobox', { name: /Service to preselect/ });
    await waitFor(() => expect(select).toBeEnabled());
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).toEqual(['', 'plumber', 'heating-engineer']);

    await user.selectOptions(select, 'heating-engineer');
    expect(code.value).toContain(
      '/widget/quote-form?company=brightwater-plumbing-heating-leeds&amp;service=heating-engineer"',
    );
    expect(screen.getByTitle(/^Preview of the quote request form/)).toHaveAttribute(
      'src',
      `${window.location.origin}/widget/quote-form?company=brightwater-plumbing-heating-leeds&service=heating-engineer`,
    );
  });

  it('counts the company’s widget requests this month and in all', async () => {
    renderApp('/company/widgets', { profile: COMPANY });
    const results = await screen.findByRole('region', { name: 'Requests through your widget' });
    await waitFor(() => expect(within(results).getByText('1,234')).toBeInTheDocument());
    expect(within(results).getByText('2')).toBeInTheDocument();

    // Both are counts of this company's widget leads; one from the start of the month.
    const calls = mockedCount.mock.calls;
    expect(calls).toHaveLength(2);
    expect(calls.map(([uid]) => uid)).toEqual(['company-uid', 'company-uid']);
    const start = calls.map(([, since]) => since).find((since) => since !== undefined)!;
    expect(start.getDate()).toBe(1);
    expect(start.getHours()).toBe(0);
  });

  it('says when nothing has come through the widget yet', async () => {
    counts(() => 0);
    renderApp('/company/widgets', { profile: COMPANY });
    expect(
      await screen.findByText(/No requests have come through your widget yet/),
    ).toBeInTheDocument();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    counts(() => new Error('unavailable'));
    const { user } = renderApp('/company/widgets', { profile: COMPANY });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your widget requests.');
    counts(() => 3);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const results = screen.getByRole('region', { name: 'Requests through your widget' });
    await waitFor(() => expect(within(results).getAllByText('3')).toHaveLength(2));
    // The code does not depend on the figures.
    expect(await embedCode()).toBeInTheDocument();
  });

  it('tells a brand-new company its profile is being set up, then shows the code by itself', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    mockedCompany.mockResolvedValueOnce(null);
    renderApp('/company/widgets', { profile: COMPANY });
    const waiting = await screen.findByText(/still being set up/);
    expect(waiting).toHaveRole('status');
    expect(waiting).toHaveTextContent(
      'Your company profile is still being set up. Your embed code appears here as soon as it is ready.',
    );
    expect(screen.queryByText(/refresh|reload/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Embed code' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PROVISIONING_POLL_MS));
    expect((await embedCode()).value).toContain('company=brightwater-plumbing-heating-leeds');
    expect(screen.queryByText(/still being set up/)).not.toBeInTheDocument();
    expect(mockedCompany).toHaveBeenCalledTimes(2);
  });
});

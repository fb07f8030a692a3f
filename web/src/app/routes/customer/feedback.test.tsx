import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getCustomerFeedback, submitReview } from '@/features/reviews/api/reviews-data';
import { makeInvitation, makeStoredReview } from '@/features/reviews/testing/make-review';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/reviews/api/reviews-data', () => ({
  REVIEWS_PAGE_SIZE: 20,
  getCustomerFeedback: vi.fn(),
  submitReview: vi.fn(),
}));

const CUSTOMER = makeProfile('customer', { id: 'customer-uid' });
const JOB = makeInvitation();
const OTHER_JOB = makeInvitation({
  leadId: 'quote-2_zenith',
  companyName: 'Zenith Electrical',
  serviceName: 'Rewiring',
  reason: 'appointment-completed',
});

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  vi.mocked(getCustomerFeedback).mockResolvedValue({
    toReview: [JOB, OTHER_JOB],
    reviews: [
      makeStoredReview({
        reply: { body: 'Thank you, Sarah!', at: new Date('2026-11-11T09:00:00Z') },
      }),
    ],
    companies: { 'quote-0_company-uid': { companyName: 'Acme Plumbing', companySlug: 'acme' } },
  });
});

describe('/customer/feedback', () => {
  it('lists the jobs to review and past reviews with the company’s reply', async () => {
    renderApp('/customer/feedback', { profile: CUSTOMER });
    expect(await findPageHeading()).toHaveTextContent('Feedback');
    const jobs = await screen.findByRole('region', { name: 'Jobs to review' });
    expect(
      within(jobs).getByRole('heading', { name: 'Acme Plumbing: Boiler repair' }),
    ).toBeVisible();
    expect(
      within(jobs).getByRole('heading', { name: 'Zenith Electrical: Rewiring' }),
    ).toBeVisible();
    expect(within(jobs).getAllByRole('button', { name: 'Review this job' })).toHaveLength(2);
    const past = screen.getByRole('region', { name: 'Your reviews' });
    expect(past).toHaveTextContent('Verified job');
    expect(past).toHaveTextContent('Quality of work: 5 out of 5');
    expect(past).toHaveTextContent('Reply from Acme Plumbing');
    expect(past).toHaveTextContent('Thank you, Sarah!');
    expect(getCustomerFeedback).toHaveBeenCalledWith('customer-uid');
  });

  it('opens the job named in ?job= and sends three star ratings and the text', async () => {
    vi.mocked(submitReview).mockResolvedValue({ reviewId: JOB.leadId });
    const { user } = renderApp(`/customer/feedback?job=${JOB.leadId}`, { profile: CUSTOMER });
    const form = await screen.findByRole('form', { name: 'Review Acme Plumbing: Boiler repair' });
    const quality = within(form).getByRole('group', { name: 'Quality of work' });
    expect(within(quality).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(quality).getByRole('radio', { name: '5 stars' }));
    await user.click(
      within(within(form).getByRole('group', { name: 'Value for money' })).getByRole('radio', {
        name: '4 stars',
      }),
    );
    await user.click(
      within(within(form).getByRole('group', { name: 'Reliability' })).getByRole('radio', {
        name: '4 stars',
      }),
    );
    const text = within(form).getByRole('textbox', { name: /Your review/ });
    await user.type(text, 'Too short.');
    expect(form).toHaveTextContent('10 of 3,000 characters');
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(form).findByText(/Write at least 30 characters/)).toBeVisible();
    expect(submitReview).not.toHaveBeenCalled();

    await user.click(text);
    await user.paste(' The boiler works again and the engineer explained everything.');
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    await waitFor(() =>
      expect(submitReview).toHaveBeenCalledWith({
        invitationId: JOB.leadId,
        quality: 5,
        value: 4,
        reliability: 4,
        body: 'Too short. The boiler works again and the engineer explained everything.',
      }),
    );
  }, 20_000);

  it('keeps the draft through a reload', async () => {
    const first = renderApp(`/customer/feedback?job=${JOB.leadId}`, { profile: CUSTOMER });
    const form = await screen.findByRole('form', { name: 'Review Acme Plumbing: Boiler repair' });
    await first.user.click(within(form).getAllByRole('radio', { name: '3 stars' })[0]!);
    await first.user.type(
      within(form).getByRole('textbox', { name: /Your review/ }),
      'Half-written review',
    );
    first.unmount();

    renderApp(`/customer/feedback?job=${JOB.leadId}`, { profile: CUSTOMER });
    const again = await screen.findByRole('form', { name: 'Review Acme Plumbing: Boiler repair' });
    expect(within(again).getByRole('textbox', { name: /Your review/ })).toHaveValue(
      'Half-written review',
    );
    expect(within(again).getAllByRole('radio', { name: '3 stars' })[0]).toBeChecked();
  }, 20_000);

  it('shows the server’s refusal (reviewed twice)', async () => {
    vi.mocked(submitReview).mockRejectedValue(
      new CallFunctionError('You have already reviewed this job.', { code: 'already-exists' }),
    );
    const { user } = renderApp(`/customer/feedback?job=${JOB.leadId}`, { profile: CUSTOMER });
    const form = await screen.findByRole('form', { name: 'Review Acme Plumbing: Boiler repair' });
    for (const group of ['Quality of work', 'Value for money', 'Reliability']) {
      await user.click(
        within(within(form).getByRole('group', { name: group })).getByRole('radio', {
          name: '2 stars',
        }),
      );
    }
    await user.click(within(form).getByRole('textbox', { name: /Your review/ }));
    await user.paste('It took three visits to get the boiler working again.');
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You have already reviewed this job.',
    );
  }, 20_000);
});

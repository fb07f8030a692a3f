import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import {
  getCompanyReviewFigures,
  getCompanyReviews,
  replyToReview,
  reportReview,
} from '@/features/reviews/api/reviews-data';
import { makeStoredReview } from '@/features/reviews/testing/make-review';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock('@/features/reviews/api/reviews-data', () => ({
  REVIEWS_PAGE_SIZE: 20,
  getCompanyReviews: vi.fn(),
  getCompanyReviewFigures: vi.fn(),
  replyToReview: vi.fn(),
  reportReview: vi.fn(),
}));

const COMPANY = makeProfile('company', { id: 'company-uid' });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchSubscription).mockResolvedValue(
    makeSubscription({ currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) }),
  );
  vi.mocked(getCompanyReviewFigures).mockResolvedValue({
    rating: 4.4,
    reviewCount: 2,
    ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
    hiddenReviews: { count: 1, byReason: { abusive: 1 } },
  });
  vi.mocked(getCompanyReviews).mockResolvedValue({
    hasMore: false,
    reviews: [
      makeStoredReview({ leadId: 'q1_company-uid', authorName: 'Sarah T.' }),
      makeStoredReview({
        leadId: 'q2_company-uid',
        authorName: 'Tom H.',
        rating: 4.7,
        reply: { body: 'Thanks Tom, see you next winter.', at: new Date('2026-11-12T09:00:00Z') },
      }),
      makeStoredReview({
        leadId: 'q3_company-uid',
        authorName: 'Mal F.',
        rating: 1,
        status: 'hidden',
        hidden: { reason: 'abusive', at: new Date('2026-11-13T09:00:00Z') },
      }),
    ],
  });
});

describe('/company/feedback', () => {
  it('shows the rating, its distribution and each review with its aspects and "Verified job"', async () => {
    renderApp('/company/feedback', { profile: COMPANY });
    expect(await findPageHeading()).toHaveTextContent('Customer feedback');
    expect(await screen.findByText('4.4 out of 5 from 2 reviews')).toBeVisible();
    const bars = screen.getByRole('list', { name: 'Ratings by stars' });
    expect(bars).toHaveTextContent('5 stars1 review');
    expect(bars).toHaveTextContent('4 stars1 review');
    expect(screen.getByText('1 review hidden by Fixwell: 1 abusive.')).toBeVisible();

    const list = await screen.findByRole('list', { name: 'Your reviews' });
    // The reviews themselves, not the lists of aspects inside them.
    const items = [...list.querySelectorAll<HTMLElement>(':scope > li')];
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Sarah T.Verified job');
    expect(items[0]).toHaveTextContent('Quality of work: 5 out of 5');
    expect(within(items[0]!).getByRole('form', { name: 'Reply to Sarah T.' })).toBeVisible();
    // Replied once already: the reply shows, no second form.
    expect(items[1]).toHaveTextContent('Thanks Tom, see you next winter.');
    expect(within(items[1]!).queryByRole('form', { name: 'Reply to Tom H.' })).toBeNull();
    // Hidden: says why, and cannot be replied to.
    expect(items[2]).toHaveTextContent('Hidden by Fixwell: Abusive or offensive');
    expect(within(items[2]!).queryByRole('form', { name: 'Reply to Mal F.' })).toBeNull();
    expect(getCompanyReviews).toHaveBeenCalledWith('company-uid', 20);
  });

  it('posts a reply once', async () => {
    vi.mocked(replyToReview).mockResolvedValue({ replied: true });
    const { user } = renderApp('/company/feedback', { profile: COMPANY });
    const form = await screen.findByRole('form', { name: 'Reply to Sarah T.' });
    await user.type(within(form).getByRole('textbox', { name: /Your public reply/ }), 'Thank you!');
    await user.click(within(form).getByRole('button', { name: 'Post reply' }));
    await waitFor(() =>
      expect(replyToReview).toHaveBeenCalledWith({
        reviewId: 'q1_company-uid',
        body: 'Thank you!',
      }),
    );
    // The list is read again after the reply.
    await waitFor(() => expect(getCompanyReviews).toHaveBeenCalledTimes(2));
  }, 20_000);

  it('reports a review with a note', async () => {
    vi.mocked(reportReview).mockResolvedValue({ reported: true });
    const { user } = renderApp('/company/feedback', { profile: COMPANY });
    const list = await screen.findByRole('list', { name: 'Your reviews' });
    await user.click(within(list).getAllByRole('button', { name: 'Report' })[0]!);
    const form = screen.getByRole('form', { name: 'Report the review by Sarah T.' });
    await user.type(
      within(form).getByRole('textbox', { name: /What is wrong/ }),
      'Not our customer',
    );
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(reportReview).toHaveBeenCalledWith({
        reviewId: 'q1_company-uid',
        note: 'Not our customer',
      }),
    );
    expect(
      await screen.findByText('Reported. Fixwell’s moderators will look at it.'),
    ).toBeVisible();
  }, 20_000);
});

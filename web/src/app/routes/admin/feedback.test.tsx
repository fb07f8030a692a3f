import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getModerationQueue, moderateReview } from '@/features/reviews/api/reviews-data';
import { makeStoredReview } from '@/features/reviews/testing/make-review';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/reviews/api/reviews-data', () => ({
  REVIEWS_PAGE_SIZE: 20,
  getModerationQueue: vi.fn(),
  moderateReview: vi.fn(),
}));

const ADMIN = makeProfile('admin');
const REPORTED = makeStoredReview({ leadId: 'q1_acme', authorName: 'Sarah T.', reportCount: 2 });
const HIDDEN = makeStoredReview({
  leadId: 'q2_acme',
  authorName: 'Mal F.',
  status: 'hidden',
  hidden: { reason: 'personal-data', at: new Date('2026-11-13T09:00:00Z') },
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getModerationQueue).mockImplementation(async (filter) => ({
    hasMore: false,
    reviews:
      filter === 'hidden' ? [HIDDEN] : filter === 'published' ? [REPORTED] : [REPORTED, HIDDEN],
  }));
});

describe('/admin/feedback', () => {
  it('lists reported reviews first and filters by status', async () => {
    const { user } = renderApp('/admin/feedback', { profile: ADMIN });
    expect(await findPageHeading()).toHaveTextContent('Feedback');
    const list = await screen.findByRole('list', { name: 'Reviews to moderate' });
    const items = [...list.querySelectorAll<HTMLElement>(':scope > li')];
    expect(items[0]).toHaveTextContent('Reported 2 times');
    expect(items[1]).toHaveTextContent('Hidden: Contains personal data');
    expect(getModerationQueue).toHaveBeenLastCalledWith('all', 20);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Hidden');
    await waitFor(() => expect(getModerationQueue).toHaveBeenLastCalledWith('hidden', 20));
    expect(await screen.findByRole('form', { name: 'Restore the review by Mal F.' })).toBeVisible();
    expect(screen.queryByText('Sarah T.', { exact: false })).toBeNull();
  }, 20_000);

  it('hides with a reason from the fixed list only, never "negative", with a note', async () => {
    vi.mocked(moderateReview).mockResolvedValue({ status: 'hidden' });
    const { user } = renderApp('/admin/feedback', { profile: ADMIN });
    const form = await screen.findByRole('form', { name: 'Hide the review by Sarah T.' });
    const reason = within(form).getByRole('combobox', { name: 'Reason' });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a reason',
      'Abusive or offensive',
      'Contains personal data',
      'Not about a job',
      'Legal reasons',
    ]);
    await user.click(within(form).getByRole('button', { name: 'Hide review' }));
    expect(await within(form).findByText('Choose why the review is hidden.')).toBeVisible();
    expect(moderateReview).not.toHaveBeenCalled();

    await user.selectOptions(reason, 'Contains personal data');
    await user.type(
      within(form).getByRole('textbox', { name: /Note for the record/ }),
      'Phone no.',
    );
    await user.click(within(form).getByRole('button', { name: 'Hide review' }));
    await waitFor(() =>
      expect(moderateReview).toHaveBeenCalledWith({
        reviewId: 'q1_acme',
        action: 'hide',
        reason: 'personal-data',
        note: 'Phone no.',
      }),
    );
  }, 20_000);

  it('restores a hidden review', async () => {
    vi.mocked(moderateReview).mockResolvedValue({ status: 'published' });
    const { user } = renderApp('/admin/feedback', { profile: ADMIN });
    const form = await screen.findByRole('form', { name: 'Restore the review by Mal F.' });
    await user.click(within(form).getByRole('button', { name: 'Restore review' }));
    await waitFor(() =>
      expect(moderateReview).toHaveBeenCalledWith({
        reviewId: 'q2_acme',
        action: 'restore',
        note: '',
      }),
    );
  }, 20_000);
});

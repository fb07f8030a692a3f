import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import {
  CompanyReviews,
  type CompanyReviewsProps,
} from '@/features/company-profile/components/company-reviews';
import { makeReview } from '@/features/company-profile/testing/make-company';

function renderReviews(props: Partial<CompanyReviewsProps>) {
  return render(
    <CompanyReviews
      companyName="Acme Plumbing & Heating"
      ratingSummary="4.5 out of 5 from 2 reviews"
      reviewCount={2}
      reviews={undefined}
      error={false}
      onRetry={() => undefined}
      retrying={false}
      {...props}
    />,
  );
}

describe('CompanyReviews', () => {
  it('lists each review with its author, stars in words, date and text', () => {
    renderReviews({
      reviews: [
        makeReview({ id: 'r1' }),
        makeReview({
          id: 'r2',
          authorName: 'Tom B.',
          rating: 4,
          body: 'Good job, a day later than planned.',
          createdAt: '2026-10-03T08:00:00.000Z',
        }),
      ],
    });
    expect(screen.getByText('4.5 out of 5 from 2 reviews')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Priya S.' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('5 out of 5');
    expect(items[0]).toHaveTextContent('22 November 2026');
    expect(items[1]).toHaveTextContent('4 out of 5');
    expect(items[1]).toHaveTextContent('3 October 2026');
    expect(items[1]).toHaveTextContent('Good job, a day later than planned.');
  });

  it('marks a verified job and shows its aspects and the company’s reply', () => {
    renderReviews({
      reviews: [
        makeReview({
          id: 'r1',
          rating: 4.3,
          verifiedJob: true,
          serviceName: 'Boiler repair',
          ratings: { quality: 5, value: 4, reliability: 4 },
          reply: { body: 'Thank you, Priya!', at: '2026-11-23T09:00:00.000Z' },
        }),
      ],
    });
    const item = screen.getAllByRole('listitem')[0]!;
    expect(within(item).getByRole('heading')).toHaveTextContent('Priya S.Verified job');
    expect(item).toHaveTextContent('4.3 out of 5');
    expect(item).toHaveTextContent('Boiler repair');
    const aspects = within(item).getByRole('list', { name: 'Ratings for this job' });
    expect(aspects).toHaveTextContent('Quality of work: 5 out of 5');
    expect(aspects).toHaveTextContent('Value for money: 4 out of 5');
    expect(aspects).toHaveTextContent('Reliability: 4 out of 5');
    expect(item).toHaveTextContent('Reply from Acme Plumbing & Heating');
    expect(item).toHaveTextContent('Thank you, Priya!');
  });

  it('shows the 1–5 distribution and the hidden reviews in aggregate', () => {
    renderReviews({
      reviews: [makeReview({ id: 'r1' })],
      ratingDistribution: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 3 },
      hiddenReviews: { count: 2, byReason: { abusive: 1, 'personal-data': 1 } },
    });
    const bars = screen.getByRole('list', { name: 'Ratings by stars' });
    const rows = within(bars).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 stars3 reviews',
      '4 stars0 reviews',
      '3 stars1 review',
      '2 stars0 reviews',
      '1 star0 reviews',
    ]);
    expect(
      screen.getByText('2 reviews hidden by Fixwell: 1 abusive, 1 contained personal data.'),
    ).toBeInTheDocument();
  });

  it('says when more reviews exist than are shown', () => {
    renderReviews({ reviewCount: 34, reviews: [makeReview({ id: 'r1' })] });
    expect(screen.getByText('Showing the 1 most recent of 34 reviews.')).toBeInTheDocument();
  });

  it('is honest when there are no reviews yet', () => {
    renderReviews({ reviewCount: 0, ratingSummary: 'No reviews yet', reviews: [] });
    expect(
      screen.getByText(/No reviews yet\. Only customers who had work done/),
    ).toBeInTheDocument();
  });

  it('holds the space while loading and offers a retry when loading fails', async () => {
    const { rerender } = renderReviews({});
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews…');

    const onRetry = vi.fn();
    rerender(
      <CompanyReviews
        companyName="Acme Plumbing & Heating"
        ratingSummary="4.5 out of 5 from 2 reviews"
        reviewCount={2}
        reviews={undefined}
        error
        onRetry={onRetry}
        retrying={false}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the reviews.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

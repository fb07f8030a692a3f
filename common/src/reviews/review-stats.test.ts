import { describe, expect, it } from 'vitest';

import {
  companyReviewStats,
  hiddenReviewsSummary,
  overallRating,
  reviewAuthorName,
  type ReviewForStats,
} from './review-stats';

const published = (rating: number): ReviewForStats => ({
  rating,
  status: 'published',
  hidden: null,
});
const hidden = (rating: number, reason: 'abusive' | 'personal-data' | 'legal'): ReviewForStats => ({
  rating,
  status: 'hidden',
  hidden: { reason },
});

describe('companyReviewStats', () => {
  it('counts only published reviews in the rating, count and distribution', () => {
    const stats = companyReviewStats([
      published(5),
      published(4.7),
      published(3.3),
      hidden(1, 'abusive'),
      hidden(1, 'personal-data'),
      hidden(2, 'abusive'),
    ]);
    expect(stats.rating).toBe(4.3);
    expect(stats.reviewCount).toBe(3);
    expect(stats.ratingDistribution).toEqual({ '1': 0, '2': 0, '3': 1, '4': 0, '5': 2 });
    expect(stats.hiddenReviews).toEqual({ count: 3, byReason: { abusive: 2, 'personal-data': 1 } });
  });

  it('is all zeros without reviews', () => {
    expect(companyReviewStats([])).toEqual({
      rating: 0,
      reviewCount: 0,
      ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      hiddenReviews: { count: 0, byReason: {} },
    });
  });
});

describe('overallRating', () => {
  it('is the mean of the three aspects to one decimal place', () => {
    expect(overallRating({ quality: 5, value: 4, reliability: 4 })).toBe(4.3);
    expect(overallRating({ quality: 1, value: 1, reliability: 2 })).toBe(1.3);
  });
});

describe('reviewAuthorName', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(reviewAuthorName('Sarah Jane Thompson')).toBe('Sarah T.');
    expect(reviewAuthorName('  priya  shah ')).toBe('Priya S.');
  });
  it('never shows more than a first name when that is all there is', () => {
    expect(reviewAuthorName('sarah.thompson')).toBe('Sarah');
    expect(reviewAuthorName('')).toBe('A Fixwell customer');
  });
});

describe('hiddenReviewsSummary', () => {
  it('says how many are hidden and why, in aggregate', () => {
    expect(hiddenReviewsSummary({ count: 2, byReason: { abusive: 1, 'personal-data': 1 } })).toBe(
      '2 reviews hidden by Fixwell: 1 abusive, 1 contained personal data',
    );
    expect(hiddenReviewsSummary({ count: 1, byReason: { legal: 1 } })).toBe(
      '1 review hidden by Fixwell: 1 hidden for legal reasons',
    );
  });
  it('is null when none are hidden', () => {
    expect(hiddenReviewsSummary({ count: 0, byReason: {} })).toBeNull();
    expect(hiddenReviewsSummary(undefined)).toBeNull();
  });
});

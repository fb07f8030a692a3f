import { COLLECTIONS } from '@fixwell/common/collections';
import { describe, expect, it } from 'vitest';

import { getReviews, REVIEWS_LIMIT } from '@/features/company-profile/api/get-reviews';
import { installFakePublicData, publicReads } from '@/testing/fake-public-data';

describe('getReviews', () => {
  it("reads the company's latest published reviews, newest first, with a limit", async () => {
    installFakePublicData({
      reviews: [
        {
          id: 'review-1',
          companyId: 'company-uid-1',
          authorName: 'Priya S.',
          rating: 5,
          body: 'Great work.',
          createdAt: '2026-11-22T10:15:00.000Z',
          status: 'published',
        },
        // Hidden by Fixwell: never asked for on a public page.
        {
          id: 'review-3',
          companyId: 'company-uid-1',
          authorName: 'Mal',
          rating: 1,
          body: 'Hidden for personal data.',
          createdAt: '2026-11-23T10:15:00.000Z',
          status: 'hidden',
        },
        // Malformed: no date. Skipped rather than breaking the profile.
        {
          id: 'review-2',
          companyId: 'company-uid-1',
          authorName: 'Sam',
          rating: 4,
          body: 'Fine.',
          status: 'published',
        },
      ],
    });

    const reviews = await getReviews('company-uid-1');

    expect(publicReads.runQuery).toHaveBeenCalledWith({
      collection: COLLECTIONS.reviews,
      where: [
        { field: 'companyId', op: 'EQUAL', value: 'company-uid-1' },
        { field: 'status', op: 'EQUAL', value: 'published' },
      ],
      orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }],
      limit: REVIEWS_LIMIT,
    });
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ authorName: 'Priya S.', rating: 5 });
  });
});

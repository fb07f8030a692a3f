import { describe, expect, it, vi } from 'vitest';

import { getReviews, REVIEWS_LIMIT } from '@/features/company-profile/api/get-reviews';
import { publicFirestore } from '@/lib/firestore-rest';

const runQuery = vi.fn(async () => [
  {
    id: 'review-1',
    companyId: 'company-uid-1',
    authorName: 'Priya S.',
    rating: 5,
    body: 'Great work.',
    createdAt: '2026-11-22T10:15:00.000Z',
  },
  // Malformed: no date. Skipped rather than breaking the profile.
  { id: 'review-2', companyId: 'company-uid-1', authorName: 'Sam', rating: 4, body: 'Fine.' },
]);
vi.mock('@/lib/firestore-rest', () => ({ publicFirestore: vi.fn(() => ({ runQuery })) }));

describe('getReviews', () => {
  it("reads the company's latest reviews, newest first, with a limit", async () => {
    const reviews = await getReviews('company-uid-1');
    expect(publicFirestore).toHaveBeenCalled();
    expect(runQuery).toHaveBeenCalledWith({
      collection: 'reviews',
      where: [{ field: 'companyId', op: 'EQUAL', value: 'company-uid-1' }],
      orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }],
      limit: REVIEWS_LIMIT,
    });
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ authorName: 'Priya S.', rating: 5 });
  });
});

// Sample trade companies for the public directory: real accounts (so the lead marketplace can
// reach them) with active subscriptions, public profiles and a few reviews each. Ratings, the
// distribution and hidden counts are computed from the seeded reviews (companyReviewStats, as
// the onReviewWritten trigger does), never typed in.
import type { CompanyBadge, VerifiedBadge } from '@fixwell/common/company';
import type { ReviewAspect, ReviewDocument } from '@fixwell/common/reviews/review';
import { overallRating } from '@fixwell/common/reviews/review-stats';
import { tradeLabel } from '@fixwell/common/trades';

import companies from './directory-companies.json';

export interface DirectoryCompany {
  uid: string;
  businessName: string;
  trades: string[];
  basePostcode: string;
  postcodeAreas: string[];
  phone: string;
  badges: string[];
  description: string;
}

/** uid, business, trades, base postcode, areas covered, badges (directory-companies.json). */
export const DIRECTORY_COMPANIES: readonly DirectoryCompany[] = companies;

/**
 * Dated badges for seeded companies, as an admin's verification leaves them: each checked on a
 * day in 2026 (a few weeks apart, `offset` varying it per company), insurance expiring in 2027.
 */
export function seedVerifiedBadges(ids: readonly string[], offset = 0): VerifiedBadge[] {
  return ids.map((id, index) => {
    const month = 1 + ((offset + index * 2) % 10);
    const day = 1 + ((offset * 3 + index * 5) % 27);
    const checkedOn = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    return id === 'insured'
      ? { id: id as CompanyBadge, checkedOn, expiresOn: `2027-${checkedOn.slice(5)}` }
      : { id: id as CompanyBadge, checkedOn };
  });
}

/**
 * A seeded review in the shape submitReview writes (`reviews/{id}`), with a placeholder job
 * (`leadId` "seed-…", no customer account behind it). The overall rating is the mean of the
 * three aspects (overallRating), as for a real review.
 */
export type SeedReview = Omit<ReviewDocument<Date>, 'updatedAt'> & { id: string };

const REVIEWERS = ['Priya S.', 'Tom H.', 'Aileen M.', 'Gareth W.', 'Niamh O.', 'David K.'];

const REVIEW_TEXTS: ReadonlyArray<readonly [Record<ReviewAspect, number>, string]> = [
  [
    { quality: 5, value: 5, reliability: 5 },
    'Turned up when they said they would, explained the options clearly and left the place spotless.',
  ],
  [
    { quality: 5, value: 5, reliability: 4 },
    'Fair fixed price, no surprises on the invoice, and the work has been perfect since.',
  ],
  [
    { quality: 4, value: 4, reliability: 3 },
    'Good work and polite. They had to come back for a part, but kept us informed throughout.',
  ],
  [
    { quality: 5, value: 4, reliability: 5 },
    'Quick to reply to my quote request and finished a day early. Would use again.',
  ],
];

const REPLY = 'Thank you for taking the time to write this — it was a pleasure to help.';

/**
 * Three or four reviews per company, spread over the last few months; the first review of every
 * third company has the company's reply, and the first company has one review hidden by Fixwell
 * (so the profile's "hidden in aggregate" line has something to say).
 */
export function directoryReviews(
  company: DirectoryCompany,
  index: number,
  now = new Date(),
): SeedReview[] {
  const count = 3 + (index % 2);
  const serviceName = tradeLabel(company.trades[0] ?? '');
  const reviews: SeedReview[] = Array.from({ length: count }, (_, n) => {
    const [ratings, body] = REVIEW_TEXTS[(index + n) % REVIEW_TEXTS.length]!;
    const createdAt = new Date(now);
    createdAt.setDate(createdAt.getDate() - (n + 1) * 17 - index);
    const repliedAt = new Date(createdAt);
    repliedAt.setDate(repliedAt.getDate() + 1);
    return {
      id: `${company.uid}-review-${n + 1}`,
      companyId: company.uid,
      companyName: company.businessName,
      leadId: `seed-${company.uid}-${n + 1}`,
      customerId: '',
      authorName: REVIEWERS[(index + n) % REVIEWERS.length]!,
      ratings,
      rating: overallRating(ratings),
      body,
      serviceName,
      verifiedJob: true,
      status: 'published',
      hidden: null,
      reply: n === 0 && index % 3 === 0 ? { body: REPLY, at: repliedAt } : null,
      reportCount: 0,
      createdAt,
    };
  });
  if (index === 0) {
    const createdAt = new Date(now);
    createdAt.setDate(createdAt.getDate() - 9);
    reviews.push({
      id: `${company.uid}-review-hidden`,
      companyId: company.uid,
      companyName: company.businessName,
      leadId: `seed-${company.uid}-hidden`,
      customerId: '',
      authorName: 'Hidden H.',
      ratings: { quality: 1, value: 1, reliability: 1 },
      rating: 1,
      body: 'Hidden by Fixwell for abuse: this text never shows on a public page.',
      serviceName,
      verifiedJob: true,
      status: 'hidden',
      hidden: { reason: 'abusive', at: createdAt },
      reply: null,
      reportCount: 1,
      createdAt,
    });
  }
  return reviews;
}

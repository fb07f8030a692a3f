// Sample trade companies for the public directory: real accounts (so the lead marketplace can
// reach them) with active subscriptions, public profiles and a few reviews each. Ratings are
// computed from the seeded reviews (averageRating), never typed in.
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

export interface SeedReview {
  id: string;
  companyId: string;
  authorName: string;
  rating: number;
  body: string;
  createdAt: Date;
}

const REVIEWERS = ['Priya S.', 'Tom H.', 'Aileen M.', 'Gareth W.', 'Niamh O.', 'David K.'];

const REVIEW_TEXTS: ReadonlyArray<readonly [number, string]> = [
  [
    5,
    'Turned up when they said they would, explained the options clearly and left the place spotless.',
  ],
  [5, 'Fair fixed price, no surprises on the invoice, and the work has been perfect since.'],
  [4, 'Good work and polite. They had to come back for a part, but kept us informed throughout.'],
  [5, 'Quick to reply to my quote request and finished a day early. Would use again.'],
];

/** Three or four reviews per company, spread over the last few months. */
export function directoryReviews(
  company: DirectoryCompany,
  index: number,
  now = new Date(),
): SeedReview[] {
  const count = 3 + (index % 2);
  return Array.from({ length: count }, (_, n) => {
    const [rating, body] = REVIEW_TEXTS[(index + n) % REVIEW_TEXTS.length]!;
    const createdAt = new Date(now);
    createdAt.setDate(createdAt.getDate() - (n + 1) * 17 - index);
    return {
      id: `${company.uid}-review-${n + 1}`,
      companyId: company.uid,
      authorName: REVIEWERS[(index + n) % REVIEWERS.length]!,
      rating,
      body,
      createdAt,
    };
  });
}

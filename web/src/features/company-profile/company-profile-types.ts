import type {
  CompanyCoverage,
  LegalForm,
  OpeningHours,
  SocialLinks,
  VerifiedBadge,
  WorkPhoto,
} from '@fixwell/common/company';
import type { CompanyBranding } from '@fixwell/common/company-branding';
import type { CompanyReviewStats, ReviewAspect } from '@fixwell/common/reviews/review';

/**
 * What the public profile shows of a company: the public fields of `companies/{uid}` (see
 * CompanyDocument in @fixwell/common/company), as the signed-out REST read returns them.
 */
export type CompanyProfileData = {
  id: string;
  slug: string;
  businessName: string;
  mainTrade: string;
  trades: string[];
  description?: string;
  phone?: string;
  website?: string;
  /** Postcode areas covered ("LS", "BD"). */
  postcodeAreas?: string[];
  /** Average rating out of 5, kept by functions; 0 before the first review. */
  rating?: number;
  reviewCount?: number;
  /** Published reviews by whole stars, "1".."5" (kept by functions). */
  ratingDistribution?: CompanyReviewStats['ratingDistribution'];
  /** Reviews Fixwell hid, in aggregate by reason (kept by functions). */
  hiddenReviews?: CompanyReviewStats['hiddenReviews'];
  /** Median minutes to the first message over the last leads (kept by functions). */
  firstResponseMedianMinutes?: number;
  /** COMPANY_BADGES ids (older documents carry these alone, without dates). */
  badges?: string[];
  /** Checks an admin verified, with the day each was checked and, for insurance, its expiry. */
  verifiedBadges?: VerifiedBadge[];
  /** The base postcode's district ("LS6") and its town ("Leeds"): never the full postcode. */
  baseDistrict?: string;
  town?: string;
  /** Towns the coverage reaches ("Leeds", "Bradford"). */
  coverageTowns?: string[];
  coverage?: CompanyCoverage;
  legalForm?: LegalForm;
  companiesHouseNumber?: string;
  socialLinks?: SocialLinks;
  openingHours?: OpeningHours;
  /** Photos of past work, in the company's order. */
  workPhotos?: WorkPhoto[];
  /** As stored by saveBranding and the logo upload; read it through `profileBranding`. */
  branding?: CompanyBranding;
};

/**
 * `reviews/{leadId}` as the public profile reads it (published reviews only; see ReviewDocument
 * in @fixwell/common/reviews/review). Reviews from a job carry their aspects and the reply.
 */
export type Review = {
  id: string;
  companyId: string;
  authorName: string;
  /** Out of 5, one decimal place: the mean of the three aspects. */
  rating: number;
  body: string;
  /** ISO 8601 (a Firestore timestamp as the REST API returns it). */
  createdAt: string;
  /** Public reads ask for 'published' only; older test data may leave it out. */
  status?: 'published' | 'hidden';
  ratings?: Partial<Record<ReviewAspect, number>>;
  serviceName?: string;
  verifiedJob?: boolean;
  /** The company's one public reply; `at` is ISO 8601. */
  reply?: { body: string; at: string } | null;
};

import type { CompanyBranding } from '@fixwell/common/company-branding';
import type { CompanyCoverage, LegalForm, VerifiedBadge } from '@fixwell/common/company';

/** `companies/{uid}` as its owner's set-up and public-profile pages use it. */
export type OwnCompany = {
  id: string;
  businessName: string;
  slug: string;
  public: boolean;
  suspended: boolean;
  /** When the profile was first published; null if it never was. */
  publishedAt: Date | null;
  mainTrade: string;
  trades: string[];
  baseDistrict?: string;
  town?: string;
  coverage?: CompanyCoverage;
  coverageKeys: string[];
  coverageTowns: string[];
  legalForm?: LegalForm;
  companiesHouseNumber?: string;
  description: string;
  phone: string;
  website: string;
  rating: number;
  reviewCount: number;
  verifiedBadges: VerifiedBadge[];
  branding: CompanyBranding;
};

/** The parts of the checklist that live outside the company document. */
export type OnboardingExtras = {
  /** `companyPrivate/{uid}.basePostcode`; null when it is not set. */
  basePostcode: string | null;
  /** A subscription that gives the company leads. */
  subscribed: boolean;
  /** Stripe Connect takes card payments and pays out. */
  payoutsEnabled: boolean;
};

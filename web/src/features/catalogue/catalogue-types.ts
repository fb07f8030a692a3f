import type { VerifiedBadge } from '@fixwell/common/company';
import type { CompanyBranding } from '@fixwell/common/company-branding';
import type {
  Article,
  Location,
  Plan,
  PriceRange,
  Service,
} from '@fixwell/common/catalogue/catalogue-schema';

export type { Article, Location, Plan, PriceRange, Service };

/** A service's index entry: the build's (web/vite/catalogue-plugin.ts) or the live index's. */
export type { ServiceIndexEntry, ServiceSummary } from '@fixwell/common/catalogue/service-index';

/** The build-time index entry of a town or city. */
export type LocationSummary = Pick<
  Location,
  | 'slug'
  | 'name'
  | 'county'
  | 'region'
  | 'nation'
  | 'postcodeAreas'
  | 'postcodeDistricts'
  | 'latitude'
  | 'longitude'
  | 'population'
>;

/** What a signed-out visitor may read of a company (`companies/{uid}` where public is true). */
export type PublicCompany = {
  id: string;
  slug: string;
  businessName: string;
  mainTrade: string;
  trades: string[];
  description?: string;
  phone?: string;
  website?: string;
  /** The base postcode's district ("LS6") and its town: never the full postcode (private). */
  baseDistrict?: string;
  town?: string;
  postcodeAreas?: string[];
  rating?: number;
  reviewCount?: number;
  /** Checks Fixwell has made (COMPANY_BADGES ids). */
  badges?: string[];
  /** The same checks with the day each was verified (and its expiry, for insurance). */
  verifiedBadges?: VerifiedBadge[];
  /** Logo, colour, trading name and footer, as stored (read through `brandingOf`). */
  branding?: CompanyBranding;
};

/** A question and its plain-text answer, as services and locations store them. */
export type FaqItemLike = { question: string; answer: string };

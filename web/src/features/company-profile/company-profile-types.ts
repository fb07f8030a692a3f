import type { CompanyBranding } from '@fixwell/common/company-branding';

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
  /** COMPANY_BADGES ids. */
  badges?: string[];
  /** As stored by saveBranding and the logo upload; read it through `profileBranding`. */
  branding?: CompanyBranding;
};

/** `reviews/{id}`: written by functions once a job is complete, readable by everyone. */
export type Review = {
  id: string;
  companyId: string;
  authorName: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  body: string;
  /** ISO 8601 (a Firestore timestamp as the REST API returns it). */
  createdAt: string;
};

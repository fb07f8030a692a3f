import type { CompanyBranding } from './company-branding';

/** `companies/{ownerUid}`: the public-facing company profile; `TTime` is the SDK's timestamp type. */
export interface CompanyDocument<TTime> {
  ownerId: string;
  businessName: string;
  slug: string;
  mainTrade: string;
  trades: string[];
  basePostcode: string;
  public: boolean;
  /** Postcode areas the company covers ("LS", "BD"); starts as its base postcode's area. */
  postcodeAreas: string[];
  /** One key per trade and area (`plumber|LS`): the directory and matching query this array. */
  coverageKeys: string[];
  /** Average review rating, 0 until the first review; kept by functions. */
  rating: number;
  reviewCount: number;
  /** Verification badges (COMPANY_BADGES ids). */
  badges?: string[];
  description?: string;
  phone?: string;
  website?: string;
  /** Typical minutes to answer a lead, a moving average kept by functions; absent until the first. */
  responseMinutes?: number;
  /** Logo, colour, trading name and footer (`company-branding.ts`); written by functions only. */
  branding?: CompanyBranding;
  createdAt: TTime;
  updatedAt: TTime;
}

/** `coverageIndex/{trade|PLACE}`: every company covering that key (functions and the seed write it). */
export interface CoverageIndexDocument {
  companyIds: string[];
}

/** `companySlugs/{slug}`: the company behind a profile or widget address. */
export interface CompanySlugDocument {
  companyId: string;
}

/** The keys a company is found under: every pairing of its trades with its postcode areas. */
export function coverageKeys(trades: readonly string[], areas: readonly string[]): string[] {
  return [...new Set(trades.flatMap((trade) => areas.map((area) => `${trade}|${area}`)))];
}

/** A company's rating from its reviews' stars: the mean to one decimal place, 0 before the first. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const total = ratings.reduce((sum, rating) => sum + rating, 0);
  return Math.round((total / ratings.length) * 10) / 10;
}

/** Checks Fixwell has made on a company; set by admins or functions only, shown as badges. */
export const COMPANY_BADGES = [
  { id: 'id-checked', label: 'ID checked' },
  { id: 'insured', label: 'Insurance checked' },
  { id: 'gas-safe', label: 'Gas Safe registered' },
  { id: 'niceic', label: 'NICEIC approved' },
  { id: 'trustmark', label: 'TrustMark registered' },
] as const;

export type CompanyBadge = (typeof COMPANY_BADGES)[number]['id'];

export function badgeLabel(id: string): string {
  return COMPANY_BADGES.find((badge) => badge.id === id)?.label ?? id;
}

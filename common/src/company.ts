import type { CompanyBranding } from './company-branding';

/**
 * `companies/{ownerUid}`: the public-facing company profile; `TTime` is the SDK's timestamp type.
 * Anyone may read a published one through Firestore's API, so it carries nothing private: the full
 * base postcode, the lead email, the VAT number and admins' notes live in `companyPrivate/{uid}`
 * (CompanyPrivateDocument). Everything here is written by functions (callables that validate and
 * check ownership, admins' callables, triggers), never by a browser.
 */
export interface CompanyDocument<TTime> {
  ownerId: string;
  /** The trading name customers see. */
  businessName: string;
  slug: string;
  mainTrade: string;
  trades: string[];
  /**
   * @deprecated Private: moving to `companyPrivate/{uid}.basePostcode` (issue 15); public
   * documents carry `baseDistrict` and `town` instead. Removed once every reader has moved.
   */
  basePostcode?: string;
  /** Outward code of the base postcode ("LS6"): where the company is, to the nearest district. */
  baseDistrict?: string;
  /** The town of the base district ("Leeds"), for people. */
  town?: string;
  public: boolean;
  /** Set by an admin (with a reason kept in companyPrivate): hidden, and offered no leads. */
  suspended?: boolean;
  /** When the company first published its profile (publishCompanyProfile). */
  publishedAt?: TTime;
  legalForm?: LegalForm;
  /** Companies House number of a limited company or LLP (public record): "SC123456", "01234567". */
  companiesHouseNumber?: string;
  socialLinks?: SocialLinks;
  openingHours?: OpeningHours;
  /** Photos of past work, in the order the company chose (at most WORK_PHOTOS_MAX). */
  workPhotos?: WorkPhoto[];
  /** Checks an admin verified, each with the day it was checked (and its expiry, for insurance). */
  verifiedBadges?: VerifiedBadge[];
  /** How the coverage was chosen; `coverageKeys` and `postcodeAreas` are derived from it. */
  coverage?: CompanyCoverage;
  /** Towns the coverage reaches, for people ("Leeds, Bradford and 12 more"). */
  coverageTowns?: string[];
  /** Postcode areas the company covers ("LS", "BD"); starts as its base postcode's area. */
  postcodeAreas: string[];
  /**
   * One key per trade and place (`plumber|LS` for a whole area, `plumber|LS6` for a district):
   * the directory and matching query this array.
   */
  coverageKeys: string[];
  /** Average review rating, 0 until the first review; kept by functions. */
  rating: number;
  reviewCount: number;
  /** Ids of `verifiedBadges` (COMPANY_BADGES), kept beside them for lists and filters. */
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
  { id: 'companies-house', label: 'Companies House checked' },
  { id: 'gas-safe', label: 'Gas Safe registered' },
  { id: 'niceic', label: 'NICEIC approved' },
  { id: 'napit', label: 'NAPIT registered' },
  { id: 'part-p', label: 'Part P registered' },
  { id: 'trustmark', label: 'TrustMark registered' },
  { id: 'fensa', label: 'FENSA registered' },
] as const;

export type CompanyBadge = (typeof COMPANY_BADGES)[number]['id'];

export function badgeLabel(id: string): string {
  return COMPANY_BADGES.find((badge) => badge.id === id)?.label ?? id;
}

/** A badge on the public profile: what was checked, and on which day (London dates). */
export interface VerifiedBadge {
  id: CompanyBadge;
  /** The day an admin verified it ("2026-11-22"). */
  checkedOn: string;
  /** The day it lapses (insurance); the badge is removed after it. */
  expiresOn?: string;
}

export const LEGAL_FORMS = ['sole-trader', 'partnership', 'limited-company', 'llp'] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];
export const LEGAL_FORM_LABELS: Record<LegalForm, string> = {
  'sole-trader': 'Sole trader',
  partnership: 'Partnership',
  'limited-company': 'Limited company',
  llp: 'Limited liability partnership (LLP)',
};

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** Full https addresses of the company's pages, by network. */
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Opening hours by day ("08:00"–"17:30"); null is closed. `note`: "24-hour call-outs". */
export interface OpeningHours {
  days: Record<Weekday, { opens: string; closes: string } | null>;
  note?: string;
}

/** Most photos of past work a profile shows. */
export const WORK_PHOTOS_MAX = 20;
/** A photo of past work, served at `GET /api/company-photos/{ownerId}/{id}` (resized). */
export interface WorkPhoto {
  id: string;
  caption: string;
  width: number;
  height: number;
}

/** Most postcode districts one company may cover (a radius is capped to this too). */
export const COVERAGE_MAX_DISTRICTS = 300;
/** Largest radius a company may cover around its base, in miles. */
export const COVERAGE_MAX_RADIUS_MILES = 50;

/**
 * How a company chose its coverage: whole postcode areas and single districts it picked, or a
 * radius around its base district. Either way matching finds it through `coverageKeys`.
 */
export interface CompanyCoverage {
  mode: 'districts' | 'radius';
  /** Whole postcode areas picked ("LS"): every district in them, present and future. */
  areas: string[];
  /** Districts picked one by one, or those within the radius ("LS6", "BD1"). */
  districts: string[];
  /** The radius in miles when `mode` is `radius`; null otherwise. */
  radiusMiles: number | null;
}

/**
 * `companyPrivate/{uid}`: what a company's owner and admins see and nobody else: the full base
 * postcode (a sole trader's may be their home), where leads are emailed, the VAT number, and an
 * admin's suspension reason. Written by functions only.
 */
export interface CompanyPrivateDocument<TTime> {
  ownerId: string;
  /** The full base postcode, normalised ("LS6 2AB"). */
  basePostcode: string;
  /** Where lead emails go when not the login email; null uses the login email. */
  leadEmail: string | null;
  vatNumber?: string;
  /** Why an admin suspended the company (shown to the owner and admins). */
  suspendedReason?: string;
  updatedAt: TTime;
}

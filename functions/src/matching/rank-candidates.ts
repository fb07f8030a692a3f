import { extraLeadWithinCap } from '@fixwell/common/billing/extra-leads';
import { subscriptionAccess, type SubscriptionAccessFacts } from '@fixwell/common/subscription';

import { milesBetween, type LatLng } from './geo';

/** What matching knows about one company that covers the job's trade and area. */
export interface Candidate {
  companyId: string;
  businessName: string;
  slug: string;
  trades: string[];
  rating: number;
  reviewCount: number;
  badges: string[];
  /** Position of the company's base district (district-positions.ts), when known. */
  base: LatLng | null;
  /** Typical minutes to answer a lead; null until it has answered one. */
  responseMinutes: number | null;
  /** The stored subscription as `subscriptionAccess` reads it; null when there is none. */
  subscription: SubscriptionAccessFacts | null;
  /** Leads accepted this period and the plan's allowance; null when the plan is unknown. */
  allowance: {
    used: number;
    allowance: number;
    periodEndMillis: number | null;
    extraLeadPricePence: number | null;
    /** The company's extra-lead choice and this period's spend (absent: switched off). */
    extraLeadsEnabled?: boolean;
    extraLeadsCapPence?: number;
    extraSpentPence?: number;
  } | null;
}

export type Exclusion = 'no-subscription' | 'allowance-spent' | 'wrong-trade';

/** Why a candidate cannot take a lead now, or null when it can. */
export function exclusionOf(
  candidate: Candidate,
  serviceTrades: readonly string[],
  nowMillis: number,
): Exclusion | null {
  if (!candidate.trades.some((trade) => serviceTrades.includes(trade))) return 'wrong-trade';
  // The one definition of "active": past_due within its grace period still receives leads.
  if (!subscriptionAccess(candidate.subscription, nowMillis).active) return 'no-subscription';
  const allowance = candidate.allowance;
  if (!allowance) return 'no-subscription';
  // A count from an earlier period no longer applies: the allowance has renewed.
  const stale = allowance.periodEndMillis !== null && allowance.periodEndMillis <= nowMillis;
  const used = stale ? 0 : allowance.used;
  if (used >= allowance.allowance) {
    // A company that buys extra leads still receives leads while one more stays within its cap.
    const spent = stale ? 0 : (allowance.extraSpentPence ?? 0);
    const settings = {
      enabled: allowance.extraLeadsEnabled === true,
      monthlyCapPence: allowance.extraLeadsCapPence ?? 0,
    };
    if (!extraLeadWithinCap(settings, spent, allowance.extraLeadPricePence))
      return 'allowance-spent';
  }
  return null;
}

export interface RankedCandidate extends Candidate {
  distanceMiles: number | null;
  routedToCompany: boolean;
}

/** Whole miles, so companies a few hundred yards apart compete on rating rather than distance. */
const milesKey = (candidate: RankedCandidate) =>
  candidate.distanceMiles === null ? Infinity : Math.round(candidate.distanceMiles);
const speedKey = (candidate: RankedCandidate) => candidate.responseMinutes ?? Infinity;

/** Distance first, then rating, then response speed; unknowns rank after knowns. */
export function compareCandidates(a: RankedCandidate, b: RankedCandidate): number {
  if (milesKey(a) !== milesKey(b)) return milesKey(a) < milesKey(b) ? -1 : 1;
  if (a.rating !== b.rating) return b.rating - a.rating;
  if (speedKey(a) !== speedKey(b)) return speedKey(a) < speedKey(b) ? -1 : 1;
  // Stable and fair between equals: the id decides, never the order a query happened to return.
  return a.companyId.localeCompare(b.companyId);
}

export interface Selection {
  chosen: RankedCandidate[];
  excluded: Array<{ companyId: string; reason: Exclusion }>;
}

/**
 * The companies that get a lead: the routed company (the widget's or profile's owner) first when
 * it can take the lead, then the nearest, best-rated, fastest, up to `cap` in all.
 */
export function selectCompanies(options: {
  candidates: readonly Candidate[];
  routed: Candidate | null;
  serviceTrades: readonly string[];
  job: LatLng | null;
  cap: number;
  nowMillis: number;
}): Selection {
  const { serviceTrades, job, cap, nowMillis } = options;
  const excluded: Selection['excluded'] = [];
  const seen = new Set<string>();
  const eligible = (candidate: Candidate, routedToCompany: boolean): RankedCandidate | null => {
    if (seen.has(candidate.companyId)) return null;
    seen.add(candidate.companyId);
    const reason = exclusionOf(candidate, serviceTrades, nowMillis);
    if (reason) {
      excluded.push({ companyId: candidate.companyId, reason });
      return null;
    }
    const distance = job && candidate.base ? milesBetween(candidate.base, job) : null;
    return {
      ...candidate,
      distanceMiles: distance === null ? null : Math.round(distance * 10) / 10,
      routedToCompany,
    };
  };

  const routed = options.routed ? eligible(options.routed, true) : null;
  const others = options.candidates
    .map((candidate) => eligible(candidate, false))
    .filter((candidate): candidate is RankedCandidate => candidate !== null)
    .sort(compareCandidates);
  const chosen = [...(routed ? [routed] : []), ...others].slice(0, Math.max(0, cap));
  return { chosen, excluded };
}

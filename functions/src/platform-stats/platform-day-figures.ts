import {
  emptyDemandFigures,
  hasDemand,
  PLATFORM_RESPONSE_MINUTES_CAP,
  type DemandFigures,
  type ServiceDemandFigures,
} from '@fixwell/common/admin/platform-stats';

// A day's figures from the rows its recomputation read: pure, so unit-tested without the
// emulators. The platform's figures and each service's come from the same rows.

export interface DaySources {
  /** Requests made that day. */
  quotes: Array<{
    service: string;
    postcodeArea: string;
    outcome: 'matched' | 'no-match' | 'pending';
  }>;
  /** Leads sent that day. */
  leadsSent: Array<{ service: string }>;
  /** Leads accepted or declined (by `respondedAt`) or expired (by `expiredAt`) that day. */
  leadsSettled: Array<{ service: string; status: 'accepted' | 'declined' | 'expired' }>;
  /** First replies written that day, with the lead's service and send time (null when unknown). */
  replies: Array<{ repliedAt: number; leadSentAt: number | null; service: string | null }>;
  newCompanies: number;
  /** Document payment rows that occurred that day. */
  payments: Array<{ amountPence: number; status: string }>;
}

export interface DayFigures {
  platform: DemandFigures & {
    newCompanies: number;
    cardPaymentsPence: number;
    cardPayments: number;
  };
  services: Record<string, DemandFigures>;
}

/** A payment counts when received, even if refunded since (as the company figures count it). */
const RECEIVED = new Set(['succeeded', 'refunded']);

/** Minutes from a lead being sent to the reply, one decimal, never negative. */
export function responseMinutes(leadSentAt: number, repliedAt: number): number {
  return Math.max(0, Math.round((repliedAt - leadSentAt) / 6_000) / 10);
}

export function dayFigures(sources: DaySources): DayFigures {
  const platform = {
    ...emptyDemandFigures(),
    newCompanies: sources.newCompanies,
    cardPaymentsPence: 0,
    cardPayments: 0,
  };
  const services: Record<string, DemandFigures> = {};
  const serviceOf = (slug: string) => (services[slug] ??= emptyDemandFigures());
  const both = (slug: string | null, add: (figures: DemandFigures) => void) => {
    add(platform);
    if (slug) add(serviceOf(slug));
  };

  for (const quote of sources.quotes) {
    both(quote.service, (f) => {
      f.quoteRequests += 1;
      if (quote.outcome === 'matched') f.matched += 1;
      if (quote.outcome === 'no-match') f.noMatch += 1;
      if (quote.postcodeArea)
        f.requestsByArea[quote.postcodeArea] = (f.requestsByArea[quote.postcodeArea] ?? 0) + 1;
    });
  }
  for (const lead of sources.leadsSent) both(lead.service, (f) => (f.leadsSent += 1));
  for (const lead of sources.leadsSettled) {
    both(lead.service, (f) => {
      if (lead.status === 'accepted') f.leadsAccepted += 1;
      if (lead.status === 'declined') f.leadsDeclined += 1;
      if (lead.status === 'expired') f.leadsExpired += 1;
    });
  }
  const replies = [...sources.replies].sort((a, b) => a.repliedAt - b.repliedAt);
  replies.forEach((reply, index) => {
    both(reply.service, (f) => {
      f.firstResponses += 1;
      // The earliest replies of the day keep their minutes (far beyond a real day's count).
      if (index < PLATFORM_RESPONSE_MINUTES_CAP && reply.leadSentAt !== null)
        f.firstResponseMinutes.push(responseMinutes(reply.leadSentAt, reply.repliedAt));
    });
  });
  for (const payment of sources.payments) {
    if (!RECEIVED.has(payment.status)) continue;
    platform.cardPayments += 1;
    platform.cardPaymentsPence += Number.isFinite(payment.amountPence) ? payment.amountPence : 0;
  }
  return { platform, services };
}

/**
 * The services a day's document lists: those with demand, plus (on a snapshotted day) those any
 * company covers, with the companies covering each (`covering`, or the stored count).
 */
export function serviceEntries(
  services: Record<string, DemandFigures>,
  covering: Record<string, number> | null,
  storedCovering: Record<string, number | null>,
): Record<string, ServiceDemandFigures> {
  const slugs = new Set(Object.keys(services).filter((slug) => hasDemand(services[slug]!)));
  // A covered service stays listed (with its snapshot) until the next snapshot says otherwise.
  for (const [slug, n] of Object.entries(covering ?? storedCovering)) if (n) slugs.add(slug);
  const out: Record<string, ServiceDemandFigures> = {};
  for (const slug of [...slugs].sort()) {
    out[slug] = {
      ...(services[slug] ?? emptyDemandFigures()),
      companiesCovering: covering ? (covering[slug] ?? 0) : (storedCovering[slug] ?? null),
    };
  }
  return out;
}

/** A service as the snapshot reads it: the trades that do it (its own slug when none are listed). */
export interface CoveringService {
  slug: string;
  trades: string[];
}
/** A listed company as the snapshot reads it, with whether its subscription gives access now. */
export interface CoveringCompany {
  trades: string[];
  suspended: boolean;
  subscribed: boolean;
}

/**
 * Companies covering each service: listed, not suspended, with a subscription that gives access
 * (matching's own rule), doing one of the service's trades.
 */
export function coveringCounts(
  services: readonly CoveringService[],
  companies: readonly CoveringCompany[],
): Record<string, number> {
  const able = companies.filter((company) => company.subscribed && !company.suspended);
  const out: Record<string, number> = {};
  for (const service of services) {
    const trades = new Set(service.trades.length > 0 ? service.trades : [service.slug]);
    out[service.slug] = able.filter((company) => company.trades.some((t) => trades.has(t))).length;
  }
  return out;
}

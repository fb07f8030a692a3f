import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';

import type { Service } from '@fixwell/common/catalogue/catalogue-schema';
import { POSTCODE_AREA_CENTROIDS } from '@fixwell/common/catalogue/postcode-area-centroids';
import { londonDateOf } from '@fixwell/common/london-time';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  coverageDemandId,
  demandDayKey,
  type CoverageDemandDocument,
} from '@fixwell/common/coverage/coverage';
import { districtPosition } from '@fixwell/common/coverage/district-positions';
import { leadIdOf, type LeadDocument, type QuoteMatch } from '@fixwell/common/lead/lead';
import {
  BUDGET_BAND_LABELS,
  QUOTE_TIMING_LABELS,
  type BudgetBand,
  type QuoteDocument,
  type QuoteNoMatchReason,
  type QuoteTiming,
} from '@fixwell/common/quote/quote-request';

import { leadEmailFrom, type StoredCompanyPrivate } from '../companies/company-private';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { readDoc, type WriteTime } from '../lib/documents';
import { platformSettings } from '../lib/platform-settings';
import { signingKey } from '../lib/signing-key';
import type { StoredUserProfile } from '../lib/user-profiles';
import { newLeadEmail, quoteNoMatchEmail } from '../mail/lead-mail-templates';
import {
  preferencesOf,
  preferencesRef,
  readUserMailContext,
  userMail,
  type UserMailContext,
} from '../mail/user-mail';
import { notificationDocument } from '../notifications/notification-document';
import { jobCoverageKeys, loadCandidates, loadRoutedCompany } from './load-candidates';
import { selectCompanies, type RankedCandidate, type Selection } from './rank-candidates';

export type MatchOutcome =
  | { outcome: 'matched'; leadIds: string[]; excluded: Selection['excluded'] }
  | { outcome: 'no-match'; reason: NoMatchReason; excluded: Selection['excluded'] }
  | { outcome: 'skipped' };

/** Why nobody was chosen: nobody covers the job, or everyone who does cannot take it now. */
export type NoMatchReason = QuoteNoMatchReason;

/** A stored quote as matching reads it: written by submitQuoteRequest, yet read defensively. */
export type StoredQuote = Partial<QuoteDocument<Timestamp>>;

/**
 * The admin setting (`settings/matching`, saved on /admin/settings), or the default when it is
 * missing or malformed; through the cached reader, so a change applies within a minute.
 */
export async function maxCompaniesPerQuote(): Promise<number> {
  return (await platformSettings()).maxCompaniesPerQuote;
}

/** The trades that do a service (a boiler repair is for gas or heating engineers). */
export async function tradesOfService(service: string): Promise<string[]> {
  const snapshot = await db().collection(COLLECTIONS.services).doc(service).get();
  // Admins edit the catalogue, so the list may be missing or hold something else.
  const trades = readDoc<Partial<Service>>(snapshot)?.trades as unknown;
  const listed = Array.isArray(trades)
    ? trades.filter((trade): trade is string => typeof trade === 'string')
    : [];
  // A service without a trade list is done by the trade of the same name.
  return listed.length > 0 ? listed : [service];
}

export interface QuoteFacts {
  service: string;
  serviceName: string;
  postcodeArea: string;
  postcodeDistrict: string;
  timing: QuoteTiming;
  budget: BudgetBand;
  company: string | null;
  source: string;
  customerId: string | null;
  contact: { name: string; email: string };
}

function leadDocument(
  quoteId: string,
  stored: StoredQuote,
  chosen: RankedCandidate,
): LeadDocument<WriteTime> {
  // The job's fields are copied as submitQuoteRequest stored them.
  const quote = stored as QuoteDocument<Timestamp>;
  const now = FieldValue.serverTimestamp();
  return {
    quoteId,
    companyId: chosen.companyId,
    service: quote.service,
    serviceName: quote.serviceName,
    answers: quote.answers ?? {},
    timing: quote.timing,
    budget: quote.budget,
    description: quote.description,
    propertyType: quote.propertyType,
    postcodeDistrict: quote.postcodeDistrict,
    postcodeArea: quote.postcodeArea,
    distanceMiles: chosen.distanceMiles,
    routedToCompany: chosen.routedToCompany,
    source: quote.source,
    status: 'new',
    extraLeadPricePence: chosen.allowance?.extraLeadPricePence ?? null,
    // The job's photos are part of the job: companies see them before accepting.
    photos: Array.isArray(quote.photos) ? quote.photos : [],
    customer: null,
    declineReason: null,
    declineNote: null,
    createdAt: now,
    respondedAt: null,
    updatedAt: now,
  };
}

export function matchOf(quoteId: string, chosen: RankedCandidate): QuoteMatch<Timestamp> {
  return {
    companyId: chosen.companyId,
    leadId: leadIdOf(quoteId, chosen.companyId),
    businessName: chosen.businessName,
    slug: chosen.slug,
    rating: chosen.rating,
    reviewCount: chosen.reviewCount,
    badges: chosen.badges,
    status: 'offered',
    respondedAt: null,
  };
}

/** Where a company's new-lead email goes, with its owner's email preferences. */
export interface LeadRecipient {
  email: string;
  context: UserMailContext;
}

/**
 * Offers the job to one company inside the caller's transaction: its lead, an in-app notification
 * and an email (a company without an owner email, or with new-lead emails off, gets none).
 */
export function offerLead(
  tx: Transaction,
  quoteId: string,
  data: StoredQuote,
  facts: QuoteFacts,
  chosen: RankedCandidate,
  recipient: LeadRecipient | undefined,
): void {
  const leadId = leadIdOf(quoteId, chosen.companyId);
  tx.create(db().collection(COLLECTIONS.leads).doc(leadId), leadDocument(quoteId, data, chosen));
  const link = `/company/leads/${leadId}`;
  const where = `${facts.serviceName} in ${facts.postcodeDistrict}`;
  tx.create(
    db().collection(COLLECTIONS.notifications).doc(),
    notificationDocument(chosen.companyId, {
      type: 'new-lead',
      title: chosen.routedToCompany ? `A customer asked for you: ${where}` : `New lead: ${where}`,
      body: `${QUOTE_TIMING_LABELS[facts.timing] ?? ''}. Budget: ${BUDGET_BAND_LABELS[facts.budget] ?? ''}.`,
      link,
    }),
  );
  const mail = recipient
    ? userMail(recipient.context, {
        uid: chosen.companyId,
        to: recipient.email,
        category: 'leads',
        kind: 'new-lead',
        message: newLeadEmail(
          {
            businessName: chosen.businessName,
            serviceName: facts.serviceName,
            postcodeDistrict: facts.postcodeDistrict,
            timingLabel: QUOTE_TIMING_LABELS[facts.timing] ?? '',
            budgetLabel: BUDGET_BAND_LABELS[facts.budget] ?? '',
          },
          `${appUrl()}${link}`,
        ),
      })
    : null;
  if (mail) tx.create(db().collection(COLLECTIONS.mail).doc(), mail);
}

/**
 * Where each company's new-lead email goes (its lead email when it set one, else the owner's login
 * email) and the owner's email preferences (a company without an address gets none). Read before
 * the transaction: the leads are offered whatever they chose.
 */
export async function ownerEmails(companyIds: string[]): Promise<Map<string, LeadRecipient>> {
  if (companyIds.length === 0) return new Map();
  const [key, users, privates, preferences] = await Promise.all([
    signingKey(),
    db().getAll(...companyIds.map((id) => db().collection(COLLECTIONS.users).doc(id))),
    db().getAll(...companyIds.map((id) => db().collection(COLLECTIONS.companyPrivate).doc(id))),
    db().getAll(...companyIds.map((id) => preferencesRef(id))),
  ]);
  const preferencesById = new Map(preferences.map((doc) => [doc.id, preferencesOf(doc.data())]));
  const privateById = new Map(
    privates.map((doc) => [doc.id, readDoc<StoredCompanyPrivate>(doc)] as const),
  );
  const recipients = new Map<string, LeadRecipient>();
  for (const user of users) {
    const profile = readDoc<StoredUserProfile>(user);
    const email = leadEmailFrom(privateById.get(user.id), {
      email: typeof profile?.email === 'string' ? profile.email : '',
    });
    const userPreferences = preferencesById.get(user.id);
    if (!email || !userPreferences) continue;
    recipients.set(user.id, { email, context: { preferences: userPreferences, key } });
  }
  return recipients;
}

/**
 * Counts a new request in `coverageDemand` (for the coverage editor's estimate): once per trade
 * that does the service, under its district and its area, on the London day it was matched.
 * Written just after matching's transaction committed (which happens once per request), outside
 * it: the counters are hot documents every request of a trade touches, and an estimate may miss a
 * request if the function dies between the two writes.
 */
export async function countDemand(
  facts: Pick<QuoteFacts, 'postcodeArea' | 'postcodeDistrict'>,
  serviceTrades: readonly string[],
  nowMillis: number,
): Promise<void> {
  const date = londonDateOf(nowMillis);
  const month = date.slice(0, 7);
  const day = demandDayKey(date);
  const places = [...new Set([facts.postcodeDistrict, facts.postcodeArea].filter(Boolean))];
  if (places.length === 0) return;
  const batch = db().batch();
  for (const trade of new Set(serviceTrades)) {
    batch.set(
      db().collection(COLLECTIONS.coverageDemand).doc(coverageDemandId(month, trade)),
      {
        month,
        trade,
        places: Object.fromEntries(
          places.map((place) => [place, { [day]: FieldValue.increment(1) }]),
        ),
      } satisfies Record<keyof CoverageDemandDocument, unknown>,
      { merge: true },
    );
  }
  await batch.commit();
}

export function factsOf(data: StoredQuote): QuoteFacts {
  const contact: { name?: unknown; email?: unknown } = data.contact ?? {};
  return {
    service: String(data.service ?? ''),
    serviceName: String(data.serviceName ?? data.service ?? ''),
    postcodeArea: String(data.postcodeArea ?? ''),
    postcodeDistrict: String(data.postcodeDistrict ?? ''),
    timing: data.timing as QuoteTiming,
    budget: data.budget as BudgetBand,
    company: typeof data.company === 'string' && data.company !== '' ? data.company : null,
    source: String(data.source ?? 'web'),
    customerId: typeof data.customerId === 'string' ? data.customerId : null,
    contact: { name: String(contact.name ?? ''), email: String(contact.email ?? '') },
  };
}

/**
 * The companies for a job, best first, leaving out those in `alreadyOffered`: the covering
 * companies found through the coverage index, and the widget's or profile's company when the
 * request came from one.
 */
export async function chooseCompanies(
  facts: QuoteFacts,
  serviceTrades: string[],
  cap: number,
  alreadyOffered: ReadonlySet<string>,
): Promise<{ selection: Selection; coveringCount: number; routed: boolean }> {
  const keys = jobCoverageKeys(serviceTrades, facts.postcodeArea, facts.postcodeDistrict);
  const [candidates, routed] = await Promise.all([
    loadCandidates(db(), keys),
    facts.company && alreadyOffered.size === 0
      ? loadRoutedCompany(db(), facts.company)
      : Promise.resolve(null),
  ]);
  // The job's district (town centres, see district-positions.ts), else its area's centre.
  const centroid =
    districtPosition(facts.postcodeDistrict) ?? POSTCODE_AREA_CENTROIDS.get(facts.postcodeArea);
  const selection = selectCompanies({
    candidates: candidates.filter((candidate) => !alreadyOffered.has(candidate.companyId)),
    routed,
    serviceTrades,
    job: centroid ?? null,
    cap,
    nowMillis: Date.now(),
  });
  return { selection, coveringCount: candidates.length, routed: routed !== null };
}

/**
 * Chooses the companies for a new quote request and, in one transaction, writes their leads, the
 * quote's matches and status, and each company's notification and email. Runs once per attempt: a
 * retried trigger finds the quote no longer `received` and stops, and lead ids are deterministic.
 */
export async function matchQuote(
  quoteId: string,
  /** `no-match` when an admin tries again for a request that found nobody the first time. */
  fromStatus: 'received' | 'no-match' = 'received',
): Promise<MatchOutcome> {
  const quoteRef = db().collection(COLLECTIONS.quotes).doc(quoteId) as DocumentReference;
  const first = readDoc<StoredQuote>(await quoteRef.get());
  if (!first || first.status !== fromStatus) return { outcome: 'skipped' };
  const facts = factsOf(first);
  const [cap, serviceTrades] = await Promise.all([
    maxCompaniesPerQuote(),
    tradesOfService(facts.service),
  ]);
  const { selection, coveringCount, routed } = await chooseCompanies(
    facts,
    serviceTrades,
    cap,
    new Set(),
  );
  const emails = await ownerEmails(selection.chosen.map((chosen) => chosen.companyId));
  const reason: NoMatchReason =
    coveringCount === 0 && !routed ? 'no-company-covers' : 'none-available';

  const written = await runTransaction(async (tx) => {
    const data = readDoc<StoredQuote>(await tx.get(quoteRef));
    if (!data || data.status !== fromStatus) return false;
    const matched = selection.chosen.length > 0;
    // The customer's email preferences, read before the writes (a guest has none).
    const customerMail =
      !matched && fromStatus === 'received'
        ? await readUserMailContext(facts.customerId, tx)
        : null;
    const timeline = Array.isArray(data.timeline) ? data.timeline : [];
    const status = matched ? ('matched' as const) : ('no-match' as const);

    for (const chosen of selection.chosen) {
      offerLead(tx, quoteId, data, facts, chosen, emails.get(chosen.companyId));
    }

    // A second attempt that finds nobody again tells nobody again: the first no-match did.
    if (customerMail) {
      const ownPage = facts.customerId ? `/customer/quotes/${quoteId}` : null;
      if (facts.customerId && ownPage) {
        tx.create(
          db().collection(COLLECTIONS.notifications).doc(),
          notificationDocument(facts.customerId, {
            type: 'quote-no-match',
            title: `No company available yet for your ${facts.serviceName} request`,
            body: 'Our team has been told and is looking for a suitable company.',
            link: ownPage,
          }),
        );
      }
      const mail = userMail(customerMail, {
        uid: facts.customerId,
        to: facts.contact.email,
        category: 'quote-updates',
        kind: 'quote-no-match',
        message: quoteNoMatchEmail(
          {
            name: facts.contact.name,
            serviceName: facts.serviceName,
            postcodeDistrict: facts.postcodeDistrict,
          },
          ownPage
            ? { link: `${appUrl()}${ownPage}`, label: 'See your request' }
            : { link: `${appUrl()}/contact`, label: 'Contact us' },
        ),
      });
      if (mail) tx.create(db().collection(COLLECTIONS.mail).doc(), mail);
    }

    tx.update(quoteRef, {
      status,
      matches: selection.chosen.map((chosen) => matchOf(quoteId, chosen)),
      noMatchReason: matched ? null : reason,
      timeline: [...timeline, { status, at: Timestamp.now() }],
      matchedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies Partial<QuoteDocument<WriteTime>>);
    return true;
  });

  if (!written) return { outcome: 'skipped' };
  // A new request counts towards demand once; an admin's second attempt does not count again.
  if (fromStatus === 'received') await countDemand(facts, serviceTrades, Date.now());
  return selection.chosen.length > 0
    ? {
        outcome: 'matched',
        leadIds: selection.chosen.map((chosen) => leadIdOf(quoteId, chosen.companyId)),
        excluded: selection.excluded,
      }
    : { outcome: 'no-match', reason, excluded: selection.excluded };
}

import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import { leadIdOf } from '@fixwell/common/lead/lead';
import type { QuoteDocument } from '@fixwell/common/quote/quote-request';
import { millisOf } from '@fixwell/common/timestamps';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { readDoc, type WriteTime } from '../lib/documents';
import {
  chooseCompanies,
  factsOf,
  matchOf,
  maxCompaniesPerQuote,
  offerLead,
  ownerEmails,
  tradesOfService,
  type StoredQuote,
} from './match-quote';

/** A request older than this is not sent round again: the customer has usually moved on. */
export const REPLACEMENT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * However many companies decline, a request is offered to at most this many times the cap in all,
 * so a job nobody wants (too small, too far) is not sent to every company in the area.
 */
export const MAX_OFFERS_PER_CAP = 2;

export type ReplacementOutcome =
  | { outcome: 'offered'; leadId: string }
  | {
      outcome: 'not-needed' | 'too-old' | 'offer-limit' | 'nobody-left' | 'skipped';
    };

/**
 * When a company declines (or lets its lead expire), the customer should still hear from as many
 * companies as the cap promises: offers the job to the next best company that has not seen it
 * yet. Runs in its own transaction, re-checking the matches so two declines at once add one
 * company each, not two.
 */
export async function replaceDeclinedLead(quoteId: string): Promise<ReplacementOutcome> {
  const quoteRef = db().collection(COLLECTIONS.quotes).doc(quoteId) as DocumentReference;
  const first = readDoc<StoredQuote>(await quoteRef.get());
  if (!first || (first.status !== 'matched' && first.status !== 'accepted')) {
    return { outcome: 'skipped' };
  }
  const createdAt = millisOf(first.createdAt);
  if (createdAt === null || Date.now() - createdAt > REPLACEMENT_WINDOW_MS) {
    return { outcome: 'too-old' };
  }
  const matches = first.matches ?? [];
  const cap = await maxCompaniesPerQuote();
  // Declined and expired matches no longer count: the customer will not hear from them.
  const stillIn = matches.filter(
    (match) => match.status !== 'declined' && match.status !== 'expired',
  ).length;
  if (stillIn >= cap) return { outcome: 'not-needed' };
  if (matches.length >= cap * MAX_OFFERS_PER_CAP) return { outcome: 'offer-limit' };

  const facts = factsOf(first);
  const offered = new Set(matches.map((match) => match.companyId));
  const { selection } = await chooseCompanies(
    facts,
    await tradesOfService(facts.service),
    1,
    offered,
  );
  const chosen = selection.chosen[0];
  if (!chosen) return { outcome: 'nobody-left' };
  const emails = await ownerEmails([chosen.companyId]);

  return runTransaction(async (tx): Promise<ReplacementOutcome> => {
    const data = readDoc<StoredQuote>(await tx.get(quoteRef)) ?? {};
    const current = data.matches ?? [];
    // Someone else changed the matches since: the next decline (or retry) decides again.
    if (current.length !== matches.length) return { outcome: 'skipped' };
    offerLead(tx, quoteId, data, facts, chosen, emails.get(chosen.companyId));
    tx.update(quoteRef, {
      matches: [...current, matchOf(quoteId, chosen)],
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies Partial<QuoteDocument<WriteTime>>);
    return { outcome: 'offered', leadId: leadIdOf(quoteId, chosen.companyId) };
  });
}

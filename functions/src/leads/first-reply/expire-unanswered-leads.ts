import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/scheduler';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { LeadDocument } from '@fixwell/common/lead/lead';
import type { QuoteDocument } from '@fixwell/common/quote/quote-request';
import { millisOf } from '@fixwell/common/timestamps';

import { db } from '../../lib/admin';
import { runTransaction } from '../../lib/transaction';
import { appUrl } from '../../lib/app-url';
import { readDoc, type WriteTime } from '../../lib/documents';
import { logError, logInfo } from '../../lib/log';
import { platformSettings } from '../../lib/platform-settings';
import type { StoredUserProfile } from '../../lib/user-profiles';
import type { CompanyDocument } from '../../companies/company-documents';
import { readUserMailContext } from '../../mail/user-mail';
import { matchesWithAnswer } from '../lead-responses';
import { leadExpires } from './first-reply-decisions';
import { leadExpiredEmail, leadExpiredWords } from './first-reply-mail';
import { tellCompanyAboutLead } from './tell-company';

type StoredLead = LeadDocument<Timestamp>;

const BATCH = 200;
const HOUR = 60 * 60 * 1000;

/**
 * Expires one lead if it is still `new` `expiryMs` after it was offered, in one transaction:
 * the lead becomes `expired`, the quote's match for the company says so, and the company is told
 * (`lead-expired`, in the app and by email). `onLeadDeclined` then offers the job to the next
 * company, as for a declined lead.
 */
async function expireOne(ref: DocumentReference, now: number, expiryMs: number): Promise<boolean> {
  return runTransaction(async (tx) => {
    const lead = readDoc<StoredLead>(await tx.get(ref));
    if (!lead) return false;
    if (
      !leadExpires(
        { status: lead.status, createdAtMillis: millisOf(lead.createdAt) },
        now,
        expiryMs,
      )
    )
      return false;
    const companyId = String(lead.companyId);
    const quoteRef = db().collection(COLLECTIONS.quotes).doc(String(lead.quoteId));
    const [quoteSnapshot, userSnapshot, companySnapshot] = await tx.getAll(
      quoteRef,
      db().collection(COLLECTIONS.users).doc(companyId),
      db().collection(COLLECTIONS.companies).doc(companyId),
    );
    const mailContext = await readUserMailContext(companyId, tx);
    const quote = readDoc<QuoteDocument<Timestamp>>(quoteSnapshot);

    tx.update(ref, {
      status: 'expired',
      expiredAt: Timestamp.fromMillis(now),
      expiredAfterHours: expiryMs / HOUR,
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies Partial<LeadDocument<WriteTime>>);
    if (quote) {
      tx.update(quoteRef, {
        matches: matchesWithAnswer(quote.matches, companyId, 'expired'),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<QuoteDocument<WriteTime>>);
    }
    const words = leadExpiredWords(
      {
        serviceName: String(lead.serviceName ?? ''),
        postcodeDistrict: String(lead.postcodeDistrict ?? ''),
      },
      expiryMs / HOUR,
    );
    const businessName = readDoc<CompanyDocument>(companySnapshot)?.businessName;
    tellCompanyAboutLead(tx, {
      companyId,
      kind: 'lead-expired',
      words,
      link: `/company/leads/${ref.id}`,
      email: readDoc<StoredUserProfile>(userSnapshot)?.email,
      mailContext,
      message: () =>
        leadExpiredEmail(
          typeof businessName === 'string' ? businessName : 'there',
          words,
          `${appUrl()}/company/leads`,
        ),
    });
    return true;
  });
}

/**
 * Leads neither accepted nor declined the expiry of /admin/settings after they were offered expire, as of `now`
 * (index: leads status ↑, createdAt ↑). Each is decided again in its own transaction.
 */
export async function expireUnansweredLeadsNow(
  now: number = Date.now(),
): Promise<{ expired: string[] }> {
  const expired: string[] = [];
  // The expiry set on /admin/settings (lib/platform-settings.ts), read once per run.
  const expiryMs = (await platformSettings()).leadExpiryHours * HOUR;
  const cutoff = Timestamp.fromMillis(now - expiryMs);
  for (;;) {
    const stale = await db()
      .collection(COLLECTIONS.leads)
      .where('status', '==', 'new')
      .where('createdAt', '<=', cutoff)
      .orderBy('createdAt')
      .limit(BATCH)
      .get();
    let expiredThisRound = 0;
    for (const candidate of stale.docs) {
      try {
        if (await expireOne(candidate.ref, now, expiryMs)) {
          expired.push(candidate.id);
          expiredThisRound += 1;
        }
      } catch (error) {
        logError('lead.expiry-failed', error, { leadId: candidate.id });
      }
    }
    if (stale.size < BATCH || expiredThisRound === 0) break;
  }
  logInfo('lead.expiry', { expired: expired.length });
  return { expired };
}

/** Every 30 minutes: leads nobody answered in 72 hours expire and move on to the next company. */
export const expireUnansweredLeads = onSchedule(
  { schedule: 'every 30 minutes', timeZone: 'Europe/London' },
  async () => {
    await expireUnansweredLeadsNow();
  },
);

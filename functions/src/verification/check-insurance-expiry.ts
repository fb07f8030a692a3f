import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/scheduler';

import { londonDateOf } from '@fixwell/common/london-time';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  addDays,
  insuranceExpiryAction,
  INSURANCE_WARNING_DAYS,
  type VerificationCheckDocument,
} from '@fixwell/common/companies/verification';
import type { CompanyDocument } from '@fixwell/common/company';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { readDoc, type WriteTime } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import { badgeFields, storedBadges, withoutBadge } from './verification-decisions';
import {
  insuranceExpiredNotice,
  insuranceExpiringNotice,
  tellCompany,
} from './verification-notices';
import { companyRef, loginEmailOf, type StoredCheck } from './verification-refs';

const BATCH = 200;

/**
 * The daily insurance run, for London day of `now`: each insurance badge within 30 days of its
 * expiry gets one warning (app and email); each past its expiry is removed from the company's
 * profile and its check marked expired (the company told). Each check is re-read in its own
 * transaction, so a renewal verified meanwhile is left alone.
 */
export async function checkInsuranceExpiryNow(
  now: number = Date.now(),
): Promise<{ warned: number; expired: number }> {
  const today = londonDateOf(now);
  const horizon = addDays(today, INSURANCE_WARNING_DAYS);
  let warned = 0;
  let expired = 0;
  let cursor: string | null = null;
  for (;;) {
    let query = db()
      .collection(COLLECTIONS.verificationChecks)
      .where('type', '==', 'insurance')
      .where('expiresOn', '<=', horizon)
      .orderBy('expiresOn')
      .orderBy('__name__')
      .limit(BATCH);
    if (cursor) {
      const last = await db().collection(COLLECTIONS.verificationChecks).doc(cursor).get();
      query = query.startAfter(last);
    }
    const page = await query.get();
    for (const candidate of page.docs) {
      try {
        const action = await runTransaction(async (tx) => {
          const check = readDoc<StoredCheck>(await tx.get(candidate.ref));
          if (!check) return 'none' as const;
          const decided = insuranceExpiryAction(
            {
              status: check.status,
              expiresOn: check.expiresOn,
              warned: check.expiryWarnedAt !== null && check.expiryWarnedAt !== undefined,
            },
            today,
          );
          if (decided === 'none') return decided;
          const company = readDoc<CompanyDocument<Timestamp>>(
            await tx.get(companyRef(check.companyId)),
          );
          const email = await loginEmailOf(check.companyId, tx);
          const name = company?.businessName ?? check.companyName;
          if (decided === 'warn') {
            tx.update(candidate.ref, {
              expiryWarnedAt: FieldValue.serverTimestamp(),
            } satisfies Partial<VerificationCheckDocument<WriteTime>>);
            tellCompany(
              tx,
              check.companyId,
              name,
              email,
              insuranceExpiringNotice(check.expiresOn!),
            );
            return decided;
          }
          tx.update(candidate.ref, {
            ...(check.status === 'verified' ? { status: 'expired' as const } : {}),
            checkedOn: null,
            expiresOn: null,
          } satisfies Partial<VerificationCheckDocument<WriteTime>>);
          if (company)
            tx.update(companyRef(check.companyId), {
              ...badgeFields(withoutBadge(storedBadges(company.verifiedBadges), 'insured')),
              updatedAt: FieldValue.serverTimestamp(),
            } satisfies Partial<CompanyDocument<WriteTime>>);
          tellCompany(tx, check.companyId, name, email, insuranceExpiredNotice(check.expiresOn!));
          return decided;
        });
        if (action === 'warn') warned += 1;
        if (action === 'expire') expired += 1;
      } catch (error) {
        logError('insurance-expiry.check-failed', error, { checkId: candidate.id });
      }
    }
    if (page.size < BATCH) break;
    cursor = page.docs[page.docs.length - 1]!.id;
  }
  logInfo('insurance-expiry.run', { today, warned, expired });
  return { warned, expired };
}

/** Every morning in London: insurance warnings and lapses. */
export const checkInsuranceExpiry = onSchedule(
  { schedule: 'every day 06:00', timeZone: 'Europe/London' },
  async () => {
    await checkInsuranceExpiryNow();
  },
);

import type { Timestamp } from 'firebase-admin/firestore';

import type { ConnectAccountDocument } from '@fixwell/common/billing/connect-account';
import {
  FEE_DEFAULTS,
  feeInForce,
  platformFeePence,
  type FeeSettingsDocument,
} from '@fixwell/common/billing/fees';
import type { StripeRefsDocument } from '@fixwell/common/billing/stripe-records';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';
import type { DocumentPaymentRecord } from '@fixwell/common/documents/document';
import { payablePence } from '@fixwell/common/documents/document-totals';
import { millisOf } from '@fixwell/common/timestamps';

import type { CompanyDocument } from '../companies/company-documents';
import { canTakeCards } from '../documents/document-access';
import { dayOf, type StoredDocument } from '../documents/document-store';
import { db } from '../lib/admin';
import { readDoc } from '../lib/documents';
import type { PayableDocument } from './document-payment-decisions';

// What the payment handlers share: the name a company goes by, where its card payments go, the
// platform fee in force, and a stored document's facts as the payment decisions read them.

/** `metadata.kind` of our Checkout sessions and PaymentIntents, so each event maps back. */
export const DOCUMENT_PAYMENT_KIND = 'document-payment';

/** The company's card-taking state: its connected account, and whether cards may be taken. */
export async function companyPaymentAccount(companyId: string): Promise<{
  company: Partial<CompanyDocument> | undefined;
  accountId: string | null;
  cardsAccepted: boolean;
}> {
  const [company, mirror, refs] = await db().getAll(
    db().collection(COLLECTIONS.companies).doc(companyId),
    db().collection(COLLECTIONS.connectAccounts).doc(companyId),
    db().collection(COLLECTIONS.stripeRefs).doc(companyId),
  );
  const account = readDoc<Partial<ConnectAccountDocument<Timestamp>>>(mirror);
  const saved = readDoc<Partial<StripeRefsDocument<Timestamp>>>(refs)?.connectAccountId;
  const accountId =
    typeof saved === 'string' && saved !== ''
      ? saved
      : typeof account?.accountId === 'string' && account.accountId !== ''
        ? account.accountId
        : null;
  return {
    company: readDoc<Partial<CompanyDocument>>(company),
    accountId,
    cardsAccepted: accountId !== null && canTakeCards(account),
  };
}

/** The platform fee on a payment of `amountPence` at `nowMillis`, from `settings/fees`. */
export async function platformFeeFor(amountPence: number, nowMillis: number): Promise<number> {
  const settings = readDoc<Partial<FeeSettingsDocument<Timestamp>>>(
    await db().collection(COLLECTIONS.settings).doc(SETTINGS_DOCS.fees).get(),
  );
  const schedules = (Array.isArray(settings?.schedules) ? settings.schedules : []).map(
    (schedule) => ({ ...schedule, effectiveFromMillis: millisOf(schedule.effectiveFrom) ?? 0 }),
  );
  return platformFeePence(amountPence, feeInForce(schedules, nowMillis) ?? FEE_DEFAULTS);
}

/** A stored document's recorded payments (none before the first). */
export function paymentsOf(document: StoredDocument): DocumentPaymentRecord<Timestamp>[] {
  return Array.isArray(document.payments) ? document.payments : [];
}

/** The facts the payment decisions read, with the status as it stands (`currentStatus`). */
export function payableFacts(document: StoredDocument, status = document.status): PayableDocument {
  return {
    kind: document.kind,
    status,
    version: document.version,
    // An invoice's credit (a deposit already paid) is not asked for again.
    totalPence: document.kind === 'invoice' ? payablePence(document) : document.totals.totalPence,
    depositPercent: document.kind === 'quote' ? document.depositPercent : null,
    amountPaidPence: document.amountPaidPence ?? 0,
  };
}

/** What `documentMoney` reads of the document. */
export function moneyFacts(document: StoredDocument) {
  return {
    kind: document.kind,
    status: document.status,
    totalPence: document.kind === 'invoice' ? payablePence(document) : document.totals.totalPence,
    viewed: document.viewedAt !== null,
    dueDate: dayOf(document.dueDate),
  };
}

/** "Invoice INV-0003" / "Deposit for quote Q-0002". */
export function paymentSubject(document: Pick<StoredDocument, 'kind' | 'number'>): string {
  const number = document.number ?? '';
  return document.kind === 'invoice'
    ? `Invoice ${number}`.trim()
    : `Deposit for quote ${number}`.trim();
}

import type { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';

import type { ConnectAccountDocument } from '@fixwell/common/billing/connect-account';
import { brandingOf } from '@fixwell/common/company-branding';
import type { DocumentView } from '@fixwell/common/documents/document-view';
import { lineNetPence, payablePence } from '@fixwell/common/documents/document-totals';
import type { DocumentStatus } from '@fixwell/common/documents/document-labels';

import type { CompanyDocument } from '../companies/company-documents';
import { clientIp } from '../lib/client-ip';
import { consumeRateLimits } from '../lib/consume-rate-limits';
import type { RateLimitRule } from '../lib/rate-limit-rules';
import { documentViewer, UNPAID_INVOICE_STATUSES, type DocumentViewer } from './document-decisions';
import { DOCUMENT_MESSAGES } from './document-messages';
import {
  businessNameOf,
  dayOf,
  linkTokenHash,
  notFound,
  type StoredDocument,
} from './document-store';

// What openDocument and respondToQuote share: who may see a document, the rate limit on link
// tokens, and the view a customer is answered with.

/** Link-token attempts per IP address, counted before the token is read (like getQuoteStatus). */
export const DOCUMENT_TOKEN_PER_IP: RateLimitRule = {
  scope: 'document-token-ip',
  limit: 60,
  windowMs: 60 * 60_000,
};

/** The guard of the customer callables: a call carrying a token costs one attempt. */
export async function limitTokenAttempts({
  request,
}: {
  request: CallableRequest<unknown>;
}): Promise<void> {
  const data = request.data as { token?: unknown } | null | undefined;
  if (data === null || typeof data !== 'object' || data.token === undefined) return;
  const ip = clientIp(request.rawRequest.headers, request.rawRequest.ip);
  const { allowed } = await consumeRateLimits([{ rule: DOCUMENT_TOKEN_PER_IP, identifier: ip }]);
  if (!allowed) throw new HttpsError('resource-exhausted', DOCUMENT_MESSAGES.tooManyAttempts);
}

/** Who the caller is to this document; anyone without access gets not-found, as for no document. */
export function requireViewer(
  document: StoredDocument | undefined,
  caller: { uid: string | null; token: string | undefined },
): { document: StoredDocument; viewer: DocumentViewer } {
  if (!document) throw notFound();
  const viewer = documentViewer(
    {
      companyId: document.companyId,
      status: document.status,
      customerUid: document.customer?.uid ?? null,
      linkTokenHash: document.linkTokenHash,
    },
    { uid: caller.uid, tokenHash: caller.token ? linkTokenHash(caller.token) : null },
  );
  if (!viewer) throw notFound();
  return { document, viewer };
}

const iso = (time: Timestamp | null | undefined) => (time ? time.toDate().toISOString() : null);

/** Whether the company can take card payments (its Connect account is enabled). */
export function canTakeCards(
  account: Partial<ConnectAccountDocument<Timestamp>> | undefined,
): boolean {
  return account?.chargesEnabled === true && account.payoutsEnabled === true;
}

/** The document as its customer (or the company, previewing) sees it. */
export function documentViewOf(
  id: string,
  document: StoredDocument,
  status: DocumentStatus,
  company: Partial<CompanyDocument> | undefined,
  cardsAccepted: boolean,
  preview: boolean,
): DocumentView {
  const depositPercent = document.kind === 'quote' ? document.depositPercent : null;
  const deposit =
    depositPercent === null
      ? null
      : Math.round((document.totals.totalPence * depositPercent) / 100);
  const branding = brandingOf(company);
  const paid = document.amountPaidPence ?? 0;
  const amountDue =
    document.kind === 'invoice'
      ? Math.max(0, payablePence(document) - paid)
      : Math.max(0, (deposit ?? 0) - paid);
  const payable =
    (document.kind === 'invoice' && UNPAID_INVOICE_STATUSES.includes(status)) ||
    (document.kind === 'quote' && status === 'accepted' && deposit !== null && amountDue > 0);
  return {
    id,
    kind: document.kind,
    status,
    number: document.number,
    version: document.version,
    company: {
      id: document.companyId,
      name: businessNameOf(company),
      phone: typeof company?.phone === 'string' && company.phone ? company.phone : null,
      email: null,
      vatNumber: document.vatRegistered ? document.vatNumber : null,
      brandColour: branding.brandColour,
      logoUrl: branding.logoUrl,
      footerText: branding.footerText,
      slug: typeof company?.slug === 'string' ? company.slug : '',
    },
    customer: {
      name: document.customer.name,
      email: document.customer.email,
      address: document.customer.address,
    },
    lines: document.lines,
    lineNetPence: document.lines.map(lineNetPence),
    totals: document.totals,
    vatRegistered: document.vatRegistered,
    depositPercent,
    depositPence: deposit,
    validUntilIso: dayOf(document.validUntil),
    dueDateIso: dayOf(document.dueDate),
    issuedAtIso: iso(document.sentAt),
    notes: document.notes,
    paymentTerms: document.paymentTerms,
    acceptance: document.acceptance
      ? { name: document.acceptance.name, atIso: iso(document.acceptance.at) ?? '' }
      : null,
    decline: document.decline
      ? {
          reason: document.decline.reason,
          note: document.decline.note,
          atIso: iso(document.decline.at) ?? '',
        }
      : null,
    credit: document.kind === 'invoice' && document.credit ? document.credit : null,
    amountPaidPence: paid,
    paidAtIso: iso(document.paidAt),
    payments: (document.payments ?? []).map((payment) => ({
      id: payment.paymentIntentId,
      amountPence: payment.amountPence,
      refundedPence: payment.refundedPence,
      purpose: payment.purpose,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      paidAtIso: iso(payment.paidAt) ?? '',
      checkoutSessionId: payment.checkoutSessionId,
      autoRefundReason: payment.autoRefundReason,
    })),
    amountDuePence: payable ? amountDue : 0,
    canPayByCard: !preview && payable && cardsAccepted,
    preview,
  };
}

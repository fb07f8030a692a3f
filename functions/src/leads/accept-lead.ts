import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { acceptLeadCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  LEAD_MESSAGES,
  type LeadAllowanceDocument,
  type LeadCustomer,
  type LeadDocument,
} from '@fixwell/common/lead/lead';
import type { QuoteDocument } from '@fixwell/common/quote/quote-request';

import type { CompanyDocument } from '../companies/company-documents';
import { db } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import { allowanceCountOf, planTermsOf, subscriptionTermsOf } from '../lib/billing-reads';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { leadAcceptedEmail } from '../mail/lead-mail-templates';
import { mailDocument } from '../mail/queue-mail';
import { notificationDocument } from '../notifications/notification-document';
import { acceptLeadDecision } from './accept-lead-decision';
import {
  leadRefusalError,
  matchesWithAnswer,
  readOpenLead,
  recordResponseTime,
  requireActiveCompany,
  serverNow,
} from './lead-responses';

/**
 * A company accepts a lead: it spends one lead of its plan's allowance for the billing period and,
 * in the same transaction, receives the customer's name and contact details. The customer is told
 * in the app and by email. Reads, asks acceptLeadDecision, then writes.
 */
export const acceptLead = onCallable(
  acceptLeadCallable,
  async ({ leadId }, { uid }) => {
    await requireActiveCompany(uid);

    const result = await db().runTransaction(async (tx) => {
      const { ref: leadRef, lead } = await readOpenLead(tx, leadId, uid);
      const quoteRef = db().collection(COLLECTIONS.quotes).doc(String(lead.quoteId));
      const companyRef = db().collection(COLLECTIONS.companies).doc(uid);
      const allowanceRef = db().collection(COLLECTIONS.leadAllowances).doc(uid);
      const [subscriptionSnapshot, allowanceSnapshot, quoteSnapshot, companySnapshot] =
        await tx.getAll(
          db().collection(COLLECTIONS.subscriptions).doc(uid),
          allowanceRef,
          quoteRef,
          companyRef,
        );
      const subscription = subscriptionTermsOf(subscriptionSnapshot);
      const planId = subscription?.planId ?? null;
      const plan = planId
        ? await tx.get(db().collection(COLLECTIONS.plans).doc(planId))
        : undefined;

      const decision = acceptLeadDecision({
        lead,
        companyId: uid,
        subscription,
        planAllowance: planTermsOf(plan).allowance,
        allowance: allowanceCountOf(allowanceSnapshot),
        nowMillis: Date.now(),
      });
      if (!decision.accept) throw leadRefusalError(decision.refusal);
      const quote = readDoc<QuoteDocument<Timestamp>>(quoteSnapshot);
      if (!quote) throw new HttpsError('not-found', LEAD_MESSAGES.notFound);
      const company = readDoc<CompanyDocument>(companySnapshot);

      const contact: Partial<QuoteDocument<Timestamp>['contact']> = quote.contact ?? {};
      const customer: LeadCustomer = {
        name: String(contact.name ?? ''),
        email: String(contact.email ?? ''),
        phone: String(contact.phone ?? ''),
        postcode: String(quote.postcode ?? ''),
      };
      tx.update(leadRef, {
        status: 'accepted',
        customer,
        respondedAt: serverNow(),
        updatedAt: serverNow(),
      } satisfies Partial<LeadDocument<WriteTime>>);
      tx.set(allowanceRef, {
        planId,
        allowance: decision.allowance,
        used: decision.used,
        periodEnd: Timestamp.fromMillis(decision.periodEndMillis),
        updatedAt: serverNow(),
      } satisfies LeadAllowanceDocument<WriteTime>);

      // The first acceptance moves the request on; later ones only add to the matches.
      const firstAcceptance = quote.status !== 'accepted';
      const timeline = Array.isArray(quote.timeline) ? quote.timeline : [];
      tx.update(quoteRef, {
        matches: matchesWithAnswer(quote.matches, uid, 'accepted'),
        ...(firstAcceptance
          ? {
              status: 'accepted' as const,
              timeline: [...timeline, { status: 'accepted' as const, at: Timestamp.now() }],
            }
          : {}),
        updatedAt: serverNow(),
      } satisfies Partial<QuoteDocument<WriteTime>>);
      recordResponseTime(tx, companyRef, company, lead);

      const businessName = String(company?.businessName ?? 'A company');
      const serviceName = String(quote.serviceName ?? '');
      const customerId = quote.customerId;
      const ownPage = typeof customerId === 'string' ? `/customer/quotes/${quoteRef.id}` : null;
      if (typeof customerId === 'string' && ownPage) {
        tx.create(
          db().collection(COLLECTIONS.notifications).doc(),
          notificationDocument(customerId, {
            type: 'lead-accepted',
            title: `${businessName} accepted your ${serviceName} request`,
            body: 'They will contact you to arrange a quote.',
            link: ownPage,
          }),
        );
      }
      if (customer.email) {
        const phone = company?.phone;
        tx.create(
          db().collection(COLLECTIONS.mail).doc(),
          mailDocument(
            customer.email,
            leadAcceptedEmail(
              {
                name: customer.name,
                serviceName,
                businessName,
                phone: typeof phone === 'string' && phone ? phone : null,
              },
              `${appUrl()}${ownPage ?? `/company/${String(company?.slug ?? '')}`}`,
            ),
            'lead-accepted',
          ),
        );
      }
      return {
        leadId,
        customer,
        allowance: { used: decision.used, allowance: decision.allowance },
      };
    });
    logInfo('lead.accepted', {
      leadId,
      used: result.allowance.used,
      allowance: result.allowance.allowance,
    });
    return result;
  },
  { auth: 'required', invalid: LEAD_MESSAGES.notFound },
);

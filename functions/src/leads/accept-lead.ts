import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/https';

import { FEATURE_SWITCH_REFUSALS } from '@fixwell/common/admin/platform-settings';
import { acceptLeadCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  LEAD_MESSAGES,
  type AcceptLeadResult,
  type LeadAllowanceDocument,
  type LeadCustomer,
  type LeadDocument,
} from '@fixwell/common/lead/lead';
import type { QuoteDocument } from '@fixwell/common/quote/quote-request';
import type { StripeRefsDocument } from '@fixwell/common/billing/stripe-records';
import type { CompanyCustomerRecord } from '@fixwell/common/documents/document';

import type { CompanyDocument } from '../companies/company-documents';
import { leadCustomerId } from '../companies/lead-customer-id';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { allowanceCountOf, planTermsOf, subscriptionTermsOf } from '../lib/billing-reads';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import { platformSettings } from '../lib/platform-settings';
import { stripe, STRIPE_SECRETS } from '../lib/stripe';
import { prepareConversationOpening } from '../conversations/open-conversation';
import { leadAcceptedEmail } from '../mail/lead-mail-templates';
import { readUserMailContext, userMail } from '../mail/user-mail';
import { notificationDocument } from '../notifications/notification-document';
import {
  acceptLeadDecision,
  type AcceptLeadDecision,
  type ExtraLeadRefusal,
} from './accept-lead-decision';
import {
  leadRefusalError,
  matchesWithAnswer,
  readOpenLead,
  recordResponseTime,
  requireActiveCompany,
  serverNow,
} from './lead-responses';

const EXTRA_LEAD_REFUSALS: Record<ExtraLeadRefusal, [FunctionsErrorCode, string]> = {
  'extra-leads-off': ['resource-exhausted', LEAD_MESSAGES.extraLeadsOff],
  'extra-lead-price-changed': ['failed-precondition', LEAD_MESSAGES.extraLeadPriceChanged],
  'extra-lead-cap-reached': ['resource-exhausted', LEAD_MESSAGES.extraLeadCapReached],
};

/** The error a refused acceptance is sent back with (the current price when it changed). */
function acceptRefusalError(decision: Extract<AcceptLeadDecision, { accept: false }>): HttpsError {
  const { refusal } = decision;
  if (refusal in EXTRA_LEAD_REFUSALS) {
    const [code, message] = EXTRA_LEAD_REFUSALS[refusal as ExtraLeadRefusal];
    return decision.currentExtraLeadPricePence === undefined
      ? new HttpsError(code, message)
      : new HttpsError(code, message, {
          extraLeadPricePence: decision.currentExtraLeadPricePence,
        });
  }
  return leadRefusalError(refusal as Exclude<typeof refusal, ExtraLeadRefusal>);
}

/**
 * Bills an accepted extra lead: an invoice item on the company's Stripe customer, which Stripe
 * adds to the next invoice. After the commit, so a Stripe failure never loses the acceptance: it
 * is recorded on the lead (`extraLeadBilling: 'failed'`) and logged for someone to bill by hand.
 * The idempotency key makes a retried call bill once.
 */
async function billExtraLead(
  leadId: string,
  companyUid: string,
  customerId: string | null,
  pricePence: number,
  serviceName: string,
): Promise<void> {
  try {
    if (!customerId) throw new Error('The company has no Stripe customer.');
    const item = await stripe().invoiceItems.create(
      {
        customer: customerId,
        amount: pricePence,
        currency: 'gbp',
        description: serviceName ? `Extra lead: ${serviceName}` : 'Extra lead',
        metadata: { kind: 'extra-lead', leadId, companyUid },
      },
      { idempotencyKey: `extra-lead-${leadId}` },
    );
    // Kept so a credit-back can take the charge off again (refund-extra-lead.ts).
    await db()
      .collection(COLLECTIONS.leads)
      .doc(leadId)
      .update({ extraLeadInvoiceItemId: item.id, updatedAt: serverNow() });
  } catch (error) {
    logError('lead.extra-lead-billing-failed', error, { leadId, companyUid });
    await db()
      .collection(COLLECTIONS.leads)
      .doc(leadId)
      .update({ extraLeadBilling: 'failed', updatedAt: serverNow() });
  }
}

/**
 * A company accepts a lead: it spends one lead of its plan's allowance for the billing period (or,
 * once that is spent, buys an extra lead at the plan's price it confirmed) and, in the same
 * transaction, receives the customer's name and contact details. The customer is told in the app
 * and by email. Reads, asks acceptLeadDecision, then writes; an extra lead is billed after.
 */
export const acceptLead = onCallable(
  acceptLeadCallable,
  async ({ leadId, extraLeadPricePence }, { uid }) => {
    await requireActiveCompany(uid);
    // The platform-wide switch of /admin/settings, above each company's own choice.
    const extraLeadsOn = (await platformSettings()).features.extraLeads;

    const { answer, billing } = await runTransaction(async (tx) => {
      const { ref: leadRef, lead } = await readOpenLead(tx, leadId, uid);
      const quoteRef = db().collection(COLLECTIONS.quotes).doc(String(lead.quoteId));
      const companyRef = db().collection(COLLECTIONS.companies).doc(uid);
      const allowanceRef = db().collection(COLLECTIONS.leadAllowances).doc(uid);
      const [
        subscriptionSnapshot,
        allowanceSnapshot,
        quoteSnapshot,
        companySnapshot,
        stripeRefsSnapshot,
      ] = await tx.getAll(
        db().collection(COLLECTIONS.subscriptions).doc(uid),
        allowanceRef,
        quoteRef,
        companyRef,
        db().collection(COLLECTIONS.stripeRefs).doc(uid),
      );
      const subscription = subscriptionTermsOf(subscriptionSnapshot);
      const planId = subscription?.planId ?? null;
      const plan = planId
        ? await tx.get(db().collection(COLLECTIONS.plans).doc(planId))
        : undefined;

      const planTerms = planTermsOf(plan);
      const decision = acceptLeadDecision({
        lead,
        companyId: uid,
        subscription,
        planAllowance: planTerms.allowance,
        planExtraLeadPricePence: planTerms.extraLeadPricePence,
        allowance: allowanceCountOf(allowanceSnapshot),
        offeredExtraLeadPricePence: extraLeadPricePence,
        nowMillis: Date.now(),
      });
      if (!decision.accept) throw acceptRefusalError(decision);
      if (decision.extraLeadPricePence !== null && !extraLeadsOn)
        throw new HttpsError('resource-exhausted', FEATURE_SWITCH_REFUSALS.extraLeads);
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
      // The company's customer record: one per company and customer email, so a second lead
      // from the same person reuses it. Read here, before any write of the transaction.
      const customerRef = customer.email
        ? db().collection(COLLECTIONS.companyCustomers).doc(leadCustomerId(uid, customer.email))
        : null;
      const existingCustomer = customerRef
        ? readDoc<CompanyCustomerRecord<Timestamp>>(await tx.get(customerRef))
        : undefined;
      const customerUid = typeof quote.customerId === 'string' ? quote.customerId : null;
      const businessName = String(company?.businessName ?? 'A company');
      const serviceName = String(quote.serviceName ?? '');
      // Also read before the writes: the customer's email preferences, and whether the
      // conversation this acceptance opens is already there.
      const mailContext = await readUserMailContext(customerUid, tx);
      const openConversation = await prepareConversationOpening(tx, {
        leadId,
        quoteId: quoteRef.id,
        companyId: uid,
        customerId: customerUid,
        companyName: businessName,
        customerName: customer.name,
        serviceName,
        postcodeDistrict: String(quote.postcodeDistrict ?? lead.postcodeDistrict ?? ''),
      });
      tx.update(leadRef, {
        status: 'accepted',
        customer,
        // Whether the allowance covered it: a credit-back gives back only what the allowance paid.
        acceptedAs: decision.extraLeadPricePence === null ? 'allowance' : 'extra',
        respondedAt: serverNow(),
        updatedAt: serverNow(),
      } satisfies Partial<LeadDocument<WriteTime>>);
      // Merged: the company's extra-lead choice (setExtraLeads) lives on the same document.
      tx.set(
        allowanceRef,
        {
          planId,
          allowance: decision.allowance,
          used: decision.used,
          extraUsed: decision.extraUsed,
          extraSpentPence: decision.extraSpentPence,
          periodEnd: Timestamp.fromMillis(decision.periodEndMillis),
          updatedAt: serverNow(),
        } satisfies LeadAllowanceDocument<WriteTime>,
        { merge: true },
      );

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
      if (customerRef && !existingCustomer) {
        tx.create(customerRef, {
          companyId: uid,
          name: customer.name,
          email: customer.email,
          phone: customer.phone,
          address: { line1: '', line2: '', town: '', postcode: customer.postcode },
          source: 'lead',
          leadId,
          uid: customerUid,
          createdAt: serverNow(),
          updatedAt: serverNow(),
        } satisfies CompanyCustomerRecord<WriteTime>);
      } else if (customerRef && existingCustomer && existingCustomer.uid === null && customerUid) {
        // The same person, now with an account: they will see their documents signed in.
        tx.update(customerRef, {
          uid: customerUid,
          updatedAt: serverNow(),
        } satisfies Partial<CompanyCustomerRecord<WriteTime>>);
      }

      openConversation();
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
      const phone = company?.phone;
      const mail = userMail(mailContext, {
        uid: customerUid,
        to: customer.email,
        message: leadAcceptedEmail(
          {
            name: customer.name,
            serviceName,
            businessName,
            phone: typeof phone === 'string' && phone ? phone : null,
          },
          `${appUrl()}${ownPage ?? `/company/profile/${String(company?.slug ?? '')}`}`,
        ),
        kind: 'lead-accepted',
        category: 'quote-updates',
      });
      if (mail) tx.create(db().collection(COLLECTIONS.mail).doc(), mail);
      const refs = readDoc<StripeRefsDocument<Timestamp>>(stripeRefsSnapshot);
      const subscriptionCustomer = readDoc<{ stripeCustomerId?: unknown }>(
        subscriptionSnapshot,
      )?.stripeCustomerId;
      const answer: AcceptLeadResult = {
        leadId,
        customer,
        allowance: { used: decision.used, allowance: decision.allowance },
        ...(decision.extraLeadPricePence === null
          ? {}
          : { extraLeadPricePence: decision.extraLeadPricePence }),
      };
      return {
        answer,
        billing:
          decision.extraLeadPricePence === null
            ? null
            : {
                pricePence: decision.extraLeadPricePence,
                serviceName,
                customerId:
                  refs?.customerId ??
                  (typeof subscriptionCustomer === 'string' ? subscriptionCustomer : null),
              },
      };
    });
    if (billing)
      await billExtraLead(leadId, uid, billing.customerId, billing.pricePence, billing.serviceName);
    logInfo('lead.accepted', {
      leadId,
      used: answer.allowance.used,
      allowance: answer.allowance.allowance,
      extraLeadPricePence: answer.extraLeadPricePence,
    });
    return answer;
  },
  { auth: 'required', invalid: LEAD_MESSAGES.notFound, secrets: STRIPE_SECRETS },
);

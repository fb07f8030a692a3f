import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/https';

import {
  acceptLeadRequestSchema,
  LEAD_MESSAGES,
  type AcceptLeadResult,
  type LeadCustomer,
} from '@fixwell/common/lead/lead';
import { isActiveSubscription, toSubscriptionStatus } from '@fixwell/common/subscription';

import { requireUid } from '../callable/callable-guards';
import { db } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import { logInfo } from '../lib/log';
import { millisOf } from '../lib/timestamps';
import { leadAcceptedEmail } from '../mail/lead-mail-templates';
import { mailDocument } from '../mail/queue-mail';
import { notificationDocument } from '../notifications/notification-document';
import { allowancePeriodEnd, usedInPeriod } from './lead-period';
import {
  matchesWithAnswer,
  readOpenLead,
  recordResponseTime,
  requireActiveCompany,
  serverNow,
} from './lead-responses';

/**
 * A company accepts a lead: it spends one lead of its plan's allowance for the billing period and,
 * in the same transaction, receives the customer's name and contact details. The customer is told
 * in the app and by email.
 */
export const acceptLead = onCall(async (request): Promise<AcceptLeadResult> => {
  const uid = requireUid(request);
  const parsed = acceptLeadRequestSchema.safeParse(request.data);
  if (!parsed.success) throw new HttpsError('invalid-argument', LEAD_MESSAGES.notFound);
  const { leadId } = parsed.data;
  await requireActiveCompany(uid);

  const result = await db().runTransaction(async (tx) => {
    const lead = await readOpenLead(tx, leadId, uid);
    const quoteRef = db()
      .collection('quotes')
      .doc(String(lead.get('quoteId')));
    const [subscription, allowance, quote, company] = await tx.getAll(
      db().collection('subscriptions').doc(uid),
      db().collection('leadAllowances').doc(uid),
      quoteRef,
      db().collection('companies').doc(uid),
    );
    const now = Date.now();
    const subscriptionEnd = millisOf(subscription?.get('currentPeriodEnd'));
    const active =
      subscription?.exists &&
      isActiveSubscription(toSubscriptionStatus(subscription.get('status'))) &&
      (subscriptionEnd === null || subscriptionEnd > now);
    if (!active) throw new HttpsError('failed-precondition', LEAD_MESSAGES.noSubscription);

    const planId = subscription.get('planId') as unknown;
    const plan =
      typeof planId === 'string' ? await tx.get(db().collection('plans').doc(planId)) : null;
    const planAllowance = Number(plan?.get('leadAllowance') ?? 0) || 0;
    const periodEnd = allowancePeriodEnd(subscriptionEnd, now);
    const used = usedInPeriod(
      allowance?.exists
        ? {
            used: Number(allowance.get('used') ?? 0) || 0,
            periodEndMillis: millisOf(allowance.get('periodEnd')),
          }
        : null,
      periodEnd,
    );
    if (used >= planAllowance)
      throw new HttpsError('resource-exhausted', LEAD_MESSAGES.allowanceSpent);
    if (!quote?.exists) throw new HttpsError('not-found', LEAD_MESSAGES.notFound);

    const contact = (quote.get('contact') ?? {}) as Record<string, unknown>;
    const customer: LeadCustomer = {
      name: String(contact.name ?? ''),
      email: String(contact.email ?? ''),
      phone: String(contact.phone ?? ''),
      postcode: String(quote.get('postcode') ?? ''),
    };
    tx.update(lead.ref, {
      status: 'accepted',
      customer,
      respondedAt: serverNow(),
      updatedAt: serverNow(),
    });
    tx.set(db().collection('leadAllowances').doc(uid), {
      planId,
      allowance: planAllowance,
      used: used + 1,
      periodEnd: Timestamp.fromMillis(periodEnd),
      updatedAt: serverNow(),
    });

    // The first acceptance moves the request on; later ones only add to the matches.
    const firstAcceptance = quote.get('status') !== 'accepted';
    const timeline = Array.isArray(quote.get('timeline'))
      ? (quote.get('timeline') as unknown[])
      : [];
    tx.update(quoteRef, {
      matches: matchesWithAnswer(quote, uid, 'accepted'),
      ...(firstAcceptance
        ? {
            status: 'accepted',
            timeline: [...timeline, { status: 'accepted', at: Timestamp.now() }],
          }
        : {}),
      updatedAt: serverNow(),
    });
    if (company) recordResponseTime(tx, company, lead);

    const businessName = String(company?.get('businessName') ?? 'A company');
    const serviceName = String(quote.get('serviceName') ?? '');
    const customerId = quote.get('customerId') as unknown;
    const ownPage = typeof customerId === 'string' ? `/customer/quotes/${quote.id}` : null;
    if (typeof customerId === 'string' && ownPage) {
      tx.create(
        db().collection('notifications').doc(),
        notificationDocument(customerId, {
          type: 'lead-accepted',
          title: `${businessName} accepted your ${serviceName} request`,
          body: 'They will contact you to arrange a quote.',
          link: ownPage,
        }),
      );
    }
    if (customer.email) {
      const phone = company?.get('phone') as unknown;
      tx.create(
        db().collection('mail').doc(),
        mailDocument(
          customer.email,
          leadAcceptedEmail(
            {
              name: customer.name,
              serviceName,
              businessName,
              phone: typeof phone === 'string' && phone ? phone : null,
            },
            `${appUrl()}${ownPage ?? `/company/${String(company?.get('slug') ?? '')}`}`,
          ),
          'lead-accepted',
        ),
      );
    }
    return { leadId, customer, allowance: { used: used + 1, allowance: planAllowance } };
  });
  logInfo('lead.accepted', {
    leadId,
    used: result.allowance.used,
    allowance: result.allowance.allowance,
  });
  return result;
});

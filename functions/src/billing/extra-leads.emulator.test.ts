import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@fixwell/common/collections';
import { LEAD_MESSAGES, type AcceptLeadResult } from '@fixwell/common/lead/lead';

import {
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  eventually,
  type WebClient,
} from '../testing/emulators';
import {
  documentData,
  millis,
  seedAccount,
  seedPlan,
  signedIn,
  subscribe,
} from '../testing/billing-fixtures';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_URL,
  standIn,
  standInStripe,
} from '../testing/stripe-stand-in';
import { creditUnansweredLeadsNow } from '../leads/first-reply/credit-unanswered-leads';

// creditUnansweredLeadsNow runs in this process and takes charges back through the stand-in, with
// the key the emulated functions use.
process.env.STRIPE_SECRET_KEY = STAND_IN_SECRET_KEY;
process.env.STRIPE_LOCAL_API_URL = STAND_IN_URL;
const HOUR = 60 * 60 * 1000;
/** Past the first-reply promise for a lead accepted now whose company never writes. */
const afterThePromise = () => Date.now() + 49 * HOUR;

let client: WebClient;
let subscription: Record<string, unknown>;

/** A quote request matched to hartley: its lead, still new. */
async function seedLead(quoteId: string): Promise<string> {
  const leadId = `${quoteId}_hartley`;
  const db = adminDb();
  await db
    .collection(COLLECTIONS.quotes)
    .doc(quoteId)
    .set({
      status: 'matched',
      service: 'plumber',
      serviceName: 'Plumber',
      postcode: 'LS6 2AB',
      contact: { name: 'Priya Shah', email: `${quoteId}@example.co.uk`, phone: '07700 900123' },
      matches: [{ companyId: 'hartley', leadId, status: 'offered', respondedAt: null }],
      timeline: [],
    });
  await db.collection(COLLECTIONS.leads).doc(leadId).set({
    quoteId,
    companyId: 'hartley',
    service: 'plumber',
    serviceName: 'Plumber',
    status: 'new',
    extraLeadPricePence: 800,
    customer: null,
    createdAt: Timestamp.now(),
    respondedAt: null,
    updatedAt: Timestamp.now(),
  });
  return leadId;
}

const allowance = () => documentData(`${COLLECTIONS.leadAllowances}/hartley`);
const accept = (leadId: string, extraLeadPricePence?: number) =>
  client.call<AcceptLeadResult>('acceptLead', {
    leadId,
    ...(extraLeadPricePence === undefined ? {} : { extraLeadPricePence }),
  });

beforeEach(async () => {
  await Promise.all([clearEmulators(), standIn.reset()]);
  await seedPlan('starter', { pence: 2_900, allowance: 1, extraLeadPricePence: 800 });
  client = await signedIn(await seedAccount('hartley', 'company'));
  subscription = await subscribe(client, 'hartley', 'starter');
  // The allowance of the plan (one lead) is spent on the first lead.
  await accept(await seedLead('q0'));
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

describe('extra leads', () => {
  it('refuses while switched off, at another price and past the cap', async () => {
    const leadId = await seedLead('q1');
    expect(await callFailure(accept(leadId, 800))).toMatchObject({
      code: 'functions/resource-exhausted',
      message: LEAD_MESSAGES.extraLeadsOff,
    });

    await client.call('setExtraLeads', { enabled: true, monthlyCapPence: 5_000 });
    for (const shown of [undefined, 700]) {
      expect(await callFailure(accept(leadId, shown))).toEqual({
        code: 'functions/failed-precondition',
        message: LEAD_MESSAGES.extraLeadPriceChanged,
        details: { extraLeadPricePence: 800 },
      });
    }

    await client.call('setExtraLeads', { enabled: true, monthlyCapPence: 500 });
    expect(await callFailure(accept(leadId, 800))).toMatchObject({
      code: 'functions/resource-exhausted',
      message: LEAD_MESSAGES.extraLeadCapReached,
    });
    expect(await documentData(`${COLLECTIONS.leads}/${leadId}`)).toMatchObject({
      status: 'new',
      customer: null,
    });
    expect(await allowance()).toMatchObject({ used: 1, extraUsed: 0, extraSpentPence: 0 });
  });

  it('bills an accepted extra lead on the next invoice and records it', async () => {
    const leadId = await seedLead('q1');
    await client.call('setExtraLeads', { enabled: true, monthlyCapPence: 5_000 });

    const result = await accept(leadId, 800);
    expect(result).toMatchObject({
      leadId,
      extraLeadPricePence: 800,
      allowance: { used: 1, allowance: 1 },
      customer: { name: 'Priya Shah' },
    });
    expect(await allowance()).toMatchObject({
      used: 1,
      extraUsed: 1,
      extraSpentPence: 800,
      extraLeadsEnabled: true,
      extraLeadsCapPence: 5_000,
    });

    const created = await standIn.events({ type: 'invoiceitem.created' });
    const items = created.map((event) => event.data.object);
    expect(items).toEqual([
      expect.objectContaining({
        amount: 800,
        currency: 'gbp',
        customer: subscription.stripeCustomerId,
        metadata: { kind: 'extra-lead', leadId, companyUid: 'hartley' },
      }),
    ]);
    const itemId = items[0]!.id;
    const pending = await eventually(
      () => documentData(`${COLLECTIONS.transactions}/${itemId}`),
      'the extra-lead row',
    );
    expect(pending).toMatchObject({
      type: 'extra-lead',
      status: 'pending',
      companyId: 'hartley',
      amountPence: 800,
      stripeObjectId: itemId,
    });

    // The renewal invoice bills it: the row succeeds, and the subscription payment leaves it out.
    const now = await standIn.now();
    const renewal = await standIn.advance(millis(subscription.currentPeriodEnd) / 1000 - now + 60);
    const paid = await eventually(async () => {
      const row = await documentData(`${COLLECTIONS.transactions}/${itemId}`);
      return row?.status === 'succeeded' ? row : undefined;
    }, 'the extra lead to be paid');
    expect(paid).toMatchObject({ type: 'extra-lead', amountPence: 800 });
    const renewalInvoice = (await standIn.events({ type: 'invoice.paid' }))
      .filter((event) => renewal.events.includes(event.id))
      .pop();
    const payment = await documentData(
      `${COLLECTIONS.transactions}/${String(renewalInvoice?.data.object.id)}`,
    );
    expect(payment).toMatchObject({
      type: 'subscription-payment',
      status: 'succeeded',
      amountPence: 2_900,
    });
  });

  it('keeps the lead accepted and marks its billing failed when Stripe refuses', async () => {
    const leadId = await seedLead('q1');
    await client.call('setExtraLeads', { enabled: true, monthlyCapPence: 5_000 });
    await standIn.fault({ method: 'POST', path: '/v1/invoiceitems', status: 500, times: 1 });

    expect(await accept(leadId, 800)).toMatchObject({ extraLeadPricePence: 800 });
    expect(await documentData(`${COLLECTIONS.leads}/${leadId}`)).toMatchObject({
      status: 'accepted',
      extraLeadBilling: 'failed',
    });
  });

  describe('credited back under the first-reply promise', () => {
    /** An extra lead accepted (billed as a pending invoice item): its lead id and item id. */
    async function acceptExtraLead(quoteId: string) {
      const leadId = await seedLead(quoteId);
      await client.call('setExtraLeads', { enabled: true, monthlyCapPence: 5_000 });
      await accept(leadId, 800);
      const lead = await eventually(async () => {
        const stored = await documentData(`${COLLECTIONS.leads}/${leadId}`);
        return stored?.extraLeadInvoiceItemId ? stored : undefined;
      }, 'the invoice item on the lead');
      return { leadId, itemId: String(lead.extraLeadInvoiceItemId) };
    }

    it('takes a charge not billed yet off the next invoice', async () => {
      const { leadId, itemId } = await acceptExtraLead('q1');
      await eventually(() => documentData(`${COLLECTIONS.transactions}/${itemId}`), 'the row');

      const { credited, refunds } = await creditUnansweredLeadsNow(afterThePromise());
      // The lead the allowance paid for (accepted first) is credited too, to the allowance.
      expect(credited).toEqual(
        expect.arrayContaining([expect.objectContaining({ leadId, allowanceRestored: false })]),
      );
      expect(refunds).toEqual([{ leadId, status: 'removed', amountPence: 800 }]);
      expect((await documentData(`${COLLECTIONS.leads}/${leadId}`))?.credit).toMatchObject({
        allowanceRestored: false,
        refund: { status: 'removed', amountPence: 800 },
      });
      // The notice about this lead (the allowance's lead has its own).
      const notice = (
        await adminDb()
          .collection(COLLECTIONS.notifications)
          .where('userId', '==', 'hartley')
          .where('type', '==', 'lead-credited')
          .get()
      ).docs
        .map((doc) => doc.data())
        .find((data) => String(data.link).endsWith(leadId));
      expect(String(notice?.body)).toContain('its charge comes off your next invoice');

      // Stripe has no item left to bill, and the company's row says it was cancelled.
      await expect(standInStripe().invoiceItems.retrieve(itemId)).rejects.toMatchObject({
        statusCode: 404,
      });
      const row = await eventually(async () => {
        const stored = await documentData(`${COLLECTIONS.transactions}/${itemId}`);
        return stored?.status === 'cancelled' ? stored : undefined;
      }, 'the cancelled row');
      expect(row).toMatchObject({ type: 'extra-lead', amountPence: 800, companyId: 'hartley' });

      // The renewal bills the plan alone; a later run changes nothing.
      const now = await standIn.now();
      const renewal = await standIn.advance(
        millis(subscription.currentPeriodEnd) / 1000 - now + 60,
      );
      const invoice = (await standIn.events({ type: 'invoice.paid' }))
        .filter((event) => renewal.events.includes(event.id))
        .pop()?.data.object;
      expect(invoice?.amount_paid).toBe(2_900);
      expect((await creditUnansweredLeadsNow(afterThePromise())).refunds).toEqual([]);
    });

    it('refunds a charge already paid, for the lead’s price, to the card that paid it', async () => {
      const { leadId, itemId } = await acceptExtraLead('q1');
      const now = await standIn.now();
      const renewal = await standIn.advance(
        millis(subscription.currentPeriodEnd) / 1000 - now + 60,
      );
      await eventually(async () => {
        const row = await documentData(`${COLLECTIONS.transactions}/${itemId}`);
        return row?.status === 'succeeded' ? row : undefined;
      }, 'the extra lead to be paid');
      const invoice = (await standIn.events({ type: 'invoice.paid' }))
        .filter((event) => renewal.events.includes(event.id))
        .pop()?.data.object;
      expect(invoice?.amount_paid).toBe(2_900 + 800);

      const { refunds } = await creditUnansweredLeadsNow(afterThePromise());
      expect(refunds).toEqual([{ leadId, status: 'refunded', amountPence: 800 }]);
      const credit = (await documentData(`${COLLECTIONS.leads}/${leadId}`))?.credit as
        { refund?: { refundId?: string } } | undefined;
      expect(credit?.refund).toMatchObject({ status: 'refunded', amountPence: 800 });

      const refund = await standInStripe().refunds.retrieve(String(credit?.refund?.refundId));
      expect(refund).toMatchObject({
        amount: 800,
        status: 'succeeded',
        metadata: { kind: 'extra-lead-refund', leadId, invoiceItemId: itemId },
      });
      const refundRow = await eventually(
        () => documentData(`${COLLECTIONS.transactions}/${refund.id}`),
        'the refund row',
      );
      expect(refundRow).toMatchObject({
        type: 'refund',
        status: 'succeeded',
        companyId: 'hartley',
        amountPence: 800,
      });
      expect(await documentData(`${COLLECTIONS.transactions}/${itemId}`)).toMatchObject({
        type: 'extra-lead',
        status: 'refunded',
      });
      // Once only: the next run finds nothing to refund.
      expect((await creditUnansweredLeadsNow(afterThePromise())).refunds).toEqual([]);
    });
  });
});

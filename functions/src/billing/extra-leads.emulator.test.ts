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
import { standIn } from '../testing/stripe-stand-in';

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
});

import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { ConversationDocument } from '@fixwell/common/conversations/conversation';
import {
  FIRST_MESSAGE_UNREAD_CREDIT_MS,
  LEAD_EXPIRY_MS,
  NO_FIRST_MESSAGE_CREDIT_MS,
} from '@fixwell/common/lead/first-reply-rules';
import type { LeadAcceptedAs } from '@fixwell/common/lead/lead';
import type { SubmitQuoteResult } from '@fixwell/common/quote/quote-request';

import {
  adminDb,
  clearEmulators,
  closeAdmin,
  eventually,
  mailTo,
  webClient,
  type WebClient,
} from '../../testing/emulators';
import { quoteForm, seedCompany, seedQuoteCatalogue } from '../../testing/quote-fixtures';
import { creditUnansweredLeadsNow } from './credit-unanswered-leads';
import { expireUnansweredLeadsNow } from './expire-unanswered-leads';

const MINUTE = 60_000;
let client: WebClient;

beforeEach(async () => {
  await clearEmulators();
  await seedQuoteCatalogue();
  client = webClient();
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

const db = () => adminDb();

/**
 * An accepted lead and its conversation, as acceptLead and the conversations domain write them.
 * Times are real (now), and each test moves the jobs' clock forward instead.
 */
async function seedAcceptedLead(
  companyId: string,
  quoteId: string,
  options: {
    acceptedAt: number;
    firstCompanyMessageAt?: number | null;
    customerId?: string | null;
    lastReadAt?: Record<string, number>;
    acceptedAs?: LeadAcceptedAs;
    offeredAt?: number;
  },
): Promise<string> {
  const leadId = `${quoteId}_${companyId}`;
  const customerId = options.customerId === undefined ? 'customer-1' : options.customerId;
  await db()
    .collection(COLLECTIONS.leads)
    .doc(leadId)
    .set({
      quoteId,
      companyId,
      service: 'plumber',
      serviceName: 'Plumber',
      postcodeDistrict: 'LS6',
      postcodeArea: 'LS',
      status: 'accepted',
      customer: {
        name: 'Priya Shah',
        email: 'priya@example.co.uk',
        phone: '07700 900123',
        postcode: 'LS6 2AB',
      },
      ...(options.acceptedAs ? { acceptedAs: options.acceptedAs } : {}),
      createdAt: Timestamp.fromMillis(options.offeredAt ?? options.acceptedAt - 30 * MINUTE),
      respondedAt: Timestamp.fromMillis(options.acceptedAt),
      updatedAt: Timestamp.fromMillis(options.acceptedAt),
    });
  const lastReadAt = Object.fromEntries(
    Object.entries(options.lastReadAt ?? {}).map(([uid, at]) => [uid, Timestamp.fromMillis(at)]),
  );
  const first = options.firstCompanyMessageAt ?? null;
  await db()
    .collection(COLLECTIONS.conversations)
    .doc(leadId)
    .set({
      leadId,
      quoteId,
      companyId,
      customerId,
      participantIds: customerId ? [companyId, customerId] : [companyId],
      companyName: `Company ${companyId}`,
      customerName: 'Priya Shah',
      serviceName: 'Plumber',
      postcodeDistrict: 'LS6',
      lastMessage: null,
      unreadCounts: {},
      unreadBy: [],
      lastReadAt,
      acceptedAt: Timestamp.fromMillis(options.acceptedAt),
      firstCompanyMessageAt: first === null ? null : Timestamp.fromMillis(first),
      leadCredit: null,
      createdAt: Timestamp.fromMillis(options.acceptedAt),
      updatedAt: Timestamp.fromMillis(options.acceptedAt),
    } satisfies ConversationDocument<Timestamp>);
  return leadId;
}

async function usedOf(companyId: string): Promise<unknown> {
  return (await db().collection(COLLECTIONS.leadAllowances).doc(companyId).get()).get('used');
}

async function noticesOf(companyId: string, type: string) {
  const snapshot = await db()
    .collection(COLLECTIONS.notifications)
    .where('userId', '==', companyId)
    .where('type', '==', type)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('creditUnansweredLeadsNow: the company never wrote', () => {
  it('credits the lead 48 hours after acceptance, gives one lead back and tells the company', async () => {
    const email = await seedCompany('co', { used: 2 });
    const acceptedAt = Date.now();
    const leadId = await seedAcceptedLead('co', 'q1', { acceptedAt });

    // Not too early: a minute before the 48 hours nothing happens.
    expect(
      await creditUnansweredLeadsNow(acceptedAt + NO_FIRST_MESSAGE_CREDIT_MS - MINUTE),
    ).toEqual({
      credited: [],
      refunds: [],
    });
    expect(await usedOf('co')).toBe(2);

    const later = acceptedAt + NO_FIRST_MESSAGE_CREDIT_MS + MINUTE;
    expect(await creditUnansweredLeadsNow(later)).toEqual({
      credited: [{ leadId, reason: 'company-never-wrote', allowanceRestored: true }],
      refunds: [],
    });
    expect(await usedOf('co')).toBe(1);
    const conversation = (
      await db().collection(COLLECTIONS.conversations).doc(leadId).get()
    ).data();
    expect(conversation?.leadCredit).toEqual({
      reason: 'company-never-wrote',
      at: Timestamp.fromMillis(later),
    });
    const lead = (await db().collection(COLLECTIONS.leads).doc(leadId).get()).data();
    expect(lead?.credit).toEqual({
      reason: 'company-never-wrote',
      at: Timestamp.fromMillis(later),
      allowanceRestored: true,
      windowHours: 48,
    });
    // The company keeps the customer's details: the credit is about the allowance.
    expect(lead?.customer).toMatchObject({ name: 'Priya Shah' });
    expect(lead?.status).toBe('accepted');

    const notices = await noticesOf('co', 'lead-credited');
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Lead credited back: Plumber in LS6',
        link: `/company/my-leads/view-${leadId}`,
        readAt: null,
      }),
    ]);
    expect(String(notices[0]?.body)).toContain('did not write to the customer within 48 hours');
    expect(String(notices[0]?.body)).toContain('added back to this billing period');
    const mails = await mailTo(email);
    expect(mails).toEqual([expect.objectContaining({ kind: 'lead-credited' })]);
    const message = mails[0]?.message as { text: string; headers?: Record<string, string> };
    expect(message.text).toContain(`/company/my-leads/view-${leadId}`);
    // Sent through userMail: the leads category's one-click unsubscribe.
    expect(message.headers?.['List-Unsubscribe']).toContain('/api/unsubscribe?token=');

    // Never twice.
    expect(await creditUnansweredLeadsNow(later + 60 * MINUTE)).toEqual({
      credited: [],
      refunds: [],
    });
    expect(await usedOf('co')).toBe(1);
    expect(await noticesOf('co', 'lead-credited')).toHaveLength(1);
  });

  it('leaves a company that wrote in time alone', async () => {
    await seedCompany('co', { used: 2 });
    const acceptedAt = Date.now();
    await seedAcceptedLead('co', 'q1', {
      acceptedAt,
      firstCompanyMessageAt: acceptedAt + 60 * MINUTE,
      lastReadAt: { 'customer-1': acceptedAt + 90 * MINUTE },
    });
    expect(
      await creditUnansweredLeadsNow(acceptedAt + NO_FIRST_MESSAGE_CREDIT_MS + 24 * 60 * MINUTE),
    ).toEqual({ credited: [], refunds: [] });
    expect(await usedOf('co')).toBe(2);
  });

  it('records the credit of an extra lead without touching the allowance, and says so', async () => {
    await seedCompany('co', { used: 5 });
    const acceptedAt = Date.now();
    const leadId = await seedAcceptedLead('co', 'q1', { acceptedAt, acceptedAs: 'extra' });

    expect(await creditUnansweredLeadsNow(acceptedAt + NO_FIRST_MESSAGE_CREDIT_MS)).toEqual({
      credited: [{ leadId, reason: 'company-never-wrote', allowanceRestored: false }],
      // Seeded without the Stripe invoice item acceptLead keeps: nothing to find, so it is left
      // for someone to refund by hand (billing/extra-leads.emulator.test.ts takes real charges back).
      refunds: [{ leadId, status: 'failed', amountPence: 0 }],
    });
    expect(await usedOf('co')).toBe(5);
    const [notice] = await noticesOf('co', 'lead-credited');
    expect(String(notice?.body)).toContain('extra lead');
  });
});

describe('creditUnansweredLeadsNow: the customer never opened the first message', () => {
  it('credits 48 hours after the first message when the customer has not read it since', async () => {
    await seedCompany('co', { used: 3 });
    const acceptedAt = Date.now();
    const first = acceptedAt + 60 * MINUTE;
    const unread = await seedAcceptedLead('co', 'q1', {
      acceptedAt,
      firstCompanyMessageAt: first,
      lastReadAt: { 'customer-1': first - MINUTE, co: first },
    });
    // Read after the first message: no credit.
    await seedAcceptedLead('co', 'q2', {
      acceptedAt,
      firstCompanyMessageAt: first,
      lastReadAt: { 'customer-1': first + 5 * MINUTE },
    });
    // A guest's request nobody has claimed: they read by email, which we cannot see.
    const guest = await seedAcceptedLead('co', 'q3', {
      acceptedAt,
      firstCompanyMessageAt: first,
      customerId: null,
    });

    expect(await creditUnansweredLeadsNow(first + FIRST_MESSAGE_UNREAD_CREDIT_MS - MINUTE)).toEqual(
      {
        credited: [],
        refunds: [],
      },
    );
    const { credited } = await creditUnansweredLeadsNow(first + FIRST_MESSAGE_UNREAD_CREDIT_MS);
    expect(credited.map((entry) => [entry.leadId, entry.reason]).sort()).toEqual(
      [
        [unread, 'customer-never-read'],
        [guest, 'customer-never-read'],
      ].sort(),
    );
    expect(await usedOf('co')).toBe(1);
    const [notice] = await noticesOf('co', 'lead-credited');
    expect(String(notice?.body)).toContain('did not open your first message within 48 hours');
    expect(
      (await db().collection(COLLECTIONS.conversations).doc('q2_co').get()).get('leadCredit'),
    ).toBeNull();
  });
});

describe('expireUnansweredLeadsNow', () => {
  async function submitAndMatch(): Promise<string> {
    const { id } = await client.call<SubmitQuoteResult>('submitQuoteRequest', quoteForm());
    await eventually(async () => {
      const snapshot = await db().collection(COLLECTIONS.quotes).doc(id).get();
      return snapshot.get('status') === 'received' ? undefined : true;
    }, 'matching to finish');
    return id;
  }

  it('expires a lead nobody answered in 72 hours and offers the job to the next company', async () => {
    await db().collection(COLLECTIONS.settings).doc('matching').set({ maxCompaniesPerQuote: 1 });
    const firstEmail = await seedCompany('first', { rating: 5 });
    const nextEmail = await seedCompany('next', { rating: 4 });
    const id = await submitAndMatch();
    const leadId = `${id}_first`;
    const offeredAt = (
      (await db().collection(COLLECTIONS.leads).doc(leadId).get()).get('createdAt') as Timestamp
    ).toMillis();

    // Not too early.
    expect(await expireUnansweredLeadsNow(offeredAt + LEAD_EXPIRY_MS - MINUTE)).toEqual({
      expired: [],
    });
    expect((await db().collection(COLLECTIONS.leads).doc(leadId).get()).get('status')).toBe('new');

    expect(await expireUnansweredLeadsNow(offeredAt + LEAD_EXPIRY_MS)).toEqual({
      expired: [leadId],
    });
    const lead = (await db().collection(COLLECTIONS.leads).doc(leadId).get()).data();
    expect(lead).toMatchObject({ status: 'expired', customer: null });
    expect(lead?.expiredAt).toEqual(Timestamp.fromMillis(offeredAt + LEAD_EXPIRY_MS));
    expect(lead?.expiredAfterHours).toBe(72);

    // Replaced as a declined lead is: the next company gets the job.
    const next = await eventually(async () => {
      const snapshot = await db().collection(COLLECTIONS.leads).doc(`${id}_next`).get();
      return snapshot.exists ? snapshot.data() : undefined;
    }, 'the next company’s lead');
    expect(next).toMatchObject({ status: 'new', customer: null });
    const quote = (await db().collection(COLLECTIONS.quotes).doc(id).get()).data();
    expect(
      quote?.matches.map((match: { companyId: string; status: string }) => [
        match.companyId,
        match.status,
      ]),
    ).toEqual([
      ['first', 'expired'],
      ['next', 'offered'],
    ]);

    expect(await noticesOf('first', 'lead-expired')).toEqual([
      expect.objectContaining({
        title: 'Lead expired: Plumber in LS6',
        link: `/company/leads/${leadId}`,
      }),
    ]);
    expect((await mailTo(firstEmail)).map((mail) => mail.kind).sort()).toEqual([
      'lead-expired',
      'new-lead',
    ]);
    expect(
      await eventually(async () => (await mailTo(nextEmail)).at(0), 'the next new-lead email'),
    ).toMatchObject({ kind: 'new-lead' });

    // Expired once: the same run again finds nothing (the next company's lead, offered after
    // the first, is not 72 hours old yet at that moment).
    expect(await expireUnansweredLeadsNow(offeredAt + LEAD_EXPIRY_MS)).toEqual({ expired: [] });
    expect(await noticesOf('first', 'lead-expired')).toHaveLength(1);
  });

  it('leaves accepted and declined leads alone', async () => {
    await seedCompany('co', { used: 1 });
    const acceptedAt = Date.now();
    await seedAcceptedLead('co', 'q1', { acceptedAt, firstCompanyMessageAt: acceptedAt });
    expect(await expireUnansweredLeadsNow(acceptedAt + 10 * LEAD_EXPIRY_MS)).toEqual({
      expired: [],
    });
  });
});

describe('the median first response', () => {
  it('is recomputed when a company writes its first message, from when each lead was offered', async () => {
    await seedCompany('co');
    const now = Date.now();
    const leads = [
      { quote: 'q1', offeredAt: now - 300 * MINUTE, first: now - 240 * MINUTE }, // 60
      { quote: 'q2', offeredAt: now - 200 * MINUTE, first: now - 80 * MINUTE }, // 120
      { quote: 'q3', offeredAt: now - 1000 * MINUTE, first: now - 500 * MINUTE }, // 500
    ];
    for (const lead of leads)
      await seedAcceptedLead('co', lead.quote, {
        offeredAt: lead.offeredAt,
        acceptedAt: lead.offeredAt + 10 * MINUTE,
      });
    const median = (expected: number) =>
      eventually(async () => {
        const value = (await db().collection(COLLECTIONS.companies).doc('co').get()).get(
          'firstResponseMedianMinutes',
        );
        return value === expected ? value : undefined;
      }, `a median of ${expected} minutes`);
    const write = (quote: string, first: number) =>
      db()
        .collection(COLLECTIONS.conversations)
        .doc(`${quote}_co`)
        .update({ firstCompanyMessageAt: Timestamp.fromMillis(first) });

    await write('q1', leads[0]!.first);
    expect(await median(60)).toBe(60);
    await write('q2', leads[1]!.first);
    expect(await median(90)).toBe(90);
    await write('q3', leads[2]!.first);
    expect(await median(120)).toBe(120);
  });
});

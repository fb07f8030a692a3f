import { signInWithEmailAndPassword } from 'firebase/auth';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { addDays, londonDateOf } from '@fixwell/common/london-time';
import {
  companyStatsDayId,
  companyStatsPeriodId,
  emptyStatsFigures,
  rollupStatsDays,
  statsFiguresFromData,
  statsPeriodFrameOf,
  type CompanyStatsDayDocument,
  type StatsDay,
  type StatsPeriodKind,
} from '@fixwell/common/analytics/company-stats';
import type { StripeRedirect } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { SubmitQuoteResult } from '@fixwell/common/quote/quote-request';

import { closeClients, seedAccount, signedIn, tracked } from '../testing/billing-fixtures';
import {
  adminDb,
  clearEmulators,
  closeAdmin,
  eventually,
  uniqueEmail,
  webClient,
  type WebClient,
} from '../testing/emulators';
import {
  COMPANY_PASSWORD,
  quoteForm,
  seedCompany,
  seedQuoteCatalogue,
} from '../testing/quote-fixtures';
import { hostedPageId, standIn, standInStripe } from '../testing/stripe-stand-in';
import { rebuildCompanyStatsPeriods } from './company-stats-periods';
import { recomputeStatsForWrite } from './company-stats-triggers';
import { recomputeCompanyDay } from './recompute-company-day';
import { recomputeCompanyStatsNow } from './recompute-company-stats';
import {
  conversationContributions,
  documentContributions,
  leadContributions,
  transactionContributions,
} from './stats-contributions';

// The daily rollups on the emulators: the real callables and the real triggers (lead,
// conversation, document and payment rows) keep `companyStatsDays` current, and a trigger
// delivered again, a Stripe event delivered twice or the nightly pass count nothing twice.

const COMPANY = 'acme';
const today = () => londonDateOf(Date.now());
const statsRef = (day = today(), companyId = COMPANY) =>
  adminDb().collection(COLLECTIONS.companyStatsDays).doc(companyStatsDayId(companyId, day));
const statsOf = async (day = today()) =>
  (await statsRef(day).get()).data() as CompanyStatsDayDocument<Timestamp> | undefined;

/** The day's figures once they satisfy `accept`. */
const statsWhen = (accept: (stats: CompanyStatsDayDocument<Timestamp>) => boolean, what: string) =>
  eventually(async () => {
    const stats = await statsOf();
    return stats && accept(stats) ? stats : undefined;
  }, what);

/** The figures alone (no times), to compare before and after a repeat. */
function figures(stats: CompanyStatsDayDocument<Timestamp> | undefined) {
  if (!stats) return undefined;
  const { sourcesReadAt: _read, updatedAt: _updated, ...rest } = stats;
  return rest;
}

const PERIODS: Record<StatsPeriodKind, string> = {
  week: COLLECTIONS.companyStatsWeeks,
  month: COLLECTIONS.companyStatsMonths,
};

/** The company's stored days as the page's shape. */
async function storedDays(companyId = COMPANY): Promise<StatsDay[]> {
  const snapshot = await adminDb()
    .collection(COLLECTIONS.companyStatsDays)
    .where('companyId', '==', companyId)
    .get();
  return snapshot.docs.map((doc) => ({
    ...statsFiguresFromData(doc.data()),
    day: String(doc.get('day')),
  }));
}

/** The company's stored weeks or months, without their times, oldest first. */
async function storedPeriods(kind: StatsPeriodKind, companyId = COMPANY) {
  const snapshot = await adminDb()
    .collection(PERIODS[kind])
    .where('companyId', '==', companyId)
    .orderBy('start')
    .get();
  return snapshot.docs.map((doc) => {
    const { updatedAt: _updated, companyId: _company, kind: _kind, ...rest } = doc.data();
    expect(doc.id).toBe(companyStatsPeriodId(companyId, String(rest.key)));
    return rest;
  });
}

const data = async (collectionName: string, id: string) =>
  (await adminDb().collection(collectionName).doc(id).get()).data();

beforeEach(async () => {
  await Promise.all([clearEmulators(), standIn.reset()]);
  await seedQuoteCatalogue();
});
afterEach(closeClients);
afterAll(closeAdmin);

async function companyClient(): Promise<WebClient> {
  const email = await seedCompany(COMPANY);
  const client = tracked(webClient());
  await signInWithEmailAndPassword(client.auth, email, COMPANY_PASSWORD);
  return client;
}

describe('leads and first replies', () => {
  it('counts a lead received and accepted, and its first reply, once on the day', async () => {
    const company = await companyClient();
    const visitor = tracked(webClient());
    const { id: quoteId } = await visitor.call<SubmitQuoteResult>(
      'submitQuoteRequest',
      quoteForm({ email: uniqueEmail('priya') }),
    );
    const leadId = `${quoteId}_${COMPANY}`;
    await eventually(
      async () => ((await data(COLLECTIONS.leads, leadId)) ? true : undefined),
      'the lead',
    );
    await statsWhen((s) => s.leadsReceived === 1, 'the lead received to be counted');

    await company.call('acceptLead', { leadId });
    await addDoc(
      collection(company.firestore, COLLECTIONS.conversations, leadId, COLLECTIONS.messages),
      {
        senderId: COMPANY,
        senderRole: 'company',
        kind: 'text',
        text: 'Hello Priya, I can come on Thursday.',
        attachment: null,
        system: null,
        createdAt: serverTimestamp(),
        editedAt: null,
        hidden: null,
      },
    );
    const stats = await statsWhen(
      (s) => s.leadsAccepted === 1 && s.firstResponses === 1,
      'the acceptance and the first reply to be counted',
    );
    expect(stats).toMatchObject({
      companyId: COMPANY,
      day: today(),
      leadsReceived: 1,
      leadsAccepted: 1,
      leadsDeclined: 0,
      leadsExpired: 0,
      firstResponses: 1,
      quotesSent: 0,
      revenuePence: 0,
    });
    expect(stats.firstResponseMinutes).toHaveLength(1);
    expect(stats.firstResponseMinutes[0]).toBeGreaterThanOrEqual(0);
    expect(stats.firstResponseMinutes[0]).toBeLessThan(5);

    // The triggers delivered again (creation, acceptance, first reply), the day recomputed twice
    // and the nightly pass: the same figures, nothing counted twice.
    const lead = await data(COLLECTIONS.leads, leadId);
    const conversation = await data(COLLECTIONS.conversations, leadId);
    const again = await recomputeStatsForWrite(leadContributions, undefined, lead);
    expect(again.days).toEqual([{ companyId: COMPANY, day: today() }]);
    await recomputeStatsForWrite(
      leadContributions,
      { ...lead, status: 'new', respondedAt: null },
      lead,
    );
    await recomputeStatsForWrite(
      conversationContributions,
      { ...conversation, firstCompanyMessageAt: null },
      conversation,
    );
    await recomputeCompanyDay(COMPANY, today());
    await recomputeCompanyDay(COMPANY, today());
    expect(await recomputeCompanyStatsNow(Date.parse(`${addDays(today(), 1)}T12:00:00Z`))).toEqual({
      day: today(),
      companies: 1,
      written: 1,
    });
    // A later write of the lead that changes nothing counted recomputes nothing.
    await adminDb()
      .collection(COLLECTIONS.leads)
      .doc(leadId)
      .update({ updatedAt: Timestamp.now() });
    expect(
      await recomputeStatsForWrite(leadContributions, lead, {
        ...lead,
        updatedAt: Timestamp.now(),
      }),
    ).toEqual({ days: [], written: 0 });
    expect(figures(await statsOf())).toEqual(figures(stats));
  });

  it('counts a declined lead on the day it was declined, and leaves a day without activity unwritten', async () => {
    const company = await companyClient();
    const visitor = tracked(webClient());
    const { id: quoteId } = await visitor.call<SubmitQuoteResult>(
      'submitQuoteRequest',
      quoteForm({ email: uniqueEmail('sam') }),
    );
    const leadId = `${quoteId}_${COMPANY}`;
    await eventually(
      async () => ((await data(COLLECTIONS.leads, leadId)) ? true : undefined),
      'the lead',
    );
    await company.call('declineLead', { leadId, reason: 'too-busy' });
    const stats = await statsWhen((s) => s.leadsDeclined === 1, 'the decline to be counted');
    expect(stats).toMatchObject({ leadsReceived: 1, leadsAccepted: 0, leadsDeclined: 1 });

    expect(await recomputeCompanyDay(COMPANY, addDays(today(), -3))).toMatchObject({
      outcome: 'unchanged-empty',
    });
    expect((await statsRef(addDays(today(), -3)).get()).exists).toBe(false);
  });

  it('never lets an older recomputation overwrite a newer one', async () => {
    await seedCompany(COMPANY);
    await adminDb()
      .collection(COLLECTIONS.leads)
      .doc(`q1_${COMPANY}`)
      .set({ companyId: COMPANY, status: 'new', createdAt: Timestamp.now(), respondedAt: null });
    await statsWhen((s) => s.leadsReceived === 1, 'the lead counted');
    // A stored read from the future stands for a newer run that already wrote.
    const future = Timestamp.fromMillis(Date.now() + 60_000);
    await statsRef().update({ sourcesReadAt: future, leadsReceived: 7 });
    expect((await recomputeCompanyDay(COMPANY, today())).outcome).toBe('superseded');
    expect((await statsOf())?.leadsReceived).toBe(7);
  });

  it('keeps no figures for a company that has left: its day is deleted, not rebuilt', async () => {
    await seedCompany(COMPANY);
    await adminDb()
      .collection(COLLECTIONS.leads)
      .doc(`q1_${COMPANY}`)
      .set({ companyId: COMPANY, status: 'new', createdAt: Timestamp.now(), respondedAt: null });
    await statsWhen((s) => s.leadsReceived === 1, 'the lead counted');
    // deleteMyAccount deletes the company document, then its quotes (which sets off the triggers).
    await adminDb().collection(COLLECTIONS.companies).doc(COMPANY).delete();
    expect((await recomputeCompanyDay(COMPANY, today())).outcome).toBe('company-gone');
    expect((await statsRef().get()).exists).toBe(false);
  });
});

describe('week and month rollups', () => {
  it('keeps each day’s week and month the sum of their days, as the triggers write them', async () => {
    await seedCompany(COMPANY);
    const days = [today(), addDays(today(), -1), addDays(today(), -8), addDays(today(), -35)];
    const leads = adminDb().collection(COLLECTIONS.leads);
    for (const [index, day] of days.entries()) {
      // Noon London time on each day (within an hour of noon UTC all year).
      const createdAt = Timestamp.fromMillis(Date.parse(`${day}T12:00:00Z`));
      for (let n = 0; n <= index; n += 1) {
        await leads
          .doc(`q${index}-${n}_${COMPANY}`)
          .set({ companyId: COMPANY, status: 'new', createdAt, respondedAt: null });
      }
    }
    await eventually(async () => {
      const stored = await storedDays();
      const counted = stored.reduce((sum, day) => sum + day.leadsReceived, 0);
      return counted === 10 ? true : undefined;
    }, 'all four days counted');

    for (const kind of ['week', 'month'] as const) {
      const expected = rollupStatsDays(await storedDays(), kind);
      const periods = await eventually(async () => {
        const stored = await storedPeriods(kind);
        return stored.reduce((sum, p) => sum + Number(p.leadsReceived), 0) === 10
          ? stored
          : undefined;
      }, `the ${kind}s to add up every lead`);
      expect(periods).toEqual(expected);
      // This week's or month's figures: what the page shows for it.
      const current = statsPeriodFrameOf(kind, today());
      expect(periods.find((p) => p.key === current.key)).toMatchObject({
        start: current.start,
        end: current.end,
        leadsReceived: days
          .map((day, index) => (statsPeriodFrameOf(kind, day).key === current.key ? index + 1 : 0))
          .reduce((a, b) => a + b, 0),
      });
    }

    // The nightly pass and a repeated recomputation leave them as they are.
    await recomputeCompanyStatsNow(Date.parse(`${addDays(today(), 1)}T12:00:00Z`));
    await recomputeCompanyDay(COMPANY, addDays(today(), -8));
    expect(await storedPeriods('month')).toEqual(rollupStatsDays(await storedDays(), 'month'));
    expect(await storedPeriods('week')).toEqual(rollupStatsDays(await storedDays(), 'week'));
  });

  it('rebuilds every period of a range from the stored days, mending a wrong one', async () => {
    const daysRef = adminDb().collection(COLLECTIONS.companyStatsDays);
    const written: StatsDay[] = [];
    for (const [index, day] of ['2026-01-30', '2026-02-01', '2026-02-02', '2026-03-15'].entries()) {
      const figures = {
        ...emptyStatsFigures(),
        leadsReceived: index + 1,
        firstResponses: 1,
        firstResponseMinutes: [10 * (index + 1)],
        revenuePence: 1_000 * (index + 1),
      };
      written.push({ ...figures, day });
      await daysRef.doc(companyStatsDayId(COMPANY, day)).set({
        companyId: COMPANY,
        day,
        ...figures,
        sourcesReadAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
    }
    // A month that says too much, and a week whose only day is gone.
    await adminDb()
      .collection(COLLECTIONS.companyStatsMonths)
      .doc(companyStatsPeriodId(COMPANY, '2026-02'))
      .set({
        companyId: COMPANY,
        kind: 'month',
        key: '2026-02',
        start: '2026-02-01',
        leadsReceived: 99,
      });
    await adminDb()
      .collection(COLLECTIONS.companyStatsWeeks)
      .doc(companyStatsPeriodId(COMPANY, '2026-W10'))
      .set({
        companyId: COMPANY,
        kind: 'week',
        key: '2026-W10',
        start: '2026-03-02',
        leadsReceived: 4,
      });

    expect(await rebuildCompanyStatsPeriods(COMPANY, '2026-01-30', '2026-03-15')).toBe(3);
    expect(await storedPeriods('month')).toEqual(rollupStatsDays(written, 'month'));
    expect(await storedPeriods('week')).toEqual(rollupStatsDays(written, 'week'));
    // 30 January (a Friday) and 1 February (a Sunday) share ISO week 5.
    expect((await storedPeriods('week'))[0]).toMatchObject({
      key: '2026-W05',
      days: 2,
      leadsReceived: 3,
      firstResponseMinutes: [10, 20],
    });
  });
});

describe('documents and card payments', () => {
  it('counts a quote sent and accepted, and an invoice sent and paid by card, once each', async () => {
    const company = await companyClient();
    // Connect onboarding through the real callable and the stand-in.
    const { url: onboardingUrl } = await company.call<StripeRedirect>('startConnectOnboarding');
    await standIn.submitOnboarding(onboardingUrl, true);
    await eventually(async () => {
      const account = await data(COLLECTIONS.connectAccounts, COMPANY);
      return account?.status === 'enabled' ? true : undefined;
    }, 'payouts enabled');

    const customerEmail = await seedAccount('sam', 'customer');
    await adminDb()
      .collection(COLLECTIONS.companyCustomers)
      .doc('sam-record')
      .set({
        companyId: COMPANY,
        name: 'Sam Jones',
        email: customerEmail,
        phone: '',
        address: { line1: '4 Elm Row', line2: '', town: 'Leeds', postcode: 'LS6 2AB' },
        source: 'lead',
        leadId: null,
        uid: 'sam',
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
    const customer = tracked(await signedIn(customerEmail));
    const lines = [
      { description: 'Boiler service', quantity: 1, unitPricePence: 12_000, vatRate: 0 },
    ];
    const draft = {
      customerId: 'sam-record',
      lines,
      depositPercent: null,
      notes: '',
      paymentTerms: 'Pay within 14 days.',
      templateId: null,
    };

    const { documentId: quoteId } = await company.call<{ documentId: string }>(
      'saveDocumentDraft',
      {
        ...draft,
        kind: 'quote',
        validUntil: addDays(today(), 30),
        dueDate: null,
      },
    );
    await company.call('sendDocument', { documentId: quoteId });
    await customer.call('respondToQuote', {
      documentId: quoteId,
      response: 'accept',
      signatureName: 'Sam Jones',
      acceptTerms: true,
      version: 1,
    });
    const { documentId: invoiceId } = await company.call<{ documentId: string }>(
      'saveDocumentDraft',
      { ...draft, kind: 'invoice', validUntil: null, dueDate: addDays(today(), 14) },
    );
    await company.call('sendDocument', { documentId: invoiceId });
    const { url } = await customer.call<StripeRedirect>('createDocumentCheckout', {
      documentId: invoiceId,
    });
    const sessionId = hostedPageId(url);
    await standIn.payCheckout(sessionId);
    const paymentIntentId = (await standInStripe().checkout.sessions.retrieve(sessionId))
      .payment_intent as string;

    const stats = await statsWhen(
      (s) => s.quotesAccepted === 1 && s.invoicesSent === 1 && s.paymentsPence === 12_000,
      'the documents and the payment to be counted',
    );
    expect(stats).toMatchObject({
      quotesSent: 1,
      quotesAccepted: 1,
      invoicesSent: 1,
      paymentsPence: 12_000,
      refundsPence: 0,
      revenuePence: 12_000,
      leadsReceived: 0,
    });

    // The payment's event delivered again by Stripe, and every trigger run once more.
    const [completed] = await standIn.events({ type: 'checkout.session.completed' });
    expect((await standIn.deliver(completed!.id)).status).toBe(200);
    const quote = await data(COLLECTIONS.documents, quoteId);
    const invoice = await data(COLLECTIONS.documents, invoiceId);
    const row = await data(COLLECTIONS.transactions, paymentIntentId);
    expect(row).toMatchObject({ type: 'document-payment', amountPence: 12_000 });
    await recomputeStatsForWrite(documentContributions, undefined, quote);
    await recomputeStatsForWrite(documentContributions, { ...quote, acceptance: null }, quote);
    await recomputeStatsForWrite(documentContributions, undefined, invoice);
    await recomputeStatsForWrite(transactionContributions, undefined, row);
    await recomputeCompanyStatsNow(Date.parse(`${addDays(today(), 1)}T12:00:00Z`));
    expect(figures(await statsOf())).toEqual(figures(stats));
  });
});

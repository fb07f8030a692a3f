import { signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { LEAD_MESSAGES, type AcceptLeadResult } from '@fixwell/common/lead/lead';
import type { SubmitQuoteResult } from '@fixwell/common/quote/quote-request';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  adminAuth,
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  eventually,
  mailTo,
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
import { replaceDeclinedLead } from './replace-declined-lead';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = COMPANY_PASSWORD;
let client: WebClient;

beforeEach(async () => {
  await clearEmulators();
  await Promise.all([
    seedQuoteCatalogue(),
    adminDb().collection(COLLECTIONS.postcodeAreas).doc('M').set({ code: 'M', name: 'Manchester' }),
  ]);
  client = webClient();
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

/** Submits a request and waits for the matching trigger to finish with it. */
async function submitAndMatch(overrides: Record<string, unknown> = {}) {
  const form = quoteForm(overrides);
  const { id } = await client.call<SubmitQuoteResult>('submitQuoteRequest', form);
  const quote = await eventually(async () => {
    const snapshot = await adminDb().collection(COLLECTIONS.quotes).doc(id).get();
    return snapshot.get('status') === 'received' ? undefined : snapshot.data();
  }, 'matching to finish');
  const leads = await adminDb().collection(COLLECTIONS.leads).where('quoteId', '==', id).get();
  return { id, form, quote, leads: leads.docs };
}

async function signInAs(email: string): Promise<void> {
  await signInWithEmailAndPassword(client.auth, email, PASSWORD);
}

describe('matching a new quote request', () => {
  it('sends the best three covering companies a lead, a notification and an email', async () => {
    const emails = new Map<string, string>();
    for (const [id, rating] of [
      ['best', 4.9],
      ['good', 4.7],
      ['fair', 4.2],
      ['fourth', 3.9],
    ] as const) {
      emails.set(id, await seedCompany(id, { rating }));
    }

    const { id, form, quote, leads } = await submitAndMatch();

    expect(quote?.status).toBe('matched');
    expect(quote?.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'received',
      'matched',
    ]);
    expect(quote?.matches.map((match: { companyId: string }) => match.companyId)).toEqual([
      'best',
      'good',
      'fair',
    ]);
    expect(quote?.matches[0]).toMatchObject({
      leadId: `${id}_best`,
      businessName: 'Company best',
      slug: 'best',
      rating: 4.9,
      status: 'offered',
      respondedAt: null,
    });
    expect(leads.map((lead) => lead.get('companyId')).sort()).toEqual(['best', 'fair', 'good']);
    const lead = leads.find((doc) => doc.id === `${id}_best`)!.data();
    expect(lead).toMatchObject({
      quoteId: id,
      service: 'plumber',
      serviceName: 'Plumber',
      postcodeDistrict: 'LS6',
      postcodeArea: 'LS',
      timing: 'within-2-days',
      budget: '250-1000',
      status: 'new',
      customer: null,
      routedToCompany: false,
      source: 'web',
      extraLeadPricePence: 800,
      distanceMiles: 0,
    });
    // Before acceptance the lead carries nothing that identifies the customer.
    const text = JSON.stringify(lead);
    for (const secret of ['Priya', String(form.email), '07700', 'LS6 2AB'])
      expect(text).not.toContain(secret);

    const notices = await adminDb()
      .collection(COLLECTIONS.notifications)
      .where('userId', '==', 'best')
      .get();
    expect(notices.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        type: 'new-lead',
        link: `/company/leads/${id}_best`,
        readAt: null,
      }),
    ]);
    const [mail] = await mailTo(emails.get('best')!);
    expect(mail).toMatchObject({
      kind: 'new-lead',
      message: { subject: 'New lead: Plumber in LS6' },
    });
    expect(await mailTo(emails.get('fourth')!)).toEqual([]);
  });

  it("uses the admins' cap on companies per request", async () => {
    await adminDb()
      .collection(COLLECTIONS.settings)
      .doc('matching')
      .set({ maxCompaniesPerQuote: 1 });
    await seedCompany('one', { rating: 5 });
    await seedCompany('two', { rating: 4 });
    const { leads } = await submitAndMatch();
    expect(leads.map((lead) => lead.get('companyId'))).toEqual(['one']);
  });

  it('ranks nearer companies first, then by rating', async () => {
    await seedCompany('bradford', { basePostcode: 'BD1 1AA', areas: ['LS', 'BD'], rating: 5 });
    await seedCompany('leeds', { basePostcode: 'LS1 4AP', rating: 4 });
    const { quote } = await submitAndMatch();
    expect(quote?.matches.map((match: { companyId: string }) => match.companyId)).toEqual([
      'leeds',
      'bradford',
    ]);
  });

  it('leaves out expired or cancelled subscriptions, spent allowances and companies elsewhere', async () => {
    // Past its period and the renewal slack (subscriptionAccess), with no renewal from Stripe.
    await seedCompany('expired', { periodEnd: Date.now() - 3 * DAY });
    await seedCompany('cancelled', { status: 'canceled' });
    await seedCompany('spent', { used: 5 });
    await seedCompany('manchester', { areas: ['M'], basePostcode: 'M4 1HN' });
    await seedCompany('electrician', { trades: ['electrician'] });
    await seedCompany('eligible');
    const { leads } = await submitAndMatch();
    expect(leads.map((lead) => lead.get('companyId'))).toEqual(['eligible']);
  });

  it('matches a company that covers only the postcode district', async () => {
    await seedCompany('ls6-only', { areas: [], districts: ['LS6'] });
    await seedCompany('ls7-only', { areas: [], districts: ['LS7'] });
    const { leads } = await submitAndMatch();
    expect(leads.map((lead) => lead.get('companyId'))).toEqual(['ls6-only']);
  });

  it("sends a widget request to the widget's company first, even outside its areas", async () => {
    await seedCompany('local', { rating: 5 });
    await seedCompany('owner', {
      areas: ['M'],
      basePostcode: 'M4 1HN',
      rating: 3,
      slug: 'owner-plumbing',
    });
    const { quote, leads } = await submitAndMatch({ company: 'owner-plumbing', source: 'widget' });
    expect(quote?.matches.map((match: { companyId: string }) => match.companyId)).toEqual([
      'owner',
      'local',
    ]);
    const owner = leads.find((lead) => lead.get('companyId') === 'owner')!;
    expect(owner.get('routedToCompany')).toBe(true);
    expect(owner.get('source')).toBe('widget');
  });

  it('says honestly when nobody covers the request, to the customer and the admins', async () => {
    await seedCompany('manchester', { areas: ['M'], basePostcode: 'M4 1HN' });
    const { form, quote, leads } = await submitAndMatch();
    expect(leads).toHaveLength(0);
    expect(quote).toMatchObject({
      status: 'no-match',
      matches: [],
      noMatchReason: 'no-company-covers',
    });
    const mails = await mailTo(String(form.email));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['quote-no-match', 'quote-received']);
  });

  it('reports none available when the covering companies cannot take leads', async () => {
    await seedCompany('spent', { used: 5 });
    const { quote } = await submitAndMatch();
    expect(quote).toMatchObject({ status: 'no-match', noMatchReason: 'none-available' });
  });
});

describe('acceptLead and declineLead', () => {
  it('accepting spends one lead of the allowance and reveals the customer', async () => {
    const email = await seedCompany('brightwater');
    const { id, form } = await submitAndMatch();
    const leadId = `${id}_brightwater`;
    await signInAs(email);

    const result = await client.call<AcceptLeadResult>('acceptLead', { leadId });

    expect(result).toEqual({
      leadId,
      customer: {
        name: 'Priya Shah',
        email: form.email,
        phone: '07700 900123',
        postcode: 'LS6 2AB',
      },
      allowance: { used: 1, allowance: 5 },
    });
    const lead = (await adminDb().collection(COLLECTIONS.leads).doc(leadId).get()).data();
    expect(lead).toMatchObject({ status: 'accepted', customer: result.customer });
    expect(lead?.respondedAt).toBeInstanceOf(Timestamp);
    const allowance = (
      await adminDb().collection(COLLECTIONS.leadAllowances).doc('brightwater').get()
    ).data();
    expect(allowance).toMatchObject({ used: 1, allowance: 5, planId: 'starter' });
    const quote = (await adminDb().collection(COLLECTIONS.quotes).doc(id).get()).data();
    expect(quote?.status).toBe('accepted');
    expect(quote?.matches[0]).toMatchObject({ companyId: 'brightwater', status: 'accepted' });
    expect(quote?.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'received',
      'matched',
      'accepted',
    ]);
    const mails = await mailTo(String(form.email));
    expect(mails.find((mail) => mail.kind === 'lead-accepted')).toMatchObject({
      message: { subject: 'Company brightwater accepted your Plumber request' },
    });
    const company = (
      await adminDb().collection(COLLECTIONS.companies).doc('brightwater').get()
    ).data();
    expect(company?.responseMinutes).toBe(0);

    expect(await callFailure(client.call('acceptLead', { leadId }))).toEqual({
      code: 'functions/failed-precondition',
      message: LEAD_MESSAGES.notNew,
    });
  });

  it('refuses to accept with a clear message once the allowance is spent', async () => {
    const email = await seedCompany('busy', { used: 4 });
    const first = await submitAndMatch();
    const second = await submitAndMatch({
      description: 'The bathroom radiator is cold at the top and bangs.',
    });
    await signInAs(email);
    await client.call('acceptLead', { leadId: `${first.id}_busy` });

    // The starter plan sells extra leads, which stay off until the company switches them on.
    expect(await callFailure(client.call('acceptLead', { leadId: `${second.id}_busy` }))).toEqual({
      code: 'functions/resource-exhausted',
      message: LEAD_MESSAGES.extraLeadsOff,
    });
    const lead = (
      await adminDb().collection(COLLECTIONS.leads).doc(`${second.id}_busy`).get()
    ).data();
    expect(lead).toMatchObject({ status: 'new', customer: null });
  });

  it('refuses without an active subscription, and for another company’s lead', async () => {
    const email = await seedCompany('lapsed');
    await seedCompany('other');
    const { id } = await submitAndMatch();
    await adminDb()
      .collection(COLLECTIONS.subscriptions)
      .doc('lapsed')
      .update({ status: 'canceled' });
    await signInAs(email);

    expect(await callFailure(client.call('acceptLead', { leadId: `${id}_lapsed` }))).toEqual({
      code: 'functions/failed-precondition',
      message: LEAD_MESSAGES.noSubscription,
    });
    expect(await callFailure(client.call('acceptLead', { leadId: `${id}_other` }))).toEqual({
      code: 'functions/not-found',
      message: LEAD_MESSAGES.notFound,
    });
  });

  it('refuses signed-out callers and customers', async () => {
    await seedCompany('brightwater');
    const { id } = await submitAndMatch();
    expect(
      (await callFailure(client.call('acceptLead', { leadId: `${id}_brightwater` }))).code,
    ).toBe('functions/unauthenticated');
    const customer = uniqueEmail('customer');
    await adminAuth().createUser({ uid: 'customer-1', email: customer, password: PASSWORD });
    await adminDb()
      .collection(COLLECTIONS.users)
      .doc('customer-1')
      .set({ role: 'customer', active: true, email: customer });
    await signInAs(customer);
    expect(
      (await callFailure(client.call('acceptLead', { leadId: `${id}_brightwater` }))).code,
    ).toBe('functions/permission-denied');
  });

  it('declining needs a reason, records it and reveals nothing', async () => {
    const email = await seedCompany('brightwater');
    const { id } = await submitAndMatch();
    const leadId = `${id}_brightwater`;
    await signInAs(email);

    expect(await callFailure(client.call('declineLead', { leadId }))).toEqual({
      code: 'functions/invalid-argument',
      message: LEAD_MESSAGES.declineReason,
    });
    await client.call('declineLead', {
      leadId,
      reason: 'too-busy',
      note: 'Booked up until March.',
    });

    const lead = (await adminDb().collection(COLLECTIONS.leads).doc(leadId).get()).data();
    expect(lead).toMatchObject({
      status: 'declined',
      declineReason: 'too-busy',
      declineNote: 'Booked up until March.',
      customer: null,
    });
    const quote = (await adminDb().collection(COLLECTIONS.quotes).doc(id).get()).data();
    expect(quote?.status).toBe('matched');
    expect(quote?.matches[0]).toMatchObject({ companyId: 'brightwater', status: 'declined' });
    expect(await callFailure(client.call('acceptLead', { leadId }))).toMatchObject({
      code: 'functions/failed-precondition',
    });
  });
});

describe('replacing a declined lead', () => {
  async function decline(email: string, leadId: string): Promise<void> {
    await signInAs(email);
    await client.call('declineLead', { leadId, reason: 'too-busy' });
  }

  async function leadOf(leadId: string) {
    return eventually(async () => {
      const lead = await adminDb().collection(COLLECTIONS.leads).doc(leadId).get();
      return lead.exists ? lead.data() : undefined;
    }, `lead ${leadId}`);
  }

  it('offers the job to the next best company when one declines', async () => {
    await adminDb()
      .collection(COLLECTIONS.settings)
      .doc('matching')
      .set({ maxCompaniesPerQuote: 1 });
    const first = await seedCompany('first', { rating: 5 });
    const next = await seedCompany('next', { rating: 4 });
    const { id } = await submitAndMatch();

    await decline(first, `${id}_first`);

    expect(await leadOf(`${id}_next`)).toMatchObject({ status: 'new', customer: null });
    const quote = (await adminDb().collection(COLLECTIONS.quotes).doc(id).get()).data();
    expect(quote?.status).toBe('matched');
    expect(
      quote?.matches.map((match: { companyId: string; status: string }) => [
        match.companyId,
        match.status,
      ]),
    ).toEqual([
      ['first', 'declined'],
      ['next', 'offered'],
    ]);
    const notices = await adminDb()
      .collection(COLLECTIONS.notifications)
      .where('userId', '==', 'next')
      .get();
    expect(notices.docs.map((doc) => doc.get('link'))).toEqual([`/company/leads/${id}_next`]);
    expect(
      await eventually(async () => (await mailTo(next)).at(0), 'the new-lead email'),
    ).toMatchObject({
      kind: 'new-lead',
    });
  });

  it('stops at twice the cap, so a job nobody wants is not sent to every company', async () => {
    await adminDb()
      .collection(COLLECTIONS.settings)
      .doc('matching')
      .set({ maxCompaniesPerQuote: 1 });
    const first = await seedCompany('first', { rating: 5 });
    const second = await seedCompany('second', { rating: 4 });
    await seedCompany('third', { rating: 3 });
    const { id } = await submitAndMatch();

    await decline(first, `${id}_first`);
    await leadOf(`${id}_second`);
    await decline(second, `${id}_second`);

    expect(await replaceDeclinedLead(id)).toEqual({ outcome: 'offer-limit' });
    expect((await adminDb().collection(COLLECTIONS.leads).doc(`${id}_third`).get()).exists).toBe(
      false,
    );
  });

  it('offers nobody when no other company can take it, or the request is over a week old', async () => {
    await adminDb()
      .collection(COLLECTIONS.settings)
      .doc('matching')
      .set({ maxCompaniesPerQuote: 1 });
    const only = await seedCompany('only');
    await seedCompany('spent', { rating: 3, used: 5 });
    const { id } = await submitAndMatch();
    await decline(only, `${id}_only`);
    expect(await replaceDeclinedLead(id)).toEqual({ outcome: 'nobody-left' });

    // Aged first: the decline's own trigger may still be running, and must not see the newcomer.
    await adminDb()
      .collection(COLLECTIONS.quotes)
      .doc(id)
      .update({ createdAt: Timestamp.fromMillis(Date.now() - 8 * DAY) });
    await seedCompany('joined');
    expect(await replaceDeclinedLead(id)).toEqual({ outcome: 'too-old' });
    const leads = await adminDb().collection(COLLECTIONS.leads).where('quoteId', '==', id).get();
    expect(leads.docs.map((lead) => lead.get('companyId'))).toEqual(['only']);
  });
});

describe('rematchQuote', () => {
  async function signInAsAdmin(): Promise<void> {
    const email = uniqueEmail('admin');
    await adminAuth().createUser({ uid: 'admin-1', email, password: PASSWORD });
    await adminDb()
      .collection(COLLECTIONS.users)
      .doc('admin-1')
      .set({ role: 'admin', active: true, email });
    await signInAs(email);
  }

  it('sends a request that found nobody to a company that has joined since', async () => {
    const { id, quote } = await submitAndMatch();
    expect(quote?.status).toBe('no-match');
    await seedCompany('newcomer');
    await signInAsAdmin();

    expect(await client.call('rematchQuote', { quoteId: id })).toEqual({
      outcome: 'matched',
      leads: 1,
    });
    const rematched = (await adminDb().collection(COLLECTIONS.quotes).doc(id).get()).data();
    expect(rematched).toMatchObject({ status: 'matched', noMatchReason: null });
    expect(rematched?.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'received',
      'no-match',
      'matched',
    ]);
    expect((await adminDb().collection(COLLECTIONS.leads).doc(`${id}_newcomer`).get()).exists).toBe(
      true,
    );

    // A matched request is not matched again.
    expect(await callFailure(client.call('rematchQuote', { quoteId: id }))).toMatchObject({
      code: 'functions/failed-precondition',
    });
  });

  it('answers honestly when there is still nobody, and only admins may ask', async () => {
    const { id } = await submitAndMatch();
    const email = await seedCompany('company-caller', { areas: ['M'], basePostcode: 'M4 1HN' });
    await signInAs(email);
    expect(await callFailure(client.call('rematchQuote', { quoteId: id }))).toMatchObject({
      code: 'functions/permission-denied',
    });
    await client.auth.signOut();
    await signInAsAdmin();
    expect(await client.call('rematchQuote', { quoteId: id })).toEqual({
      outcome: 'no-match',
      reason: 'no-company-covers',
    });
    expect(
      await mailTo(
        String((await adminDb().collection(COLLECTIONS.quotes).doc(id).get()).get('contact.email')),
      ),
    ).toHaveLength(2);
  });
});

import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { ACCOUNT_DELETION_MESSAGES } from '@fixwell/common/accounts/account-deletion';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  closeClients,
  seedAccount,
  seedPlan,
  signedInAs,
  subscribe,
} from '../testing/billing-fixtures';
import {
  adminAuth,
  adminBucket,
  adminDb,
  API_URL,
  callFailure,
  callSignedInAgo,
  expectSignInAgain,
  clearEmulators,
  closeAdmin,
  errorCodeOf,
  eventually,
  mailTo,
  uniqueEmail,
  webClient,
  type WebClient,
} from '../testing/emulators';
import { standIn, standInStripe } from '../testing/stripe-stand-in';

let client: WebClient;

beforeEach(async () => {
  await clearEmulators();
  client = webClient();
});
afterEach(async () => {
  await client.close();
  await closeClients();
});
afterAll(closeAdmin);

const exists = async (path: string) => (await adminDb().doc(path).get()).exists;

describe('deleteMyAccount', () => {
  it("deletes a company's profile, company, subscription and Auth user", async () => {
    const email = uniqueEmail('leaving');
    const { user } = await createUserWithEmailAndPassword(client.auth, email, 'Leaving-now-1');
    await setDoc(doc(client.firestore, COLLECTIONS.users, user.uid), {
      id: user.uid,
      email,
      displayName: 'leaving',
      role: 'company',
      emailVerified: false,
      active: true,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      businessName: 'Leaving Joinery',
      mainTrade: 'carpenter',
      basePostcode: 'BS1 5TR',
    });
    await eventually(
      async () => ((await exists(`companies/${user.uid}`)) ? true : undefined),
      'the company documents',
    );
    // The webhook would have written a subscription had the company subscribed.
    await adminDb()
      .doc(`${COLLECTIONS.subscriptions}/${user.uid}`)
      .set({ status: 'canceled', planId: 'starter' });
    expect(
      (await adminDb().doc(`${COLLECTIONS.coverageIndex}/carpenter|BS`).get()).get('companyIds'),
    ).toContain(user.uid);

    expect(await client.call('deleteMyAccount')).toEqual({ deleted: true });

    expect(await exists(`users/${user.uid}`)).toBe(false);
    expect(await exists(`companies/${user.uid}`)).toBe(false);
    expect(await exists(`subscriptions/${user.uid}`)).toBe(false);
    // Matching stops finding the company: it leaves its area's candidates and its slug.
    const candidates = await adminDb().doc(`${COLLECTIONS.coverageIndex}/carpenter|BS`).get();
    expect(candidates.get('companyIds')).not.toContain(user.uid);
    const slugs = await adminDb()
      .collection(COLLECTIONS.companySlugs)
      .where('companyId', '==', user.uid)
      .get();
    expect(slugs.empty).toBe(true);
    expect(await errorCodeOf(adminAuth().getUser(user.uid))).toBe('auth/user-not-found');
    expect(
      await errorCodeOf(signInWithEmailAndPassword(client.auth, email, 'Leaving-now-1')),
    ).toMatch(/auth\/(user-not-found|invalid-credential)/);
  });

  it('deletes a customer whose profile is already gone', async () => {
    const { user } = await createUserWithEmailAndPassword(
      client.auth,
      uniqueEmail('half'),
      'Half-gone-1',
    );
    expect(await client.call('deleteMyAccount')).toEqual({ deleted: true });
    expect(await errorCodeOf(adminAuth().getUser(user.uid))).toBe('auth/user-not-found');
  });

  it('refuses an admin, leaving everything in place', async () => {
    const email = uniqueEmail('admin');
    const { user } = await createUserWithEmailAndPassword(client.auth, email, 'Admin-pass-1');
    await adminDb()
      .collection(COLLECTIONS.users)
      .doc(user.uid)
      .set({ id: user.uid, email, role: 'admin', active: true });

    expect(await errorCodeOf(client.call('deleteMyAccount'))).toBe('functions/failed-precondition');
    expect(await exists(`users/${user.uid}`)).toBe(true);
    expect((await adminAuth().getUser(user.uid)).uid).toBe(user.uid);
  });
});

const data = async (path: string) => (await adminDb().doc(path).get()).data();

/**
 * A subscribed company (through Checkout on the stand-in and the webhook) with the documents a
 * working company has: its private details, an issued invoice paid by card, a draft, a quote
 * nobody paid, a template, a customer record, a notification and a conversation.
 */
async function workingCompany(uid: string) {
  await seedPlan('starter');
  const company = await signedInAs(uid, 'company');
  const subscription = await subscribe(company, uid, 'starter');
  const db = adminDb();
  const at = Timestamp.now();
  const batch = db.batch();
  batch.set(db.doc(`${COLLECTIONS.companyPrivate}/${uid}`), {
    ownerId: uid,
    basePostcode: 'LS1 4AP',
    leadEmail: 'leads@hartley.example',
    vatNumber: 'GB123456789',
    updatedAt: at,
  });
  batch.set(db.doc(`${COLLECTIONS.companySlugs}/${uid}`), { companyId: uid });
  batch.set(db.doc(`${COLLECTIONS.coverageIndex}/plumber|LS`), { companyIds: [uid, 'other-co'] });
  const document = (kind: string, number: string | null, paid: number) => ({
    companyId: uid,
    kind,
    status: number ? (paid ? 'paid' : 'sent') : 'draft',
    number,
    customer: { id: 'cust-1', name: 'Priya Shah', email: 'priya@example.co.uk', uid: 'priya' },
    totals: { subtotalPence: 10_000, vatBreakdown: [], vatPence: 2_000, totalPence: 12_000 },
    amountPaidPence: paid,
    payments: paid
      ? [
          {
            paymentIntentId: 'pi_1',
            amountPence: paid,
            feePence: 300,
            refundedPence: 0,
            paidAt: at,
          },
        ]
      : [],
    sentAt: number ? at : null,
    createdAt: at,
    updatedAt: at,
  });
  batch.set(
    db.doc(`${COLLECTIONS.documents}/paid-invoice`),
    document('invoice', 'INV-0001', 12_000),
  );
  batch.set(db.doc(`${COLLECTIONS.documents}/unpaid-invoice`), document('invoice', 'INV-0002', 0));
  batch.set(db.doc(`${COLLECTIONS.documents}/draft`), document('invoice', null, 0));
  batch.set(db.doc(`${COLLECTIONS.documents}/quote`), document('quote', 'Q-0001', 0));
  batch.set(db.doc(`${COLLECTIONS.documents}/someone-elses`), {
    ...document('invoice', null, 0),
    companyId: 'other-co',
  });
  batch.set(db.doc(`${COLLECTIONS.documentTemplates}/t1`), { companyId: uid, name: 'Boiler' });
  batch.set(db.doc(`${COLLECTIONS.companyCustomers}/cust-1`), { companyId: uid, name: 'Priya' });
  batch.set(db.doc(`${COLLECTIONS.notifications}/n1`), { userId: uid, title: 'New lead' });
  batch.set(db.doc(`${COLLECTIONS.leads}/q1_${uid}`), { companyId: uid, status: 'offered' });
  batch.set(db.doc(`${COLLECTIONS.notificationPreferences}/${uid}`), { digest: false });
  batch.set(db.doc(`${COLLECTIONS.conversations}/q2_${uid}`), {
    companyId: uid,
    customerId: 'priya',
    participantIds: [uid, 'priya'],
    unreadBy: [uid],
  });
  await batch.commit();
  return { company, subscription };
}

describe('deleteMyAccount for a company', () => {
  beforeEach(async () => {
    await standIn.reset();
  });

  it('cancels the subscription in Stripe, unpublishes, keeps what HMRC needs and deletes the rest', async () => {
    const uid = 'hartley';
    const { company, subscription } = await workingCompany(uid);
    const subscriptionId = String(subscription.stripeSubscriptionId);
    expect((await standInStripe().subscriptions.retrieve(subscriptionId)).status).toBe('active');

    expect(await company.call('deleteMyAccount')).toEqual({ deleted: true });

    // Stripe: cancelled at once, no more payments.
    expect((await standInStripe().subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    // Unpublished: out of matching and the directory, its address freed.
    expect(await exists(`companies/${uid}`)).toBe(false);
    expect((await data(`${COLLECTIONS.coverageIndex}/plumber|LS`))?.companyIds).toEqual([
      'other-co',
    ]);
    expect(await exists(`${COLLECTIONS.companySlugs}/${uid}`)).toBe(false);
    // Kept for HMRC, amounts and numbers as they were, with the business name that issued them.
    const paid = await data(`${COLLECTIONS.documents}/paid-invoice`);
    expect(paid).toMatchObject({
      number: 'INV-0001',
      amountPaidPence: 12_000,
      totals: { totalPence: 12_000 },
      deletedIssuer: { businessName: `Company ${uid}` },
    });
    expect(await data(`${COLLECTIONS.documents}/unpaid-invoice`)).toMatchObject({
      number: 'INV-0002',
      deletedIssuer: { businessName: `Company ${uid}` },
    });
    // Deleted: drafts, quotes nobody paid, private details, templates, customers, notices, leads.
    for (const path of [
      `${COLLECTIONS.documents}/draft`,
      `${COLLECTIONS.documents}/quote`,
      `${COLLECTIONS.companyPrivate}/${uid}`,
      `${COLLECTIONS.documentTemplates}/t1`,
      `${COLLECTIONS.companyCustomers}/cust-1`,
      `${COLLECTIONS.notifications}/n1`,
      `${COLLECTIONS.leads}/q1_${uid}`,
      `${COLLECTIONS.notificationPreferences}/${uid}`,
      `users/${uid}`,
    ])
      expect(await exists(path), path).toBe(false);
    // Another company's documents are untouched.
    expect(await exists(`${COLLECTIONS.documents}/someone-elses`)).toBe(true);
    // The customer keeps the conversation; the company has left it.
    expect(await data(`${COLLECTIONS.conversations}/q2_${uid}`)).toMatchObject({
      participantIds: ['priya'],
      unreadBy: [],
    });
    expect(await errorCodeOf(adminAuth().getUser(uid))).toBe('auth/user-not-found');

    // Stripe's cancellation event arrives after the account is gone: it brings nothing back.
    const [cancellation] = await standIn.events({ type: 'customer.subscription.deleted' });
    expect(cancellation).toBeDefined();
    await eventually(
      async () =>
        (await exists(`${COLLECTIONS.stripeEvents}/${cancellation!.id}`)) ? true : undefined,
      'the cancellation event processed',
    );
    expect(await exists(`subscriptions/${uid}`)).toBe(false);
  });

  it('refuses a sign-in older than 5 minutes, deleting nothing', async () => {
    const uid = 'stale';
    const { company, subscription } = await workingCompany(uid);
    const answer = await callSignedInAgo(company, 6 * 60, 'deleteMyAccount', null);

    expectSignInAgain(answer);
    expect(await exists(`companies/${uid}`)).toBe(true);
    expect(await exists(`${COLLECTIONS.companyPrivate}/${uid}`)).toBe(true);
    expect(
      (await standInStripe().subscriptions.retrieve(String(subscription.stripeSubscriptionId)))
        .status,
    ).toBe('active');
    // Signed in 4 minutes ago is recent enough.
    expect((await callSignedInAgo(company, 4 * 60, 'deleteMyAccount', null)).status).toBe(200);
    expect(await exists(`companies/${uid}`)).toBe(false);
  });

  it('deletes nothing when Stripe cannot cancel, and a second call finishes the job', async () => {
    const uid = 'retry';
    const { company, subscription } = await workingCompany(uid);
    await standIn.fault({ method: 'DELETE', path: '/v1/subscriptions/*', status: 500, times: 1 });

    expect(await callFailure(company.call('deleteMyAccount'))).toMatchObject({
      code: 'functions/unavailable',
      message: ACCOUNT_DELETION_MESSAGES.stripeUnavailable,
    });
    expect(await exists(`companies/${uid}`)).toBe(true);
    expect(await exists(`${COLLECTIONS.documents}/draft`)).toBe(true);
    expect((await adminAuth().getUser(uid)).uid).toBe(uid);

    expect(await company.call('deleteMyAccount')).toEqual({ deleted: true });
    expect(
      (await standInStripe().subscriptions.retrieve(String(subscription.stripeSubscriptionId)))
        .status,
    ).toBe('canceled');
    expect(await exists(`companies/${uid}`)).toBe(false);
    expect(await exists(`${COLLECTIONS.documents}/draft`)).toBe(false);
    expect(await errorCodeOf(adminAuth().getUser(uid))).toBe('auth/user-not-found');
  });
});

/** POSTs `bytes` to one of the `api` function's upload endpoints as `client`; the JSON answer. */
async function uploadAs(
  client: WebClient,
  path: string,
  bytes: Buffer,
  contentType: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': contentType,
      Authorization: `Bearer ${await client.auth.currentUser!.getIdToken()}`,
    },
    body: bytes,
  });
  const body = (await response.json()) as Record<string, unknown>;
  expect(response.ok, `POST ${path}: ${response.status} ${JSON.stringify(body)}`).toBe(true);
  return body;
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n');
const image = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 99, b: 199 } } })
    [format]()
    .toBuffer();

const objectNames = async () => new Set((await adminBucket().getFiles())[0].map((f) => f.name));
const DAY_MS = 24 * 60 * 60 * 1000;

/** An appointment of the company with Priya, `days` from now, in the conversation `q2_{uid}`. */
function appointmentWithPriya(uid: string, days: number) {
  const startsAt = Timestamp.fromMillis(Date.now() + days * DAY_MS);
  const date = startsAt.toDate().toISOString().slice(0, 10);
  return {
    conversationId: `q2_${uid}`,
    quoteId: 'q2',
    companyId: uid,
    customerId: 'priya',
    participantIds: [uid, 'priya'],
    companyName: `Company ${uid}`,
    customerName: 'Priya Shah',
    serviceName: 'Boiler repair',
    kind: 'site-visit',
    date,
    windowStart: '09:00',
    windowEnd: '11:00',
    durationMinutes: 60,
    startsAt,
    endsAt: Timestamp.fromMillis(startsAt.toMillis() + 3_600_000),
    address: { line1: '1 Park Row', line2: '', town: 'Leeds', postcode: 'LS1 5HD' },
    notes: '',
    status: 'confirmed',
    history: [],
    remindersSent: [],
    documentId: null,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  };
}

describe('deleteMyAccount and the company workspace (issue 15)', () => {
  beforeEach(async () => {
    await standIn.reset();
  });

  it('removes its files, checks, support tickets, stickers, tutorials and analytics, and cancels its future appointments', async () => {
    const uid = 'workshop';
    const { company } = await workingCompany(uid);
    const priyaEmail = await seedAccount('priya', 'customer');
    const admin = await signedInAs('support-admin', 'admin');
    const before = await objectNames();
    // Another company's logo, which must stay.
    const theirs = adminBucket().file(
      'company-logos/other-co/0123456789abcdef0123456789abcdef.png',
    );
    await theirs.save(await image('png'), { resumable: false, contentType: 'image/png' });

    // Files through the real endpoints: logo, a photo of past work, evidence, support files.
    await uploadAs(company, '/company-logo', await image('png'), 'image/png');
    await uploadAs(company, '/company-photos', await image('jpeg'), 'image/jpeg');
    const evidence = await uploadAs(
      company,
      '/company-evidence?name=cover.pdf',
      PDF,
      'application/pdf',
    );
    const ownFile = await uploadAs(
      company,
      '/support-attachments?name=a.pdf',
      PDF,
      'application/pdf',
    );
    const unusedFile = await uploadAs(
      company,
      '/support-attachments?name=b.pdf',
      PDF,
      'application/pdf',
    );
    const { ticketId } = await company.call<{ ticketId: string }>('createSupportTicket', {
      subject: 'My invoice will not send',
      category: 'technical',
      message: 'Each time I press send, nothing happens.',
      attachmentIds: [ownFile.id],
    });
    const adminFile = await uploadAs(
      admin,
      '/support-attachments?name=c.pdf',
      PDF,
      'application/pdf',
    );
    await admin.call('replyToSupportTicket', {
      ticketId,
      message: 'Here is how to send it.',
      attachmentIds: [adminFile.id],
    });
    const uploaded = [...(await objectNames())].filter((name) => !before.has(name));
    // logo, photo, evidence, three support files, and the other company's logo
    expect(uploaded).toHaveLength(7);

    const db = adminDb();
    const at = Timestamp.now();
    const batch = db.batch();
    batch.set(db.doc(`${COLLECTIONS.verificationChecks}/${uid}_insurance`), {
      companyId: uid,
      type: 'insurance',
      status: 'verified',
      evidence: [{ fileId: evidence.fileId, name: 'cover.pdf' }],
    });
    batch.set(db.doc(`${COLLECTIONS.stickerOrders}/order-1`), {
      companyId: uid,
      address: { name: 'Sam', line1: '4 Mill Lane', line2: '', town: 'Leeds', postcode: 'LS6 2AB' },
      status: 'printing',
      totalPence: 0,
    });
    batch.set(db.doc(`${COLLECTIONS.tutorialProgress}/${uid}`), { completed: ['messages'] });
    batch.set(db.doc(`${COLLECTIONS.companyStatsDays}/${uid}_2026-01-05`), {
      companyId: uid,
      day: '2026-01-05',
    });
    batch.set(db.doc(`${COLLECTIONS.companyStatsMonths}/${uid}_2026-01`), { companyId: uid });
    batch.set(db.doc(`${COLLECTIONS.companyStatsDays}/other-co_2026-01-05`), {
      companyId: 'other-co',
      day: '2026-01-05',
    });
    batch.set(db.doc(`${COLLECTIONS.reviewInvitations}/unused`), {
      companyId: uid,
      customerId: 'priya',
      reviewedAt: null,
    });
    batch.set(db.doc(`${COLLECTIONS.reviewInvitations}/used`), {
      companyId: uid,
      customerId: 'priya',
      reviewedAt: at,
    });
    batch.set(db.doc(`${COLLECTIONS.reviews}/used`), { companyId: uid, body: 'Tidy work.' });
    batch.set(db.doc(`${COLLECTIONS.reviewReports}/report-1`), {
      companyId: uid,
      reporterId: uid,
      reviewId: 'used',
    });
    batch.set(db.doc(`${COLLECTIONS.adminAudit}/audit-1`), {
      action: 'verification.review',
      target: `companies/${uid}`,
    });
    batch.set(db.doc(`${COLLECTIONS.transactions}/pi_1`), { companyId: uid, amountPence: 12_000 });
    batch.set(db.doc(`${COLLECTIONS.appointments}/coming`), appointmentWithPriya(uid, 3));
    batch.set(db.doc(`${COLLECTIONS.appointments}/done`), appointmentWithPriya(uid, -3));
    await batch.commit();
    const evidenceIds = (
      await db.collection(COLLECTIONS.companyEvidence).where('uploaderId', '==', uid).get()
    ).docs.map((doc) => doc.id);
    expect(evidenceIds).toEqual([evidence.fileId]);

    expect(await company.call('deleteMyAccount')).toEqual({ deleted: true });

    // Deleted: every record of the workspace, and every file the company's uploads made.
    for (const path of [
      `${COLLECTIONS.verificationChecks}/${uid}_insurance`,
      `${COLLECTIONS.companyEvidence}/${String(evidence.fileId)}`,
      `${COLLECTIONS.stickerOrders}/order-1`,
      `${COLLECTIONS.tutorialProgress}/${uid}`,
      `${COLLECTIONS.companyStatsDays}/${uid}_2026-01-05`,
      `${COLLECTIONS.companyStatsMonths}/${uid}_2026-01`,
      `${COLLECTIONS.reviewInvitations}/unused`,
      `${COLLECTIONS.reviewReports}/report-1`,
      `${COLLECTIONS.supportTickets}/${ticketId}`,
      `${COLLECTIONS.supportAttachments}/${String(ownFile.id)}`,
      `${COLLECTIONS.supportAttachments}/${String(unusedFile.id)}`,
      `${COLLECTIONS.supportAttachments}/${String(adminFile.id)}`,
      `${COLLECTIONS.companyPrivate}/${uid}`,
    ])
      expect(await exists(path), path).toBe(false);
    const replies = await db
      .collection(COLLECTIONS.supportTickets)
      .doc(ticketId)
      .collection(COLLECTIONS.supportTicketReplies)
      .get();
    expect(replies.empty).toBe(true);
    const left = await objectNames();
    expect(uploaded.filter((name) => left.has(name))).toEqual([theirs.name]);

    // Kept: the customer's words and the record of their review, money, the admin audit log,
    // another company's figures.
    for (const path of [
      `${COLLECTIONS.reviewInvitations}/used`,
      `${COLLECTIONS.reviews}/used`,
      `${COLLECTIONS.adminAudit}/audit-1`,
      `${COLLECTIONS.transactions}/pi_1`,
      `${COLLECTIONS.companyStatsDays}/other-co_2026-01-05`,
    ])
      expect(await exists(path), path).toBe(true);

    // The appointment still to come is cancelled and Priya is told in the conversation, in the
    // app and by email; the past one stays as it was. The company has left both.
    const coming = await data(`${COLLECTIONS.appointments}/coming`);
    expect(coming).toMatchObject({ status: 'cancelled', participantIds: ['priya'] });
    expect(coming?.history).toEqual([
      expect.objectContaining({
        action: 'cancelled',
        by: 'company',
        note: ACCOUNT_DELETION_MESSAGES.appointmentCancelled,
      }),
    ]);
    expect(await data(`${COLLECTIONS.appointments}/done`)).toMatchObject({
      status: 'confirmed',
      history: [],
      participantIds: ['priya'],
    });
    const notices = await db
      .collection(COLLECTIONS.notifications)
      .where('userId', '==', 'priya')
      .get();
    expect(notices.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        type: 'appointment-cancelled',
        link: '/customer/appointments?a=coming',
        body: expect.stringContaining(ACCOUNT_DELETION_MESSAGES.appointmentCancelled),
      }),
    ]);
    const mails = await mailTo(priyaEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'appointment' });
    expect(JSON.stringify(mails[0]!.message)).toContain(
      ACCOUNT_DELETION_MESSAGES.appointmentCancelled,
    );
    const messages = await db
      .collection(COLLECTIONS.conversations)
      .doc(`q2_${uid}`)
      .collection(COLLECTIONS.messages)
      .get();
    expect(messages.docs.map((doc) => doc.get('system.event'))).toEqual(['appointment-cancelled']);
    expect(await errorCodeOf(adminAuth().getUser(uid))).toBe('auth/user-not-found');
  });
});

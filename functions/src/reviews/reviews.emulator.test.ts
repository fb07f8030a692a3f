import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@fixwell/common/collections';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  eventually,
  mailTo,
  notificationsOf,
  type WebClient,
} from '../testing/emulators';
import { seedCompanyDocument, testPeople } from '../testing/user-fixtures';
import { inviteForReview } from './invite-for-review';
import { inviteReviewsForAcceptedLeadsNow } from './review-invitation-triggers';

const DAY = 24 * 60 * 60 * 1000;
const LEAD = 'q1_acme';
const BODY = 'Fixed the boiler in an afternoon and explained what had gone wrong. Tidy too.';

const people = testPeople();

beforeEach(async () => {
  await clearEmulators();
  await Promise.all([
    people.seed('alice', 'customer', { displayName: 'Alice Smith' }),
    people.seed('bob', 'customer', { displayName: 'Bob Jones' }),
    people.seed('acme', 'company', { displayName: 'Acme Plumbing' }),
    people.seed('zenith', 'company', { displayName: 'Zenith Electrical' }),
    people.seed('root', 'admin', { displayName: 'Root Admin' }),
  ]);
  await Promise.all(
    ['acme', 'zenith'].map((uid) => seedCompanyDocument(uid, { basePostcode: 'LS1 4AP' })),
  );
  await job('q1', 'alice');
});
afterEach(people.closeClients);
afterAll(closeAdmin);

const db = () => adminDb();

/** A request by `customerId` (null: a guest) that Acme accepted, with its conversation. */
async function job(
  quoteId: string,
  customerId: string | null,
  conversation: { acceptedAt?: number; companyWrote?: boolean; customerWrote?: boolean } = {},
) {
  const leadId = `${quoteId}_acme`;
  const acceptedAt = Timestamp.fromMillis(conversation.acceptedAt ?? Date.now() - DAY);
  await db().collection(COLLECTIONS.quotes).doc(quoteId).set({
    serviceName: 'Boiler repair',
    customerId,
    status: 'accepted',
  });
  await db().collection(COLLECTIONS.leads).doc(leadId).set({
    quoteId,
    companyId: 'acme',
    serviceName: 'Boiler repair',
    status: 'accepted',
  });
  const ref = db().collection(COLLECTIONS.conversations).doc(leadId);
  await ref.set({
    leadId,
    quoteId,
    companyId: 'acme',
    customerId,
    participantIds: customerId ? ['acme', customerId] : ['acme'],
    companyName: 'acme Ltd',
    customerName: 'Alice',
    serviceName: 'Boiler repair',
    postcodeDistrict: 'LS6',
    lastMessage: null,
    unreadCounts: {},
    unreadBy: [],
    lastReadAt: {},
    acceptedAt,
    firstCompanyMessageAt:
      conversation.companyWrote === false
        ? null
        : Timestamp.fromMillis(acceptedAt.toMillis() + 3600_000),
    leadCredit: null,
    createdAt: acceptedAt,
    updatedAt: acceptedAt,
  });
  if (customerId && conversation.customerWrote !== false) {
    await ref
      .collection(COLLECTIONS.messages)
      .doc('m-customer')
      .set({
        senderId: customerId,
        senderRole: 'customer',
        kind: 'text',
        text: 'Thanks, see you Tuesday.',
        attachment: null,
        system: null,
        createdAt: Timestamp.fromMillis(acceptedAt.toMillis() + 7200_000),
        editedAt: null,
        hidden: null,
      });
  }
  return leadId;
}

const invitationOf = async (leadId: string) =>
  (await db().collection(COLLECTIONS.reviewInvitations).doc(leadId).get()).data();
const reviewOf = async (leadId: string) =>
  (await db().collection(COLLECTIONS.reviews).doc(leadId).get()).data();
const companyOf = async (uid: string) =>
  (await db().collection(COLLECTIONS.companies).doc(uid).get()).data();

const review = (overrides: Record<string, unknown> = {}) => ({
  invitationId: LEAD,
  quality: 5,
  value: 4,
  reliability: 4,
  body: BODY,
  ...overrides,
});

/** Alice has been invited (directly, as any trigger does) and has reviewed the job. */
async function reviewed(): Promise<WebClient> {
  await inviteForReview(LEAD, 'alice', 'invoice-paid');
  const alice = await people.signedIn('alice');
  await alice.call('submitReview', review());
  return alice;
}

describe('invitations', () => {
  it('an invoice becoming paid invites its customer once, in the app and by email', async () => {
    // Its own job: a trigger still running after the test can never touch another test's job.
    const paidLead = await job('q9', 'alice');
    const invoices = db().collection(COLLECTIONS.documents);
    const invoice = { kind: 'invoice', status: 'sent', leadId: paidLead, companyId: 'acme' };
    await invoices.doc('inv-1').set({ ...invoice, customer: { uid: 'alice' } });
    await invoices.doc('inv-1').update({ status: 'paid' });
    const invitation = await eventually(() => invitationOf(paidLead), 'the invitation');
    expect(invitation).toMatchObject({
      leadId: paidLead,
      quoteId: 'q9',
      companyId: 'acme',
      customerId: 'alice',
      companyName: 'acme Ltd',
      companySlug: 'acme-leeds',
      reason: 'invoice-paid',
      reviewedAt: null,
    });
    const [notice] = await eventually(async () => {
      const found = await notificationsOf('alice', 'review-invitation');
      return found.length ? found : undefined;
    }, 'the notification');
    expect(notice).toMatchObject({ link: `/customer/feedback?job=${paidLead}` });
    const mails = (await mailTo(people.emailOf('alice'))).filter(
      (mail) => mail.kind === 'review-invitation',
    );
    expect(mails).toHaveLength(1);
    expect((mails[0]!.message as { text: string }).text).toContain(
      `/customer/feedback?job=${paidLead}`,
    );
    expect((mails[0]!.message as { headers: Record<string, string> }).headers).toHaveProperty(
      'List-Unsubscribe',
    );

    // A second paid invoice for the same job invites nobody again.
    await invoices.doc('inv-2').set({ ...invoice, customer: { uid: 'alice' } });
    await invoices.doc('inv-2').update({ status: 'paid' });
    expect(await inviteForReview(paidLead, 'alice', 'invoice-paid')).toEqual({
      invited: false,
      refusal: 'already-invited',
    });
    expect(await notificationsOf('alice', 'review-invitation')).toHaveLength(1);
  });

  it('an appointment becoming completed invites its customer', async () => {
    const doneLead = await job('q8', 'alice');
    const ref = db().collection(COLLECTIONS.appointments).doc('a-1');
    await ref.set({
      conversationId: doneLead,
      quoteId: 'q8',
      companyId: 'acme',
      customerId: 'alice',
      status: 'confirmed',
    });
    await ref.update({ status: 'completed' });
    const invitation = await eventually(() => invitationOf(doneLead), 'the invitation');
    expect(invitation).toMatchObject({ reason: 'appointment-completed', customerId: 'alice' });
  });

  it('guests, jobs already reviewed and other accounts are never invited', async () => {
    const guestLead = await job('q2', null);
    expect(await inviteForReview(guestLead, null, 'invoice-paid')).toEqual({
      invited: false,
      refusal: 'no-customer-account',
    });
    expect(await inviteForReview(LEAD, 'bob', 'invoice-paid')).toEqual({
      invited: false,
      refusal: 'customer-mismatch',
    });
    await reviewed();
    await db().collection(COLLECTIONS.reviewInvitations).doc(LEAD).delete();
    expect(await inviteForReview(LEAD, 'alice', 'appointment-completed')).toEqual({
      invited: false,
      refusal: 'already-reviewed',
    });
    expect(await invitationOf(guestLead)).toBeUndefined();
  });

  it('the daily run invites a week-old accepted lead where both sides wrote, and no other', async () => {
    const now = Date.now();
    const ready = await job('q3', 'alice', { acceptedAt: now - 8 * DAY });
    const silentCustomer = await job('q4', 'alice', {
      acceptedAt: now - 8 * DAY,
      customerWrote: false,
    });
    const silentCompany = await job('q5', 'alice', {
      acceptedAt: now - 8 * DAY,
      companyWrote: false,
    });
    const tooRecent = await job('q6', 'alice', { acceptedAt: now - 3 * DAY });
    const guest = await job('q7', null, { acceptedAt: now - 8 * DAY });

    const first = await inviteReviewsForAcceptedLeadsNow(now);
    expect(first.invited).toBe(1);
    expect(await invitationOf(ready)).toMatchObject({
      reason: 'lead-accepted',
      customerId: 'alice',
    });
    for (const leadId of [silentCustomer, silentCompany, tooRecent, guest]) {
      expect(await invitationOf(leadId)).toBeUndefined();
    }
    // The next day's run does not invite again.
    expect((await inviteReviewsForAcceptedLeadsNow(now + DAY)).invited).toBe(0);
  });
});

describe('submitReview', () => {
  it('writes one review per job with the author’s first name and initial and the mean rating', async () => {
    await inviteForReview(LEAD, 'alice', 'invoice-paid');
    const alice = await people.signedIn('alice');
    expect(await alice.call('submitReview', review())).toEqual({ reviewId: LEAD });

    expect(await reviewOf(LEAD)).toMatchObject({
      companyId: 'acme',
      companyName: 'acme Ltd',
      leadId: LEAD,
      customerId: 'alice',
      authorName: 'Alice S.',
      ratings: { quality: 5, value: 4, reliability: 4 },
      rating: 4.3,
      body: BODY,
      serviceName: 'Boiler repair',
      verifiedJob: true,
      status: 'published',
      hidden: null,
      reply: null,
      reportCount: 0,
    });
    expect((await invitationOf(LEAD))?.reviewedAt).toBeInstanceOf(Timestamp);
    expect(await notificationsOf('acme', 'review-received')).toHaveLength(1);
    expect((await mailTo(people.emailOf('acme'))).map((mail) => mail.kind)).toContain(
      'review-received',
    );
    const messages = await db()
      .collection(COLLECTIONS.conversations)
      .doc(LEAD)
      .collection(COLLECTIONS.messages)
      .where('kind', '==', 'system')
      .get();
    expect(messages.docs.map((doc) => doc.get('system.event'))).toContain('review-posted');

    // The company's figures follow from the trigger.
    const figures = await eventually(async () => {
      const data = await companyOf('acme');
      return data?.reviewCount === 1 ? data : undefined;
    }, 'the company figures');
    expect(figures).toMatchObject({
      rating: 4.3,
      reviewCount: 1,
      ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
      hiddenReviews: { count: 0, byReason: {} },
    });

    const twice = await callFailure(alice.call('submitReview', review({ quality: 1 })));
    expect(twice.code).toBe('functions/already-exists');
    expect((await reviewOf(LEAD))?.rating).toBe(4.3);
  });

  it('refuses without a job, for someone else’s job and with bad input', async () => {
    await inviteForReview(LEAD, 'alice', 'invoice-paid');
    const bob = await people.signedIn('bob');
    expect((await callFailure(bob.call('submitReview', review()))).code).toBe(
      'functions/permission-denied',
    );
    const alice = await people.signedIn('alice');
    expect(
      (await callFailure(alice.call('submitReview', review({ invitationId: 'q9_acme' })))).code,
    ).toBe('functions/not-found');
    expect((await callFailure(alice.call('submitReview', review({ quality: 6 })))).code).toBe(
      'functions/invalid-argument',
    );
    expect((await callFailure(alice.call('submitReview', review({ body: 'Great.' })))).code).toBe(
      'functions/invalid-argument',
    );
    const acme = await people.signedIn('acme');
    expect((await callFailure(acme.call('submitReview', review()))).code).toBe(
      'functions/permission-denied',
    );
    expect(await reviewOf(LEAD)).toBeUndefined();
  });
});

describe('replyToReview and reportReview', () => {
  it('the company replies once and the author is told', async () => {
    await reviewed();
    const acme = await people.signedIn('acme');
    expect(await acme.call('replyToReview', { reviewId: LEAD, body: 'Thank you, Alice!' })).toEqual(
      {
        replied: true,
      },
    );
    expect((await reviewOf(LEAD))?.reply).toMatchObject({ body: 'Thank you, Alice!' });
    expect(await notificationsOf('alice', 'review-replied')).toHaveLength(1);
    expect((await mailTo(people.emailOf('alice'))).map((mail) => mail.kind)).toContain(
      'review-replied',
    );
    expect(
      (await callFailure(acme.call('replyToReview', { reviewId: LEAD, body: 'Again' }))).code,
    ).toBe('functions/already-exists');
    const zenith = await people.signedIn('zenith');
    expect(
      (await callFailure(zenith.call('replyToReview', { reviewId: LEAD, body: 'Rubbish' }))).code,
    ).toBe('functions/permission-denied');
  });

  it('the company reports its own review to the moderators, never another’s', async () => {
    await reviewed();
    const acme = await people.signedIn('acme');
    expect(
      await acme.call('reportReview', { reviewId: LEAD, note: 'This customer was never ours.' }),
    ).toEqual({ reported: true });
    expect((await reviewOf(LEAD))?.reportCount).toBe(1);
    const reports = await db().collection(COLLECTIONS.reviewReports).get();
    expect(reports.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ reviewId: LEAD, companyId: 'acme', reporterId: 'acme' }),
    ]);
    const zenith = await people.signedIn('zenith');
    expect(
      (await callFailure(zenith.call('reportReview', { reviewId: LEAD, note: 'Hide it please' })))
        .code,
    ).toBe('functions/permission-denied');
    expect((await reviewOf(LEAD))?.status).toBe('published');
  });
});

describe('moderateReview', () => {
  it('an admin hides with a reason and restores; recorded, told, and the figures follow', async () => {
    await reviewed();
    const alice = await people.signedIn('alice');
    expect(
      (
        await callFailure(
          alice.call('moderateReview', { reviewId: LEAD, action: 'hide', reason: 'abusive' }),
        )
      ).code,
    ).toBe('functions/permission-denied');

    const root = await people.signedIn('root');
    expect(
      (
        await callFailure(
          root.call('moderateReview', { reviewId: LEAD, action: 'hide', reason: 'negative' }),
        )
      ).code,
    ).toBe('functions/invalid-argument');
    expect(
      await root.call('moderateReview', {
        reviewId: LEAD,
        action: 'hide',
        reason: 'personal-data',
        note: 'Contains a phone number.',
      }),
    ).toEqual({ status: 'hidden' });
    expect(await reviewOf(LEAD)).toMatchObject({
      status: 'hidden',
      hidden: { reason: 'personal-data' },
    });
    const audit = await db().collection(COLLECTIONS.adminAudit).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        action: 'review.hide',
        actor: { uid: 'root', email: people.emailOf('root') },
        target: `reviews/${LEAD}`,
        reason: 'personal-data: Contains a phone number.',
      }),
    ]);
    expect(await notificationsOf('acme', 'review-hidden')).toHaveLength(1);
    expect(await notificationsOf('alice', 'review-hidden')).toHaveLength(1);
    const hidden = await eventually(async () => {
      const data = await companyOf('acme');
      return data?.hiddenReviews?.count === 1 ? data : undefined;
    }, 'the hidden count');
    expect(hidden).toMatchObject({
      rating: 0,
      reviewCount: 0,
      hiddenReviews: { count: 1, byReason: { 'personal-data': 1 } },
    });

    expect(await root.call('moderateReview', { reviewId: LEAD, action: 'restore' })).toEqual({
      status: 'published',
    });
    expect(await reviewOf(LEAD)).toMatchObject({ status: 'published', hidden: null });
    const restored = await eventually(async () => {
      const data = await companyOf('acme');
      return data?.reviewCount === 1 ? data : undefined;
    }, 'the restored figures');
    expect(restored).toMatchObject({ rating: 4.3, hiddenReviews: { count: 0, byReason: {} } });
    expect(
      (await callFailure(root.call('moderateReview', { reviewId: LEAD, action: 'restore' }))).code,
    ).toBe('functions/failed-precondition');
  });
});

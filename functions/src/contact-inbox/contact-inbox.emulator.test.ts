import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  CONTACT_AUDIT_ACTIONS,
  CONTACT_INBOX_MESSAGES,
  CONTACT_REPLIES_MAX,
} from '@fixwell/common/admin/contact-inbox';
import { PLATFORM_SETTINGS_DOC } from '@fixwell/common/admin/platform-settings';
import { COLLECTIONS } from '@fixwell/common/collections';

import { adminDb, callFailure, clearEmulators, closeAdmin, mailTo } from '../testing/emulators';
import { testPeople } from '../testing/user-fixtures';

/** SUPPORT_EMAIL in functions/.env.demo-fixwell. */
const SUPPORT_INBOX = 'support@fixwell.test';
const SENDER = 'sarah.thompson@example.co.uk';
const people = testPeople();
const SENT_AT = Timestamp.fromMillis(Date.UTC(2026, 10, 22, 10, 0));

const messageRef = (id = 'm1') => adminDb().collection(COLLECTIONS.contactMessages).doc(id);
const messageData = async (id = 'm1') => (await messageRef(id).get()).data() ?? {};

async function seedMessage(id = 'm1', fields: Record<string, unknown> = {}) {
  await messageRef(id).set({
    name: 'Sarah Thompson',
    email: SENDER,
    topic: 'billing',
    message: 'I was charged twice for my subscription this month.',
    status: 'new',
    userAgent: 'Mozilla/5.0',
    ipHash: 'a'.repeat(64),
    createdAt: SENT_AT,
    ...fields,
  });
}

async function auditOf(id = 'm1') {
  const entries = await adminDb()
    .collection(COLLECTIONS.adminAudit)
    .where('target', '==', `${COLLECTIONS.contactMessages}/${id}`)
    .get();
  return entries.docs.map((doc) => doc.data());
}

beforeEach(async () => {
  await clearEmulators();
  await people.seed('admin-1', 'admin');
  await people.seed('former-admin', 'admin', { active: false });
  await people.seed('customer-1', 'customer');
  await people.seed('company-1', 'company');
  await seedMessage();
});
afterEach(() => people.closeClients());
afterAll(closeAdmin);

describe('setContactMessageStatus', () => {
  it('lets an admin mark a message read, stamping when it was first read, and audits it', async () => {
    const admin = await people.signedIn('admin-1');
    expect(
      await admin.call('setContactMessageStatus', { messageId: 'm1', status: 'read' }),
    ).toEqual({ status: 'read' });
    const stored = await messageData();
    expect(stored.status).toBe('read');
    expect(stored.readAt).toBeInstanceOf(Timestamp);
    const [entry, ...more] = await auditOf();
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      action: CONTACT_AUDIT_ACTIONS.status,
      actor: { uid: 'admin-1', email: people.emailOf('admin-1') },
      before: { status: 'new' },
      after: { status: 'read' },
    });
  });

  it('archives and unarchives, keeping when it was first read', async () => {
    const admin = await people.signedIn('admin-1');
    await admin.call('setContactMessageStatus', { messageId: 'm1', status: 'archived' });
    const readAt = (await messageData()).readAt as Timestamp;
    await admin.call('setContactMessageStatus', { messageId: 'm1', status: 'new' });
    const stored = await messageData();
    expect(stored.status).toBe('new');
    expect((stored.readAt as Timestamp).isEqual(readAt)).toBe(true);
    expect(await auditOf()).toHaveLength(2);
  });

  it('writes nothing when the message already has that status', async () => {
    const admin = await people.signedIn('admin-1');
    await admin.call('setContactMessageStatus', { messageId: 'm1', status: 'new' });
    expect(await auditOf()).toHaveLength(0);
    expect(await messageData()).not.toHaveProperty('updatedAt');
  });

  it('refuses a customer, a company and a deactivated admin, changing nothing', async () => {
    for (const uid of ['customer-1', 'company-1', 'former-admin']) {
      const client = await people.signedIn(uid);
      expect(
        await callFailure(
          client.call('setContactMessageStatus', { messageId: 'm1', status: 'read' }),
        ),
      ).toMatchObject({
        code: 'functions/permission-denied',
        message: CONTACT_INBOX_MESSAGES.notAdmin,
      });
    }
    const visitor = people.visitor();
    expect(
      (
        await callFailure(
          visitor.call('setContactMessageStatus', { messageId: 'm1', status: 'read' }),
        )
      ).code,
    ).toBe('functions/unauthenticated');
    expect((await messageData()).status).toBe('new');
    expect(await auditOf()).toHaveLength(0);
  });

  it('says what is wrong with bad input, and not-found for a message that is not there', async () => {
    const admin = await people.signedIn('admin-1');
    expect(
      await callFailure(admin.call('setContactMessageStatus', { messageId: 'm1', status: 'spam' })),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      message: CONTACT_INBOX_MESSAGES.status,
      details: { fields: { status: CONTACT_INBOX_MESSAGES.status } },
    });
    expect(
      await callFailure(admin.call('setContactMessageStatus', { messageId: '', status: 'read' })),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      message: CONTACT_INBOX_MESSAGES.messageId,
    });
    expect(
      await callFailure(
        admin.call('setContactMessageStatus', { messageId: 'missing', status: 'read' }),
      ),
    ).toMatchObject({ code: 'functions/not-found', message: CONTACT_INBOX_MESSAGES.notFound });
  });
});

describe('replyToContactMessage', () => {
  const reply = 'We have refunded the second charge; it reaches your card in 3 to 5 days.';

  it('queues the email to the sender with the support inbox as reply-to, records the reply and audits it', async () => {
    const admin = await people.signedIn('admin-1');
    expect(
      await admin.call('replyToContactMessage', { messageId: 'm1', text: ` ${reply} ` }),
    ).toEqual({ replyCount: 1 });

    const [mail, ...others] = await mailTo(SENDER);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({
      to: SENDER,
      replyTo: SUPPORT_INBOX,
      kind: 'contact-reply',
      message: { subject: 'Re: your message to Fixwell' },
    });
    const text = (mail!.message as { text: string }).text;
    expect(text).toContain(reply);
    expect(text).toContain('You wrote to us on 22 November 2026:');
    expect(text).toContain('I was charged twice for my subscription this month.');

    const stored = await messageData();
    expect(stored.status).toBe('read');
    expect(stored.readAt).toBeInstanceOf(Timestamp);
    expect(stored.replies).toEqual([
      {
        by: { uid: 'admin-1', email: people.emailOf('admin-1') },
        text: reply,
        at: expect.any(Timestamp),
        mailId: expect.any(String),
      },
    ]);
    const mails = await adminDb().collection(COLLECTIONS.mail).where('to', '==', SENDER).get();
    expect((stored.replies as Array<{ mailId: string }>)[0]!.mailId).toBe(mails.docs[0]!.id);

    const [entry] = await auditOf();
    expect(entry).toMatchObject({
      action: CONTACT_AUDIT_ACTIONS.reply,
      actor: { uid: 'admin-1' },
      before: { status: 'new', replyCount: 0 },
      after: { status: 'read', replyCount: 1 },
    });
  });

  it('uses the support email set on /admin/settings as the reply-to address', async () => {
    await adminDb()
      .collection(COLLECTIONS.settings)
      .doc(PLATFORM_SETTINGS_DOC)
      .set({ supportEmail: 'help-desk@fixwell.test' });
    const admin = await people.signedIn('admin-1');
    await admin.call('replyToContactMessage', { messageId: 'm1', text: reply });
    expect((await mailTo(SENDER))[0]).toMatchObject({ replyTo: 'help-desk@fixwell.test' });
  });

  it('adds later replies after the first and keeps an archived message archived', async () => {
    const admin = await people.signedIn('admin-1');
    await admin.call('replyToContactMessage', { messageId: 'm1', text: 'First answer.' });
    await admin.call('setContactMessageStatus', { messageId: 'm1', status: 'archived' });
    expect(
      await admin.call('replyToContactMessage', { messageId: 'm1', text: 'Second answer.' }),
    ).toEqual({ replyCount: 2 });
    const stored = await messageData();
    expect(stored.status).toBe('archived');
    expect((stored.replies as Array<{ text: string }>).map((r) => r.text)).toEqual([
      'First answer.',
      'Second answer.',
    ]);
    expect(await mailTo(SENDER)).toHaveLength(2);
  });

  it(`refuses a reply past ${CONTACT_REPLIES_MAX}, sending nothing`, async () => {
    const replies = Array.from({ length: CONTACT_REPLIES_MAX }, (_, i) => ({
      by: { uid: 'admin-1', email: 'a@fixwell.test' },
      text: `Reply ${i}`,
      at: SENT_AT,
      mailId: `mail-${i}`,
    }));
    await seedMessage('full', { status: 'read', replies });
    const admin = await people.signedIn('admin-1');
    expect(
      await callFailure(admin.call('replyToContactMessage', { messageId: 'full', text: reply })),
    ).toMatchObject({
      code: 'functions/resource-exhausted',
      message: CONTACT_INBOX_MESSAGES.tooManyReplies,
    });
    expect(await mailTo(SENDER)).toHaveLength(0);
  });

  it('refuses everyone but an active admin, sending and recording nothing', async () => {
    for (const uid of ['customer-1', 'company-1', 'former-admin']) {
      const client = await people.signedIn(uid);
      expect(
        await callFailure(client.call('replyToContactMessage', { messageId: 'm1', text: reply })),
      ).toMatchObject({
        code: 'functions/permission-denied',
        message: CONTACT_INBOX_MESSAGES.notAdmin,
      });
    }
    expect(await mailTo(SENDER)).toHaveLength(0);
    expect(await messageData()).not.toHaveProperty('replies');
    expect(await auditOf()).toHaveLength(0);
  });

  it('says what is wrong with the reply on its field', async () => {
    const admin = await people.signedIn('admin-1');
    const cases: Array<[unknown, string]> = [
      ['   ', CONTACT_INBOX_MESSAGES.replyRequired],
      ['x', CONTACT_INBOX_MESSAGES.replyTooShort],
      ['x'.repeat(5001), CONTACT_INBOX_MESSAGES.replyTooLong],
      [42, CONTACT_INBOX_MESSAGES.replyRequired],
    ];
    for (const [text, message] of cases) {
      expect(
        await callFailure(admin.call('replyToContactMessage', { messageId: 'm1', text })),
      ).toMatchObject({
        code: 'functions/invalid-argument',
        message,
        details: { fields: { text: message } },
      });
    }
    expect(
      await callFailure(admin.call('replyToContactMessage', { messageId: 'gone', text: reply })),
    ).toMatchObject({ code: 'functions/not-found', message: CONTACT_INBOX_MESSAGES.notFound });
    expect(await mailTo(SENDER)).toHaveLength(0);
  });
});

import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@fixwell/common/collections';

import { appUrl } from '../lib/app-url';
import { adminDb, clearEmulators, closeAdmin, mailTo } from '../testing/emulators';
import { sendMessageDigestsNow } from './send-message-digests';

// 07:00 in London on 24 November 2026 (GMT), and the next morning.
const MORNING = Date.UTC(2026, 10, 24, 7, 0);
const NEXT_MORNING = MORNING + 24 * 60 * 60 * 1000;

async function seedUser(uid: string, role: 'customer' | 'company', preferences?: object) {
  const email = `${uid}@example.co.uk`;
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({ role, active: true, email, displayName: uid === 'priya' ? 'Priya' : 'Hartley' });
  if (preferences)
    await adminDb()
      .collection(COLLECTIONS.notificationPreferences)
      .doc(uid)
      .set({ email: {}, messageDigest: true, updatedAt: Timestamp.now(), ...preferences });
  return email;
}

async function seedConversation(
  id: string,
  companyName: string,
  unread: Record<string, number>,
  text: string,
) {
  await adminDb()
    .collection(COLLECTIONS.conversations)
    .doc(id)
    .set({
      leadId: id,
      quoteId: id.split('_')[0],
      companyId: id.split('_')[1],
      customerId: 'priya',
      participantIds: ['priya', id.split('_')[1]],
      companyName,
      customerName: 'Priya Shah',
      serviceName: 'Boiler repair',
      postcodeDistrict: 'LS6',
      lastMessage: { text, senderId: 'x', senderRole: 'company', at: Timestamp.now() },
      unreadCounts: unread,
      unreadBy: Object.keys(unread).filter((uid) => (unread[uid] ?? 0) > 0),
      lastReadAt: {},
      acceptedAt: Timestamp.now(),
      firstCompanyMessageAt: null,
      leadCredit: null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
}

beforeEach(clearEmulators);
afterAll(closeAdmin);

describe('sendMessageDigestsNow', () => {
  it('sends one email a London day listing each conversation with unread messages', async () => {
    const priya = await seedUser('priya', 'customer', {});
    await seedConversation(
      'q1_hartley',
      'Hartley Heating',
      { priya: 2, hartley: 0 },
      'Can we come at 8am?',
    );
    await seedConversation('q2_acme', 'Acme Plumbing', { priya: 1, acme: 0 }, 'Here is our quote.');
    await seedConversation('q3_zenith', 'Zenith', { priya: 0, zenith: 1 }, 'Thanks');

    expect(await sendMessageDigestsNow(MORNING)).toEqual({ sent: 1 });

    const [mail, ...more] = await mailTo(priya);
    expect(more).toEqual([]);
    const message = mail?.message as {
      subject: string;
      text: string;
      html: string;
      headers: object;
    };
    expect(mail?.kind).toBe('message-digest');
    expect(message.subject).toBe('3 unread messages in 2 conversations');
    expect(message.text).toContain('Hartley Heating: Boiler repair in LS6 (2 unread messages)');
    expect(message.text).toContain('“Can we come at 8am?”');
    expect(message.text).toContain(`${appUrl()}/customer/chat?c=q1_hartley`);
    expect(message.text).toContain('Acme Plumbing: Boiler repair in LS6 (1 unread message)');
    expect(message.text).not.toContain('Zenith');
    // Through userMail: the messages category's one-click unsubscribe.
    expect(message.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const stored = await adminDb()
      .collection(COLLECTIONS.notificationPreferences)
      .doc('priya')
      .get();
    expect((stored.get('lastDigestAt') as Timestamp).toMillis()).toBe(MORNING);

    // A second run the same London day sends nothing more; the next day sends again.
    expect(await sendMessageDigestsNow(MORNING + 5 * 60 * 60 * 1000)).toEqual({ sent: 0 });
    expect(await mailTo(priya)).toHaveLength(1);
    expect(await sendMessageDigestsNow(NEXT_MORNING)).toEqual({ sent: 1 });
    expect(await mailTo(priya)).toHaveLength(2);
  });

  it('links a company to its own chat and names the customer', async () => {
    const hartley = await seedUser('hartley', 'company', {});
    await seedConversation(
      'q1_hartley',
      'Hartley Heating',
      { priya: 0, hartley: 1 },
      'Is 8am fine?',
    );

    await sendMessageDigestsNow(MORNING);

    const [mail] = await mailTo(hartley);
    const message = mail?.message as { subject: string; text: string };
    expect(message.subject).toBe('1 unread message from Priya Shah');
    expect(message.text).toContain(`${appUrl()}/company/chat?c=q1_hartley`);
  });

  it('sends nothing to people without the digest, with nothing unread, or with message emails off', async () => {
    const plain = await seedUser('plain', 'customer', { messageDigest: false });
    const quiet = await seedUser('quiet', 'customer', { email: { messages: false } });
    const upToDate = await seedUser('uptodate', 'customer', {});
    const none = await seedUser('none', 'customer');
    await seedConversation(
      'q1_hartley',
      'Hartley Heating',
      { plain: 1, quiet: 1, uptodate: 0, none: 1 },
      'Hello',
    );

    expect(await sendMessageDigestsNow(MORNING)).toEqual({ sent: 0 });
    for (const email of [plain, quiet, upToDate, none]) expect(await mailTo(email)).toEqual([]);
  });
});

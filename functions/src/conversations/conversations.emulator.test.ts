import { signInWithEmailAndPassword } from 'firebase/auth';
import {
  addDoc,
  arrayRemove,
  collection,
  doc,
  getDoc,
  serverTimestamp,
  updateDoc,
} from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  ATTACHMENT_MAX_BYTES,
  type AdminConversationView,
  type MessageAttachment,
} from '@fixwell/common/conversations/conversation';
import type { SubmitQuoteResult } from '@fixwell/common/quote/quote-request';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  adminAuth,
  adminDb,
  API_URL,
  callFailure,
  clearEmulators,
  closeAdmin,
  eventually,
  getFile,
  idTokenOf,
  mailTo,
  postFile,
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
import { linkGuestConversations } from './link-guest-conversations';
import { deliverNewMessage } from './on-message-created';

const ATTACHMENTS_URL = `${API_URL}/message-attachments`;
const PASSWORD = COMPANY_PASSWORD;

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 5)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n');

let clients: WebClient[] = [];

beforeEach(async () => {
  await clearEmulators();
  await seedQuoteCatalogue();
});
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  clients = [];
});
afterAll(closeAdmin);

/** An account with its profile (what sign-up or the seed leaves). */
async function seedPerson(uid: string, role: 'customer' | 'company' | 'admin', email?: string) {
  const address = email ?? uniqueEmail(uid);
  await adminAuth().createUser({ uid, email: address, password: PASSWORD, emailVerified: true });
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({ id: uid, uid, email: address, role, active: true, displayName: uid });
  return address;
}

async function signedIn(email: string): Promise<WebClient> {
  const client = webClient();
  clients.push(client);
  await signInWithEmailAndPassword(client.auth, email, PASSWORD);
  return client;
}

interface Opened {
  quoteId: string;
  conversationId: string;
  customerEmail: string;
  company: WebClient;
  customer: WebClient | null;
}

/**
 * A request from Priya (an account, or a guest), matched to Acme, which accepts it: the
 * conversation opens. Priya's account is `alice`.
 */
async function acceptedLead({ guest = false } = {}): Promise<Opened> {
  const companyEmail = await seedCompany('acme');
  const customerEmail = uniqueEmail('priya');
  if (!guest) await seedPerson('alice', 'customer', customerEmail);
  const visitor = webClient();
  clients.push(visitor);
  const { id: quoteId } = await visitor.call<SubmitQuoteResult>(
    'submitQuoteRequest',
    quoteForm({ email: customerEmail }),
  );
  await eventually(async () => {
    const snapshot = await adminDb().collection(COLLECTIONS.quotes).doc(quoteId).get();
    return snapshot.get('status') === 'matched' ? true : undefined;
  }, 'matching');
  if (!guest)
    await adminDb().collection(COLLECTIONS.quotes).doc(quoteId).update({ customerId: 'alice' });
  const company = await signedIn(companyEmail);
  const conversationId = `${quoteId}_acme`;
  await company.call('acceptLead', { leadId: conversationId });
  return {
    quoteId,
    conversationId,
    customerEmail,
    company,
    customer: guest ? null : await signedIn(customerEmail),
  };
}

const conversationOf = async (id: string) =>
  (await adminDb().collection(COLLECTIONS.conversations).doc(id).get()).data();

const messagesOf = async (id: string) =>
  (
    await adminDb()
      .collection(COLLECTIONS.conversations)
      .doc(id)
      .collection(COLLECTIONS.messages)
      .orderBy('createdAt')
      .get()
  ).docs;

/** Sends a text message as the web app does, under the security rules. */
async function send(
  client: WebClient,
  conversationId: string,
  senderRole: 'company' | 'customer',
  text: string,
  attachment: MessageAttachment | null = null,
): Promise<string> {
  const ref = await addDoc(
    collection(client.firestore, COLLECTIONS.conversations, conversationId, COLLECTIONS.messages),
    {
      senderId: client.auth.currentUser!.uid,
      senderRole,
      kind: 'text',
      text,
      attachment,
      system: null,
      createdAt: serverTimestamp(),
      editedAt: null,
      hidden: null,
    },
  );
  return ref.id;
}

/** The participant reads the thread (its read marker, under the rules). */
async function markRead(client: WebClient, conversationId: string): Promise<void> {
  const uid = client.auth.currentUser!.uid;
  await updateDoc(doc(client.firestore, COLLECTIONS.conversations, conversationId), {
    [`lastReadAt.${uid}`]: serverTimestamp(),
    [`unreadCounts.${uid}`]: 0,
    unreadBy: arrayRemove(uid),
  });
}

const notificationsOf = async (userId: string) =>
  (
    await adminDb().collection(COLLECTIONS.notifications).where('userId', '==', userId).get()
  ).docs.map((notice) => notice.data());

const mailsOfKind = async (to: string, kind: string) =>
  (await mailTo(to)).filter((mail) => mail.kind === kind);

/** Waits for the trigger to have counted `count` unread messages for `uid`. */
const unreadReaches = (conversationId: string, uid: string, count: number) =>
  eventually(async () => {
    const conversation = await conversationOf(conversationId);
    return conversation?.unreadCounts?.[uid] === count ? conversation : undefined;
  }, `${uid}'s unread count to reach ${count}`);

describe('acceptLead opens the conversation', () => {
  it('with both participants, names, a "lead accepted" message and the customer notified', async () => {
    const { conversationId, quoteId, customerEmail } = await acceptedLead();
    const conversation = await conversationOf(conversationId);
    expect(conversation).toMatchObject({
      leadId: conversationId,
      quoteId,
      companyId: 'acme',
      customerId: 'alice',
      participantIds: ['acme', 'alice'],
      companyName: 'Company acme',
      customerName: 'Priya Shah',
      serviceName: 'Plumber',
      postcodeDistrict: 'LS6',
      lastMessage: { senderRole: 'system', senderId: 'system' },
      unreadCounts: { alice: 1 },
      unreadBy: ['alice'],
      lastReadAt: {},
      firstCompanyMessageAt: null,
      leadCredit: null,
    });
    expect(conversation?.acceptedAt).toBeInstanceOf(Timestamp);
    const messages = await messagesOf(conversationId);
    expect(messages.map((message) => message.data())).toMatchObject([
      {
        kind: 'system',
        senderRole: 'system',
        system: {
          event: 'lead-accepted',
          text: 'Company acme accepted the plumber request. You can message each other here.',
        },
      },
    ]);
    // The lead-accepted email goes through the preferences, with its unsubscribe link.
    const [mail] = await mailsOfKind(customerEmail, 'lead-accepted');
    expect(mail?.message).toMatchObject({
      subject: 'Company acme accepted your Plumber request',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  });

  it('honours a customer who switched quote-request emails off', async () => {
    await adminDb()
      .collection(COLLECTIONS.notificationPreferences)
      .doc('alice')
      .set({ email: { 'quote-updates': false }, messageDigest: false, updatedAt: Timestamp.now() });
    const { customerEmail, conversationId } = await acceptedLead();
    expect(await conversationOf(conversationId)).toBeDefined();
    expect(await mailsOfKind(customerEmail, 'lead-accepted')).toEqual([]);
  });

  it('for a guest: the company alone until they claim the request, then the customer joins', async () => {
    const { conversationId, customerEmail, company } = await acceptedLead({ guest: true });
    expect(await conversationOf(conversationId)).toMatchObject({
      customerId: null,
      participantIds: ['acme'],
      unreadCounts: {},
      unreadBy: [],
    });
    expect(await mailsOfKind(customerEmail, 'lead-accepted')).toHaveLength(1);

    // The company writes: the guest is emailed at the request's address, with a sign-in link.
    await send(company, conversationId, 'company', 'Hello Priya, when can I come round?');
    const [mail] = await eventually(async () => {
      const mails = await mailsOfKind(customerEmail, 'new-message');
      return mails.length > 0 ? mails : undefined;
    }, 'the guest email');
    const text = (mail!.message as { text: string }).text;
    expect(text).toContain('Hello Priya, when can I come round?');
    expect(text).toContain(
      `/login?redirect=${encodeURIComponent(`/customer/chat?c=${conversationId}`)}`,
    );

    // Priya signs up with that address, verifies it and claims her request.
    await seedPerson('priya', 'customer', customerEmail);
    const priya = await signedIn(customerEmail);
    await priya.call('claimGuestQuotes');
    const conversation = await conversationOf(conversationId);
    expect(conversation).toMatchObject({
      customerId: 'priya',
      participantIds: ['acme', 'priya'],
      unreadCounts: { priya: 2 },
      unreadBy: ['priya'],
    });
    const thread = await getDoc(doc(priya.firestore, COLLECTIONS.conversations, conversationId));
    expect(thread.get('customerName')).toBe('Priya Shah');
  });
});

describe('onMessageCreated', () => {
  it('keeps the summary and tells the other side once per burst', async () => {
    const { conversationId, customerEmail, company, customer } = await acceptedLead();

    await send(company, conversationId, 'company', 'Hello Priya, I can come on Tuesday.');
    const after = await unreadReaches(conversationId, 'alice', 2);
    expect(after).toMatchObject({
      lastMessage: {
        text: 'Hello Priya, I can come on Tuesday.',
        senderId: 'acme',
        senderRole: 'company',
      },
      unreadBy: ['alice'],
    });
    expect(after.firstCompanyMessageAt).toBeInstanceOf(Timestamp);
    const notices = (await notificationsOf('alice')).filter((n) => n.type === 'new-message');
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'New message from Company acme',
        body: 'Hello Priya, I can come on Tuesday.',
        link: `/customer/chat?c=${conversationId}`,
        readAt: null,
      }),
    ]);
    const mails = await mailsOfKind(customerEmail, 'new-message');
    expect(mails).toHaveLength(1);
    expect((mails[0]!.message as { text: string }).text).toContain(
      `/customer/chat?c=${conversationId}`,
    );

    // A trigger delivered twice counts the message once.
    const [, first] = await messagesOf(conversationId);
    expect(first!.get('deliveredAt')).toBeInstanceOf(Timestamp);
    expect(await deliverNewMessage(conversationId, first!.id)).toBe('already-delivered');
    expect((await conversationOf(conversationId))?.unreadCounts.alice).toBe(2);

    // More before Priya reads: counted, but no second notification or email.
    await send(company, conversationId, 'company', 'Or Wednesday morning?');
    await unreadReaches(conversationId, 'alice', 3);
    expect((await notificationsOf('alice')).filter((n) => n.type === 'new-message')).toHaveLength(
      1,
    );
    expect(await mailsOfKind(customerEmail, 'new-message')).toHaveLength(1);

    // Priya reads the thread; the company's next message starts a new burst.
    await markRead(customer!, conversationId);
    const read = await conversationOf(conversationId);
    expect(read).toMatchObject({ unreadCounts: { alice: 0 }, unreadBy: [] });
    expect(read?.lastReadAt.alice).toBeInstanceOf(Timestamp);
    await send(company, conversationId, 'company', 'Let me know.');
    await unreadReaches(conversationId, 'alice', 1);
    await eventually(async () => {
      const mails = await mailsOfKind(customerEmail, 'new-message');
      return mails.length === 2 ? mails : undefined;
    }, 'the second burst email');
    expect((await notificationsOf('alice')).filter((n) => n.type === 'new-message')).toHaveLength(
      2,
    );

    // Priya replies: the company hears; its first-message time stays as it was.
    const reply = await send(
      customer!,
      conversationId,
      'customer',
      'Tuesday is perfect, thank you.',
    );
    const replied = await unreadReaches(conversationId, 'acme', 1);
    expect(replied.firstCompanyMessageAt.toMillis()).toBe(after.firstCompanyMessageAt.toMillis());
    expect(replied.lastMessage).toMatchObject({ senderId: 'alice', senderRole: 'customer' });
    expect((await notificationsOf('acme')).filter((n) => n.type === 'new-message')).toEqual([
      expect.objectContaining({ type: 'new-message', link: `/company/chat?c=${conversationId}` }),
    ]);

    // Priya corrects her reply: the lists' preview follows.
    await updateDoc(
      doc(
        customer!.firestore,
        COLLECTIONS.conversations,
        conversationId,
        COLLECTIONS.messages,
        reply,
      ),
      { text: 'Tuesday is perfect, see you at 9.', editedAt: serverTimestamp() },
    );
    await eventually(async () => {
      const conversation = await conversationOf(conversationId);
      return conversation?.lastMessage.text === 'Tuesday is perfect, see you at 9.'
        ? true
        : undefined;
    }, 'the edited preview');
  });

  it('no email for a customer on the daily digest; still notified in the app', async () => {
    await adminDb()
      .collection(COLLECTIONS.notificationPreferences)
      .doc('alice')
      .set({ email: {}, messageDigest: true, updatedAt: Timestamp.now() });
    const { conversationId, customerEmail, company } = await acceptedLead();
    await send(company, conversationId, 'company', 'Hello!');
    await unreadReaches(conversationId, 'alice', 2);
    await eventually(async () => {
      const notices = await notificationsOf('alice');
      return notices.some((n) => n.type === 'new-message') ? true : undefined;
    }, 'the notification');
    expect(await mailsOfKind(customerEmail, 'new-message')).toEqual([]);
  });
});

describe('message attachments', () => {
  const upload = (
    conversationId: string,
    bytes: Buffer,
    contentType: string,
    idToken?: string,
    name = 'leak.jpg',
  ) =>
    postFile(
      `${ATTACHMENTS_URL}?${new URLSearchParams({ conversationId, name })}`,
      bytes,
      contentType,
      idToken,
    );
  const fetchAs = (id: string, idToken?: string) => getFile(`${ATTACHMENTS_URL}/${id}`, idToken);

  it('a participant sends a photo; participants and admins fetch it, nobody else', async () => {
    const { conversationId, company, customer } = await acceptedLead();
    const { status, body } = await upload(
      conversationId,
      JPEG,
      'image/jpeg',
      await idTokenOf(customer!),
    );
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'leak.jpg',
      contentType: 'image/jpeg',
      bytes: JPEG.length,
    });
    const attachment = body as unknown as MessageAttachment;
    const stored = await adminDb()
      .collection(COLLECTIONS.messageAttachments)
      .doc(attachment.id)
      .get();
    expect(stored.data()).toMatchObject({ conversationId, uploaderId: 'alice' });

    // Sent in a message (under the rules): the lists say "Sent a photo".
    await send(customer!, conversationId, 'customer', '', attachment);
    const conversation = await unreadReaches(conversationId, 'acme', 1);
    expect(conversation.lastMessage.text).toBe('Sent a photo');

    const asCompany = await fetchAs(attachment.id, await idTokenOf(company));
    expect(asCompany.status).toBe(200);
    expect(Buffer.from(await asCompany.arrayBuffer())).toEqual(JPEG);
    expect(asCompany.headers.get('content-type')).toBe('image/jpeg');
    expect(asCompany.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asCompany.headers.get('content-disposition')).toBe('inline');
    expect(asCompany.headers.get('cache-control')).toBe('private, max-age=3600');

    const adminEmail = await seedPerson('root', 'admin');
    expect((await fetchAs(attachment.id, await idTokenOf(await signedIn(adminEmail)))).status).toBe(
      200,
    );
    expect((await fetchAs(attachment.id)).status).toBe(401);
    const otherEmail = await seedPerson('zenith', 'company');
    const other = await signedIn(otherEmail);
    expect((await fetchAs(attachment.id, await idTokenOf(other))).status).toBe(404);
    expect((await fetchAs('0'.repeat(32), await idTokenOf(company))).status).toBe(404);
    // Nor may anyone else upload into the conversation.
    expect((await upload(conversationId, JPEG, 'image/jpeg', await idTokenOf(other))).status).toBe(
      403,
    );
    expect((await upload('nope_acme', JPEG, 'image/jpeg', await idTokenOf(other))).status).toBe(
      404,
    );
    expect((await upload(conversationId, JPEG, 'image/jpeg')).status).toBe(401);
  });

  it('a PDF downloads under a safe name', async () => {
    const { conversationId, company } = await acceptedLead();
    const { status, body } = await upload(
      conversationId,
      PDF,
      'application/pdf',
      await idTokenOf(company),
      'Quote "final".pdf',
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: 'Quote final.pdf', contentType: 'application/pdf' });
    const response = await fetchAs(String(body.id), await idTokenOf(company));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Quote final.pdf"; filename*=UTF-8''Quote%20final.pdf`,
    );
  });

  it('judges the type by the bytes, and refuses empty or oversized files', async () => {
    const { conversationId, company } = await acceptedLead();
    const token = await idTokenOf(company);
    const script = Buffer.from('<script>alert(1)</script>');
    expect((await upload(conversationId, script, 'application/pdf', token)).status).toBe(415);
    expect((await upload(conversationId, PDF, 'image/jpeg', token)).status).toBe(415);
    expect((await upload(conversationId, script, 'text/html', token)).status).toBe(415);
    expect((await upload(conversationId, Buffer.alloc(0), 'image/jpeg', token)).status).toBe(400);
    const big = Buffer.concat([JPEG, Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    expect((await upload(conversationId, big, 'image/jpeg', token)).status).toBe(413);
    const stored = await adminDb().collection(COLLECTIONS.messageAttachments).get();
    expect(stored.size).toBe(0);
  });
});

describe('admins: hideMessage and openQuoteConversations', () => {
  it('hides a message from the participants, keeps its words for admins, records both', async () => {
    const { quoteId, conversationId, company, customer } = await acceptedLead();
    const uploaded = await fetch(
      `${ATTACHMENTS_URL}?${new URLSearchParams({ conversationId, name: 'card.jpg' })}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'image/jpeg',
          Authorization: `Bearer ${await idTokenOf(customer!)}`,
        },
        body: JPEG,
      },
    );
    const photo = (await uploaded.json()) as MessageAttachment;
    const messageId = await send(
      customer!,
      conversationId,
      'customer',
      'My card is 4242 4242…',
      photo,
    );
    await unreadReaches(conversationId, 'acme', 1);
    const adminEmail = await seedPerson('root', 'admin');
    const admin = await signedIn(adminEmail);

    expect(
      await callFailure(
        company.call('hideMessage', { conversationId, messageId, reason: 'Personal data' }),
      ),
    ).toMatchObject({ code: 'functions/permission-denied' });
    expect(
      await admin.call('hideMessage', { conversationId, messageId, reason: 'Personal data' }),
    ).toEqual({ hidden: true });

    const seen = await getDoc(
      doc(
        company.firestore,
        COLLECTIONS.conversations,
        conversationId,
        COLLECTIONS.messages,
        messageId,
      ),
    );
    expect(seen.data()).toMatchObject({
      text: '',
      attachment: null,
      hidden: { reason: 'Personal data' },
    });
    // Its photo is the admins' alone now.
    const photoAs = async (client: WebClient) =>
      (
        await fetch(`${ATTACHMENTS_URL}/${photo.id}`, {
          headers: { Authorization: `Bearer ${await idTokenOf(client)}` },
        })
      ).status;
    expect(await photoAs(company)).toBe(404);
    expect(await photoAs(customer!)).toBe(404);
    expect(await photoAs(admin)).toBe(200);
    expect((await conversationOf(conversationId))?.lastMessage.text).toBe(
      'Message hidden by Fixwell',
    );
    const original = await adminDb()
      .collection(COLLECTIONS.conversations)
      .doc(conversationId)
      .collection(COLLECTIONS.hiddenMessages)
      .doc(messageId)
      .get();
    expect(original.data()).toMatchObject({
      text: 'My card is 4242 4242…',
      attachment: photo,
      reason: 'Personal data',
      hiddenBy: { uid: 'root', email: adminEmail },
    });

    expect(await callFailure(customer!.call('openQuoteConversations', { quoteId }))).toMatchObject({
      code: 'functions/permission-denied',
    });
    const { conversations } = await admin.call<{ conversations: AdminConversationView[] }>(
      'openQuoteConversations',
      { quoteId },
    );
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({
      id: conversationId,
      companyId: 'acme',
      companyName: 'Company acme',
      customerName: 'Priya Shah',
    });
    expect(conversations[0]!.messages.map((message) => [message.kind, message.text])).toEqual([
      ['system', 'Company acme accepted the plumber request. You can message each other here.'],
      ['text', 'My card is 4242 4242…'],
    ]);
    expect(conversations[0]!.messages[1]).toMatchObject({
      attachment: photo,
      hidden: { reason: 'Personal data' },
    });
    // Hiding twice changes nothing more.
    expect(
      await admin.call('hideMessage', { conversationId, messageId, reason: 'Personal data' }),
    ).toEqual({ hidden: false });

    const views = await adminDb().collection(COLLECTIONS.conversationViews).get();
    expect(views.docs.map((view) => view.data())).toEqual([
      expect.objectContaining({ quoteId, adminUid: 'root', adminEmail }),
    ]);
    const audit = await adminDb().collection(COLLECTIONS.adminAudit).get();
    expect(audit.docs.map((entry) => entry.get('action')).sort()).toEqual([
      'conversations.viewed',
      'messages.hidden',
    ]);
  });
});

describe('admins: postSupportMessage', () => {
  it('writes to both participants as Fixwell support; nobody else may', async () => {
    const { conversationId, company, customer } = await acceptedLead();
    const adminEmail = await seedPerson('root', 'admin');
    const admin = await signedIn(adminEmail);
    const text = 'We are looking into the missed visit and will come back to you both today.';

    expect(
      await callFailure(company.call('postSupportMessage', { conversationId, text })),
    ).toMatchObject({ code: 'functions/permission-denied' });
    expect(
      await callFailure(admin.call('postSupportMessage', { conversationId: 'nope', text })),
    ).toMatchObject({ code: 'functions/not-found' });
    expect(await admin.call('postSupportMessage', { conversationId, text })).toEqual({
      posted: true,
    });

    const last = (await messagesOf(conversationId)).at(-1)!.data();
    expect(last).toMatchObject({
      senderId: 'system',
      kind: 'system',
      system: { event: 'support-message', text: `Fixwell support: ${text}` },
    });
    // Both read it under the rules, both have it unread and were told.
    for (const client of [company, customer!]) {
      const seen = await getDoc(doc(client.firestore, COLLECTIONS.conversations, conversationId));
      expect(seen.get('lastMessage.text')).toBe(`Fixwell support: ${text}`);
    }
    const conversation = await conversationOf(conversationId);
    expect(conversation?.unreadBy).toEqual(expect.arrayContaining(['acme', 'alice']));
    for (const [uid, area] of [
      ['acme', 'company'],
      ['alice', 'customer'],
    ] as const) {
      expect(await notificationsOf(uid)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            type: 'new-message',
            title: 'A message from Fixwell support',
            link: `/${area}/chat?c=${conversationId}`,
          }),
        ]),
      );
    }
    const audit = await adminDb().collection(COLLECTIONS.adminAudit).get();
    expect(audit.docs.map((entry) => entry.get('action'))).toContain(
      'conversations.support-message',
    );
  });
});

describe('admins: openSupportConversation', () => {
  const text = 'No company was free this week: would the week after suit you?';

  it('opens a conversation with the customer alone; they read and answer it, the admin is told', async () => {
    const { quoteId, company, customer } = await acceptedLead();
    const admin = await signedIn(await seedPerson('root', 'admin'));
    const supportId = `support_${quoteId}_alice`;

    expect(
      await callFailure(
        company.call('openSupportConversation', { quoteId, party: 'customer', text }),
      ),
    ).toMatchObject({ code: 'functions/permission-denied' });
    expect(
      await admin.call('openSupportConversation', { quoteId, party: 'customer', text }),
    ).toEqual({ conversationId: supportId, created: true });

    expect(await conversationOf(supportId)).toMatchObject({
      kind: 'support',
      openedBy: 'root',
      quoteId,
      customerId: 'alice',
      companyId: '',
      participantIds: ['alice'],
      companyName: 'Fixwell support',
      acceptedAt: null,
      unreadBy: ['alice'],
    });
    expect(await notificationsOf('alice')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'A message from Fixwell support',
          link: `/customer/chat?c=${supportId}`,
        }),
      ]),
    );
    // The customer reads it under the rules; the company of the lead does not.
    const seen = await getDoc(doc(customer!.firestore, COLLECTIONS.conversations, supportId));
    expect(seen.get('lastMessage.text')).toBe(`Fixwell support: ${text}`);
    await expect(
      getDoc(doc(company.firestore, COLLECTIONS.conversations, supportId)),
    ).rejects.toMatchObject({ code: 'permission-denied' });

    // The customer answers; the admin who wrote is told, and no first-reply time is set.
    await send(customer!, supportId, 'customer', 'The week after is fine.');
    await eventually(async () => {
      const notices = await notificationsOf('root');
      return notices.find((notice) => notice.title === 'Priya Shah answered Fixwell support');
    }, 'the admin to be told');
    const answered = await conversationOf(supportId);
    expect(answered?.lastMessage).toMatchObject({
      text: 'The week after is fine.',
      senderRole: 'customer',
    });
    expect(answered?.firstCompanyMessageAt).toBeNull();
    expect((await notificationsOf('root'))[0]).toMatchObject({
      link: `/admin/quotes/${quoteId}/conversations`,
    });

    // Writing again goes into the same conversation; the quote's view lists it and its parties.
    expect(
      await admin.call('openSupportConversation', { quoteId, party: 'customer', text: 'Booked.' }),
    ).toEqual({ conversationId: supportId, created: false });
    const view = await admin.call<{
      conversations: AdminConversationView[];
      parties: Array<{ party: string; supportConversationId: string | null }>;
    }>('openQuoteConversations', { quoteId });
    expect(view.conversations.map((conversation) => [conversation.id, conversation.kind])).toEqual(
      expect.arrayContaining([
        [`${quoteId}_acme`, 'lead'],
        [supportId, 'support'],
      ]),
    );
    expect(view.parties).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ party: 'customer', supportConversationId: supportId }),
        expect.objectContaining({ party: 'company', supportConversationId: null }),
      ]),
    );
  });

  it('opens one with a matched company, which answers; no appointment is made in it', async () => {
    const { quoteId, company } = await acceptedLead();
    const admin = await signedIn(await seedPerson('root', 'admin'));
    const supportId = `support_${quoteId}_acme`;
    await admin.call('openSupportConversation', {
      quoteId,
      party: 'company',
      companyId: 'acme',
      text: 'Can you take this job on Saturday?',
    });
    expect(await conversationOf(supportId)).toMatchObject({
      companyId: 'acme',
      customerId: null,
      participantIds: ['acme'],
      customerName: 'Fixwell support',
    });
    await send(company, supportId, 'company', 'Yes, Saturday morning.');
    await eventually(async () => {
      const conversation = await conversationOf(supportId);
      return conversation?.lastMessage?.senderRole === 'company' ? conversation : undefined;
    }, 'the answer to be delivered');
    expect((await conversationOf(supportId))?.firstCompanyMessageAt).toBeNull();

    const refused = await callFailure(
      company.call('proposeAppointment', {
        conversationId: supportId,
        kind: 'site-visit',
        time: {
          date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
          windowStart: '08:00',
          windowEnd: '10:00',
          durationMinutes: 90,
        },
        address: { line1: '1 High Street', line2: '', town: 'Leeds', postcode: 'ls6 1aa' },
        notes: '',
      }),
    );
    expect(refused).toMatchObject({
      code: 'functions/failed-precondition',
      message:
        'Appointments are made in the conversation with the customer, not with Fixwell support.',
    });
  });

  it('refuses a guest customer and a company the request was not matched to', async () => {
    const { quoteId } = await acceptedLead({ guest: true });
    const admin = await signedIn(await seedPerson('root', 'admin'));
    expect(
      await callFailure(
        admin.call('openSupportConversation', { quoteId, party: 'customer', text }),
      ),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message:
        'This customer has no Fixwell account yet, so they cannot read messages in the app. Write to them by email instead.',
    });
    expect(
      await callFailure(
        admin.call('openSupportConversation', {
          quoteId,
          party: 'company',
          companyId: 'zed',
          text,
        }),
      ),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: 'That company was not matched to this quote request.',
    });
    expect(
      await callFailure(
        admin.call('openSupportConversation', { quoteId: 'nope', party: 'customer', text }),
      ),
    ).toMatchObject({ code: 'functions/not-found' });
  });

  it('keeps a company’s support conversation its own when the guest customer claims the request', async () => {
    const { quoteId } = await acceptedLead({ guest: true });
    const admin = await signedIn(await seedPerson('root', 'admin'));
    await admin.call('openSupportConversation', {
      quoteId,
      party: 'company',
      companyId: 'acme',
      text: 'Did you manage to reach the customer?',
    });
    await seedPerson('alice', 'customer');
    await linkGuestConversations('alice', [quoteId]);
    expect((await conversationOf(`${quoteId}_acme`))?.participantIds).toEqual(['acme', 'alice']);
    expect((await conversationOf(`support_${quoteId}_acme`))?.participantIds).toEqual(['acme']);
  });
});

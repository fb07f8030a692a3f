import { COLLECTIONS } from '@fixwell/common/collections';
import { MESSAGE_MAX_LENGTH } from '@fixwell/common/conversations/conversation';
import {
  addDoc,
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, isSeeded, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner: customer, otherCustomer, company, otherCompany, deactivated } = PEOPLE;
const conversations = operationsOn(COLLECTIONS.conversations);
const attachments = operationsOn(COLLECTIONS.messageAttachments);
const views = operationsOn(COLLECTIONS.conversationViews);

/** Alice's request answered by Acme; Bob's by Zenith; the deactivated customer's by Acme. */
const OURS = 'q1_acme';
const THEIRS = 'q2_zenith';
const FROZEN = 'q3_acme';
/** Acme's conversation with Fixwell support about Alice's request (openSupportConversation). */
const SUPPORT = 'support_q1_acme';

/** A conversation as the functions keep it. */
const storedConversation = (quoteId: string, companyId: string, customerId: string) => ({
  leadId: `${quoteId}_${companyId}`,
  quoteId,
  companyId,
  customerId,
  participantIds: [companyId, customerId],
  companyName: `${companyId} Ltd`,
  customerName: 'Priya Shah',
  serviceName: 'Plumber',
  postcodeDistrict: 'LS6',
  lastMessage: { text: 'Hello', senderId: customerId, senderRole: 'customer', at: LAST_WEEK },
  unreadCounts: { [customerId]: 2, [companyId]: 1 },
  unreadBy: [customerId, companyId],
  lastReadAt: { [companyId]: LAST_WEEK, [customerId]: LAST_WEEK },
  acceptedAt: LAST_WEEK,
  firstCompanyMessageAt: null,
  leadCredit: null,
  createdAt: LAST_WEEK,
  updatedAt: LAST_WEEK,
});

const storedMessage = (senderId: string, senderRole: string, overrides = {}) => ({
  senderId,
  senderRole,
  kind: 'text',
  text: 'Could you come on Tuesday?',
  attachment: null,
  system: null,
  // Just sent: inside the 15 minutes in which its sender may correct it.
  createdAt: Timestamp.now(),
  editedAt: null,
  hidden: null,
  ...overrides,
});

const attachmentId = (n: number) => String(n).repeat(32).slice(0, 32);
const ALICE_FILE = attachmentId(1);
const ACME_FILE = attachmentId(2);
const ELSEWHERE_FILE = attachmentId(3);
const HIDDEN_FILE = attachmentId(4);

const storedAttachment = (uploaderId: string, conversationId = OURS, overrides = {}) => ({
  conversationId,
  uploaderId,
  name: 'boiler.jpg',
  contentType: 'image/jpeg',
  bytes: 1234,
  createdAt: LAST_WEEK,
  ...overrides,
});

/** What a message carries for a file (the api function's answer). */
const attachmentOf = (id: string, overrides = {}) => ({
  id,
  name: 'boiler.jpg',
  contentType: 'image/jpeg',
  bytes: 1234,
  ...overrides,
});

/** A message as the web app sends it. */
const newMessage = (senderId: string, senderRole: string, overrides = {}) => ({
  senderId,
  senderRole,
  kind: 'text',
  text: 'I can come on Tuesday at 9am.',
  attachment: null,
  system: null,
  createdAt: serverTimestamp(),
  editedAt: null,
  hidden: null,
  ...overrides,
});

const messages = (db: Firestore, conversationId = OURS) =>
  collection(db, COLLECTIONS.conversations, conversationId, COLLECTIONS.messages);
const message = (db: Firestore, id: string, conversationId = OURS) =>
  doc(db, COLLECTIONS.conversations, conversationId, COLLECTIONS.messages, id);
const send = (db: Firestore, data: Record<string, unknown>, conversationId = OURS) =>
  addDoc(messages(db, conversationId), data);
const readThread = (db: Firestore, conversationId = OURS) =>
  getDocs(query(messages(db, conversationId), orderBy('createdAt', 'desc'), limit(50)));
async function edit(db: Firestore, id: string, changes: Record<string, unknown>, cid = OURS) {
  const path = `${COLLECTIONS.conversations}/${cid}/${COLLECTIONS.messages}/${id}`;
  if (!(await isSeeded(path))) throw new Error(`Seed ${path} before editing it.`);
  await updateDoc(message(db, id, cid), changes);
}
const correction = (text = 'I can come on Wednesday instead.') => ({
  text,
  editedAt: serverTimestamp(),
});

/** The query the chat list runs. */
const threadsOf = (uid: string) => [
  where('participantIds', 'array-contains', uid),
  orderBy('updatedAt', 'desc'),
  limit(20),
];

/** What the thread writes when its participant reads it. */
const readMarker = (uid: string) => ({
  [`lastReadAt.${uid}`]: serverTimestamp(),
  [`unreadCounts.${uid}`]: 0,
  unreadBy: arrayRemove(uid),
});

useRulesEnvironment({
  seedEach: async (db) => {
    await conversations.set(db, OURS, storedConversation('q1', company.uid, customer.uid));
    await conversations.set(
      db,
      THEIRS,
      storedConversation('q2', otherCompany.uid, otherCustomer.uid),
    );
    await conversations.set(db, FROZEN, storedConversation('q3', company.uid, deactivated.uid));
    await conversations.set(db, SUPPORT, {
      ...storedConversation('q1', company.uid, customer.uid),
      kind: 'support',
      openedBy: 'root',
      leadId: '',
      customerId: null,
      participantIds: [company.uid],
      customerName: 'Fixwell support',
      unreadCounts: {},
      unreadBy: [],
      lastReadAt: {},
      acceptedAt: null,
    });
    await setDoc(message(db, 'from-acme'), storedMessage(company.uid, 'company'));
    await setDoc(message(db, 'from-alice'), storedMessage(customer.uid, 'customer'));
    await setDoc(
      message(db, 'old-from-alice'),
      storedMessage(customer.uid, 'customer', { createdAt: LAST_WEEK }),
    );
    await setDoc(
      message(db, 'hidden-from-alice'),
      storedMessage(customer.uid, 'customer', {
        text: '',
        hidden: { reason: 'Personal data', at: Timestamp.now() },
      }),
    );
    await setDoc(
      message(db, 'system'),
      storedMessage('system', 'system', {
        kind: 'system',
        text: '',
        system: { event: 'lead-accepted', text: 'acme Ltd accepted the request.', link: null },
      }),
    );
    await setDoc(message(db, 'from-bob', THEIRS), storedMessage(otherCustomer.uid, 'customer'));
    await setDoc(message(db, 'from-frozen', FROZEN), storedMessage(deactivated.uid, 'customer'));
    await setDoc(
      doc(db, COLLECTIONS.conversations, OURS, COLLECTIONS.hiddenMessages, 'hidden-from-alice'),
      { text: 'My card number is…', attachment: null, reason: 'Personal data' },
    );
    await attachments.set(db, ALICE_FILE, storedAttachment(customer.uid));
    await attachments.set(db, ACME_FILE, storedAttachment(company.uid));
    await attachments.set(db, ELSEWHERE_FILE, storedAttachment(customer.uid, FROZEN));
    await attachments.set(db, HIDDEN_FILE, storedAttachment(customer.uid, OURS, { hidden: true }));
    await views.set(db, 'v1', {
      quoteId: 'q1',
      adminUid: 'root',
      adminEmail: 'a@b',
      at: LAST_WEEK,
    });
  },
});

describe('conversations/{id}', () => {
  describe('customer (a participant)', () => {
    const db = () => dbAs.owner();

    it('get and list: its own conversations, by id and by the list query', async () => {
      await toAllow(conversations.get(db(), OURS));
      await toAllow(conversations.list(db(), ...threadsOf(customer.uid)));
      await toAllow(conversations.list(db(), where('unreadBy', 'array-contains', customer.uid)));
    });
    it('get and list: denied on other people’s conversations', async () => {
      await toDeny(conversations.get(db(), THEIRS));
      await toDeny(conversations.list(db(), ...threadsOf(otherCustomer.uid)));
      await toDeny(conversations.list(db(), limit(20)));
      await toDeny(conversations.list(db(), where('quoteId', '==', 'q1')));
    });
    it('update: allowed to mark the thread read (its read receipt)', async () => {
      await toAllow(conversations.update(db(), OURS, readMarker(customer.uid)));
    });
    it('update: its marker only at the server’s time, its count only to 0', async () => {
      const anHourAgo = Timestamp.fromMillis(Date.now() - 3600_000);
      await toDeny(conversations.update(db(), OURS, { [`lastReadAt.${customer.uid}`]: anHourAgo }));
      await toDeny(conversations.update(db(), OURS, { [`unreadCounts.${customer.uid}`]: 7 }));
      await toAllow(conversations.update(db(), OURS, { [`unreadCounts.${customer.uid}`]: 0 }));
    });
    it('update: denied on the other side’s read marker, count and unread flag', async () => {
      await toDeny(
        conversations.update(db(), OURS, { [`lastReadAt.${company.uid}`]: serverTimestamp() }),
      );
      await toDeny(conversations.update(db(), OURS, { [`unreadCounts.${company.uid}`]: 0 }));
      await toDeny(conversations.update(db(), OURS, { unreadBy: arrayRemove(company.uid) }));
      await toDeny(conversations.update(db(), OURS, { unreadBy: [] }));
      await toDeny(conversations.update(db(), OURS, { unreadBy: arrayUnion('mallory') }));
      await toDeny(conversations.update(db(), OURS, { lastReadAt: {} }));
    });
    it('update: denied on the summary, the members and the first-reply fields', async () => {
      await toDeny(
        conversations.update(db(), OURS, {
          ...readMarker(customer.uid),
          lastMessage: {
            text: 'Faked',
            senderId: company.uid,
            senderRole: 'company',
            at: LAST_WEEK,
          },
        }),
      );
      await toDeny(conversations.update(db(), OURS, { participantIds: arrayUnion('bob') }));
      await toDeny(conversations.update(db(), OURS, { firstCompanyMessageAt: serverTimestamp() }));
      await toDeny(
        conversations.update(db(), OURS, {
          leadCredit: { reason: 'customer-never-read', at: serverTimestamp() },
        }),
      );
      await toDeny(conversations.update(db(), OURS, { customerId: otherCustomer.uid }));
    });
    it('update: denied on someone else’s conversation', async () => {
      await toDeny(conversations.update(db(), THEIRS, readMarker(customer.uid)));
    });
    it('create and delete: denied', async () => {
      await toDeny(
        conversations.set(db(), 'q9_acme', storedConversation('q9', company.uid, customer.uid)),
      );
      await toDeny(conversations.delete(db(), OURS));
    });
  });

  describe('company (a participant)', () => {
    const db = () => dbAs.company();

    it('get and list: its own conversations', async () => {
      await toAllow(conversations.get(db(), OURS));
      await toAllow(conversations.list(db(), ...threadsOf(company.uid)));
    });
    it('update: its own read marker, never the customer’s', async () => {
      await toAllow(conversations.update(db(), OURS, readMarker(company.uid)));
      await toDeny(conversations.update(db(), OURS, readMarker(customer.uid)));
      await toDeny(conversations.update(db(), OURS, { [`unreadCounts.${customer.uid}`]: 0 }));
    });
    it('get: denied on another company’s conversation', async () => {
      await toDeny(conversations.get(db(), THEIRS));
    });
  });

  describe('other customer', () => {
    const db = () => dbAs.otherCustomer();

    it('get and list: denied on Alice’s conversation, by id and by query', async () => {
      await toDeny(conversations.get(db(), OURS));
      await toDeny(conversations.list(db(), ...threadsOf(customer.uid)));
      await toDeny(conversations.list(db(), where('unreadBy', 'array-contains', customer.uid)));
      await toAllow(conversations.list(db(), ...threadsOf(otherCustomer.uid)));
    });
    it('update: denied on Alice’s read markers', async () => {
      await toDeny(conversations.update(db(), OURS, readMarker(otherCustomer.uid)));
      await toDeny(conversations.update(db(), OURS, readMarker(customer.uid)));
    });
  });

  describe('other company', () => {
    const db = () => dbAs.otherCompany();

    it('get and list: denied on Acme’s conversation', async () => {
      await toDeny(conversations.get(db(), OURS));
      await toDeny(conversations.list(db(), ...threadsOf(company.uid)));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list: every conversation (support, disputes)', async () => {
      await toAllow(conversations.get(db(), OURS));
      await toAllow(conversations.list(db(), where('quoteId', '==', 'q1')));
    });
    it('create, update and delete: denied (functions write conversations)', async () => {
      await toDeny(conversations.update(db(), OURS, { [`unreadCounts.${customer.uid}`]: 0 }));
      await toDeny(
        conversations.set(db(), 'q9_acme', storedConversation('q9', company.uid, customer.uid)),
      );
      await toDeny(conversations.delete(db(), OURS));
    });
  });

  describe('deactivated admin', () => {
    it('get: denied', async () => {
      await toDeny(conversations.get(dbAs.deactivatedAdmin(), OURS));
    });
  });

  describe('anonymous visitor', () => {
    it('get and list: denied', async () => {
      await toDeny(conversations.get(dbAs.anonymous(), OURS));
      await toDeny(conversations.list(dbAs.anonymous(), limit(5)));
    });
  });
});

describe('conversations/{id}/messages/{messageId}', () => {
  describe('customer (a participant)', () => {
    const db = () => dbAs.owner();

    it('get and list: the messages of its conversation', async () => {
      await toAllow(getDoc(message(db(), 'from-acme')));
      await toAllow(readThread(db()));
    });
    it('get and list: denied in someone else’s conversation', async () => {
      await toDeny(getDoc(message(db(), 'from-bob', THEIRS)));
      await toDeny(readThread(db(), THEIRS));
    });
    it('create: a text message as itself, stamped now', async () => {
      await toAllow(send(db(), newMessage(customer.uid, 'customer')));
      await toAllow(
        send(db(), newMessage(customer.uid, 'customer', { text: 'x'.repeat(MESSAGE_MAX_LENGTH) })),
      );
    });
    it('create: with a file it uploaded for this conversation, with or without words', async () => {
      await toAllow(
        send(db(), newMessage(customer.uid, 'customer', { attachment: attachmentOf(ALICE_FILE) })),
      );
      await toAllow(
        send(
          db(),
          newMessage(customer.uid, 'customer', { text: '', attachment: attachmentOf(ALICE_FILE) }),
        ),
      );
    });
    it('create: denied when forging the sender, its role or the time', async () => {
      await toDeny(send(db(), newMessage(company.uid, 'company')));
      await toDeny(send(db(), newMessage(company.uid, 'customer')));
      await toDeny(send(db(), newMessage(customer.uid, 'company')));
      await toDeny(send(db(), newMessage(customer.uid, 'admin')));
      await toDeny(send(db(), newMessage(customer.uid, 'customer', { createdAt: LAST_WEEK })));
    });
    it('create: denied as a system, hidden or edited message', async () => {
      await toDeny(
        send(
          db(),
          newMessage('system', 'system', {
            kind: 'system',
            system: { event: 'document-paid', text: 'Paid in full.', link: null },
          }),
        ),
      );
      await toDeny(send(db(), newMessage(customer.uid, 'customer', { kind: 'system' })));
      await toDeny(
        send(
          db(),
          newMessage(customer.uid, 'customer', {
            system: { event: 'document-paid', text: 'Paid in full.', link: null },
          }),
        ),
      );
      await toDeny(
        send(
          db(),
          newMessage(customer.uid, 'customer', { hidden: { reason: 'x', at: serverTimestamp() } }),
        ),
      );
      await toDeny(
        send(db(), newMessage(customer.uid, 'customer', { editedAt: serverTimestamp() })),
      );
      await toDeny(send(db(), newMessage(customer.uid, 'customer', { pinned: true })));
    });
    it('create: denied empty, blank or longer than 5,000 characters', async () => {
      await toDeny(send(db(), newMessage(customer.uid, 'customer', { text: '' })));
      await toDeny(send(db(), newMessage(customer.uid, 'customer', { text: '  \n ' })));
      await toDeny(
        send(
          db(),
          newMessage(customer.uid, 'customer', { text: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }),
        ),
      );
    });
    it('create: denied with a file it did not upload here, misdescribed or hidden', async () => {
      const withFile = (attachment: Record<string, unknown>) =>
        send(db(), newMessage(customer.uid, 'customer', { attachment }));
      await toDeny(withFile(attachmentOf(ACME_FILE)));
      await toDeny(withFile(attachmentOf(ELSEWHERE_FILE)));
      await toDeny(withFile(attachmentOf(HIDDEN_FILE)));
      await toDeny(withFile(attachmentOf(attachmentId(9))));
      await toDeny(withFile(attachmentOf(ALICE_FILE, { contentType: 'application/pdf' })));
      await toDeny(withFile(attachmentOf(ALICE_FILE, { bytes: 1 })));
      await toDeny(withFile(attachmentOf(ALICE_FILE, { name: 'invoice.pdf' })));
      await toDeny(withFile({ ...attachmentOf(ALICE_FILE), url: 'https://evil.example' }));
    });
    it('create: denied in someone else’s conversation', async () => {
      await toDeny(send(db(), newMessage(customer.uid, 'customer'), THEIRS));
    });
    it('update: its own message within 15 minutes, words and edit time only', async () => {
      await toAllow(edit(db(), 'from-alice', correction()));
    });
    it('update: denied without the server’s edit time, or changing anything else', async () => {
      await toDeny(edit(db(), 'from-alice', { text: 'Changed quietly' }));
      await toDeny(edit(db(), 'from-alice', { text: 'Back-dated', editedAt: LAST_WEEK }));
      await toDeny(edit(db(), 'from-alice', { ...correction(), senderId: company.uid }));
      await toDeny(edit(db(), 'from-alice', { ...correction(), createdAt: serverTimestamp() }));
      await toDeny(
        edit(db(), 'from-alice', { ...correction(), attachment: attachmentOf(ALICE_FILE) }),
      );
      await toDeny(edit(db(), 'from-alice', { ...correction(), hidden: null, kind: 'system' }));
      await toDeny(edit(db(), 'from-alice', correction('')));
      await toDeny(edit(db(), 'from-alice', correction('x'.repeat(MESSAGE_MAX_LENGTH + 1))));
    });
    it('update: denied on others’ messages, after 15 minutes, on hidden and system ones', async () => {
      await toDeny(edit(db(), 'from-acme', correction()));
      await toDeny(edit(db(), 'old-from-alice', correction()));
      await toDeny(edit(db(), 'hidden-from-alice', correction()));
      await toDeny(edit(db(), 'system', correction()));
      await toDeny(edit(db(), 'from-alice', { hidden: null }));
    });
    it('delete: denied, even its own message', async () => {
      await toDeny(deleteDoc(message(db(), 'from-alice')));
    });
  });

  describe('company (a participant)', () => {
    const db = () => dbAs.company();

    it('get and list: the messages of its conversation', async () => {
      await toAllow(readThread(db()));
    });
    it('create: as the company, with its own file', async () => {
      await toAllow(send(db(), newMessage(company.uid, 'company')));
      await toAllow(
        send(db(), newMessage(company.uid, 'company', { attachment: attachmentOf(ACME_FILE) })),
      );
    });
    it('create: denied posing as the customer, or with the customer’s file', async () => {
      await toDeny(send(db(), newMessage(company.uid, 'customer')));
      await toDeny(send(db(), newMessage(customer.uid, 'customer')));
      await toDeny(
        send(db(), newMessage(company.uid, 'company', { attachment: attachmentOf(ALICE_FILE) })),
      );
    });
    it('update: its own message, never the customer’s', async () => {
      await toAllow(edit(db(), 'from-acme', correction()));
      await toDeny(edit(db(), 'from-alice', correction()));
    });
    it('delete: denied', async () => {
      await toDeny(deleteDoc(message(db(), 'from-acme')));
    });
  });

  describe('other customer', () => {
    const db = () => dbAs.otherCustomer();

    it('get, list, create and update: denied in Alice’s conversation', async () => {
      await toDeny(getDoc(message(db(), 'from-alice')));
      await toDeny(readThread(db()));
      await toDeny(send(db(), newMessage(otherCustomer.uid, 'customer')));
      await toDeny(send(db(), newMessage(customer.uid, 'customer')));
      await toDeny(edit(db(), 'from-alice', correction()));
    });
  });

  describe('other company', () => {
    const db = () => dbAs.otherCompany();

    it('get, list and create: denied in Acme’s conversation', async () => {
      await toDeny(getDoc(message(db(), 'from-acme')));
      await toDeny(readThread(db()));
      await toDeny(send(db(), newMessage(otherCompany.uid, 'company')));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list: allowed (support, disputes)', async () => {
      await toAllow(getDoc(message(db(), 'from-alice')));
      await toAllow(readThread(db()));
    });
    it('create, update and delete: denied (admins hide through hideMessage)', async () => {
      await toDeny(send(db(), newMessage('root', 'admin')));
      await toDeny(edit(db(), 'from-alice', { text: '', hidden: { reason: 'x', at: LAST_WEEK } }));
      await toDeny(deleteDoc(message(db(), 'from-alice')));
    });
  });

  describe('deactivated customer (a participant)', () => {
    const db = () => dbAs.deactivated();

    it('get and list: still reads its conversation', async () => {
      await toAllow(conversations.get(db(), FROZEN));
      await toAllow(readThread(db(), FROZEN));
    });
    it('create and update: denied (a deactivated user cannot post)', async () => {
      await toDeny(send(db(), newMessage(deactivated.uid, 'customer'), FROZEN));
      await toDeny(edit(db(), 'from-frozen', correction(), FROZEN));
    });
  });

  describe('anonymous visitor', () => {
    it('get, list and create: denied', async () => {
      await toDeny(getDoc(message(dbAs.anonymous(), 'from-alice')));
      await toDeny(readThread(dbAs.anonymous()));
      await toDeny(send(dbAs.anonymous(), newMessage(customer.uid, 'customer')));
    });
  });
});

describe('a support conversation (one party and Fixwell support)', () => {
  it('its party reads it and writes in its own role', async () => {
    await toAllow(conversations.get(dbAs.company(), SUPPORT));
    await toAllow(send(dbAs.company(), newMessage(company.uid, 'company'), SUPPORT));
    await toDeny(send(dbAs.company(), newMessage(company.uid, 'customer'), SUPPORT));
  });

  it('the customer of the same request neither reads nor writes it', async () => {
    await toDeny(conversations.get(dbAs.owner(), SUPPORT));
    await toDeny(getDocs(query(messages(dbAs.owner(), SUPPORT), limit(10))));
    await toDeny(send(dbAs.owner(), newMessage(customer.uid, 'customer'), SUPPORT));
  });

  it('nobody joins it or changes its kind from a browser', async () => {
    await toDeny(
      updateDoc(doc(dbAs.owner(), COLLECTIONS.conversations, SUPPORT), {
        participantIds: arrayUnion(customer.uid),
      }),
    );
    await toDeny(
      updateDoc(doc(dbAs.company(), COLLECTIONS.conversations, SUPPORT), {
        kind: null,
        participantIds: arrayUnion(customer.uid),
      }),
    );
  });

  it('admins read it; other companies do not', async () => {
    await toAllow(conversations.get(dbAs.admin(), SUPPORT));
    await toDeny(conversations.get(dbAs.otherCompany(), SUPPORT));
  });
});

describe('hidden messages, attachments and admin views', () => {
  const hiddenOriginal = (db: Firestore) =>
    getDoc(
      doc(db, COLLECTIONS.conversations, OURS, COLLECTIONS.hiddenMessages, 'hidden-from-alice'),
    );

  it('hiddenMessages: nobody reads or writes them from a client (admins use the function)', async () => {
    await toDeny(hiddenOriginal(dbAs.owner()));
    await toDeny(hiddenOriginal(dbAs.company()));
    await toDeny(hiddenOriginal(dbAs.admin()));
    await toDeny(
      setDoc(doc(dbAs.owner(), COLLECTIONS.conversations, OURS, COLLECTIONS.hiddenMessages, 'x'), {
        text: 'forged',
      }),
    );
  });
  it('messageAttachments: no client reads or writes them', async () => {
    await toDeny(attachments.get(dbAs.owner(), ALICE_FILE));
    await toDeny(attachments.get(dbAs.admin(), ALICE_FILE));
    await toDeny(attachments.set(dbAs.owner(), attachmentId(7), storedAttachment(customer.uid)));
  });
  it('conversationViews: admins read them; nobody writes them', async () => {
    await toAllow(views.get(dbAs.admin(), 'v1'));
    await toAllow(views.list(dbAs.admin(), where('quoteId', '==', 'q1')));
    await toDeny(views.get(dbAs.owner(), 'v1'));
    await toDeny(views.get(dbAs.company(), 'v1'));
    await toDeny(
      views.add(dbAs.admin(), { quoteId: 'q1', adminUid: 'root', at: serverTimestamp() }),
    );
    await toDeny(views.delete(dbAs.admin(), 'v1'));
  });
});

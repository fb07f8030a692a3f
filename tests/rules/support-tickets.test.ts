import { COLLECTIONS } from '@fixwell/common/collections';
import {
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
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { company, otherCompany, owner: customer, deactivatedCompany } = PEOPLE;
const tickets = operationsOn(COLLECTIONS.supportTickets);
const attachments = operationsOn(COLLECTIONS.supportAttachments);

/** A ticket as createSupportTicket writes it. */
const storedTicket = (requesterId: string) => ({
  requesterId,
  requesterRole: 'company',
  requesterName: `${requesterId} Ltd`,
  requesterEmail: `${requesterId}@example.co.uk`,
  companyId: requesterId,
  subject: 'My invoice total looks wrong',
  category: 'billing',
  status: 'open',
  assigneeId: null,
  assigneeName: null,
  lastReplyAt: LAST_WEEK,
  lastReplyBy: 'requester',
  replyCount: 1,
  searchTerms: ['invoice', 'total'],
  createdAt: LAST_WEEK,
  updatedAt: LAST_WEEK,
});

const storedReply = (authorId: string, authorRole: 'requester' | 'support') => ({
  authorId,
  authorRole,
  authorName: authorId,
  text: 'The VAT line is missing.',
  attachments: [],
  createdAt: LAST_WEEK,
});

const replyRef = (db: Firestore, ticketId: string, replyId: string) =>
  doc(db, COLLECTIONS.supportTickets, ticketId, COLLECTIONS.supportTicketReplies, replyId);
const repliesOf = (db: Firestore, ticketId: string) =>
  query(
    collection(db, COLLECTIONS.supportTickets, ticketId, COLLECTIONS.supportTicketReplies),
    orderBy('createdAt'),
    limit(50),
  );

/** The query the company's support page runs. */
const ticketsOf = (uid: string) => [
  where('requesterId', '==', uid),
  orderBy('lastReplyAt', 'desc'),
  limit(20),
];
/** The admin queue's default query. */
const queue = [where('status', '==', 'open'), orderBy('lastReplyAt', 'asc'), limit(20)];

useRulesEnvironment({
  seedEach: async (db) => {
    await tickets.set(db, 't-acme', storedTicket(company.uid));
    await tickets.set(db, 't-zenith', storedTicket(otherCompany.uid));
    await tickets.set(db, 't-closed', storedTicket(deactivatedCompany.uid));
    await setDoc(replyRef(db, 't-acme', 'r1'), storedReply(company.uid, 'requester'));
    await setDoc(replyRef(db, 't-acme', 'r2'), storedReply(PEOPLE.admin.uid, 'support'));
    await setDoc(replyRef(db, 't-closed', 'r1'), storedReply(deactivatedCompany.uid, 'requester'));
    await attachments.set(db, 'a'.repeat(32), {
      uploaderId: company.uid,
      ticketId: 't-acme',
      name: 'invoice.pdf',
      contentType: 'application/pdf',
      bytes: 2000,
      createdAt: LAST_WEEK,
    });
  },
});

/** Everything a requester might try to write themselves. */
async function expectNoWrites(db: Firestore) {
  await toDeny(tickets.update(db, 't-acme', { status: 'resolved' }));
  await toDeny(tickets.update(db, 't-acme', { assigneeId: company.uid }));
  await toDeny(tickets.update(db, 't-acme', { requesterId: PEOPLE.otherCompany.uid }));
  await toDeny(tickets.set(db, 't-new', storedTicket(company.uid)));
  await toDeny(tickets.delete(db, 't-acme'));
  await toDeny(setDoc(replyRef(db, 't-acme', 'r-new'), storedReply(company.uid, 'requester')));
  await toDeny(setDoc(replyRef(db, 't-acme', 'r-forged'), storedReply('root', 'support')));
  await toDeny(updateDoc(replyRef(db, 't-acme', 'r2'), { text: 'You owe nothing.' }));
  await toDeny(deleteDoc(replyRef(db, 't-acme', 'r1')));
}

describe('supportTickets/{id} and its replies', () => {
  describe('company (the requester)', () => {
    const db = () => dbAs.company();

    it('get and list: its own tickets and their replies', async () => {
      await toAllow(tickets.get(db(), 't-acme'));
      await toAllow(tickets.list(db(), ...ticketsOf(company.uid)));
      await toAllow(getDoc(replyRef(db(), 't-acme', 'r2')));
      await toAllow(getDocs(repliesOf(db(), 't-acme')));
    });
    it('get and list: denied on another company’s tickets, and on everyone’s', async () => {
      await toDeny(tickets.get(db(), 't-zenith'));
      await toDeny(tickets.list(db(), ...ticketsOf(otherCompany.uid)));
      await toDeny(tickets.list(db(), ...queue));
    });
    it('writes: denied, status and assignment included (only functions write)', async () => {
      await expectNoWrites(db());
    });
  });

  describe('other company', () => {
    const db = () => dbAs.otherCompany();

    it('get and list: denied on Acme’s ticket and its replies', async () => {
      await toDeny(tickets.get(db(), 't-acme'));
      await toDeny(tickets.list(db(), ...ticketsOf(company.uid)));
      await toDeny(getDoc(replyRef(db(), 't-acme', 'r1')));
      await toDeny(getDocs(repliesOf(db(), 't-acme')));
    });
    it('get: allowed on its own ticket', async () => {
      await toAllow(tickets.get(db(), 't-zenith'));
    });
    it('writes: denied', async () => {
      await expectNoWrites(db());
    });
  });

  describe('customer', () => {
    const db = () => dbAs.owner();

    it('get and list: denied on companies’ tickets; its own (empty) list is allowed', async () => {
      await toDeny(tickets.get(db(), 't-acme'));
      await toDeny(getDocs(repliesOf(db(), 't-acme')));
      await toAllow(tickets.list(db(), ...ticketsOf(customer.uid)));
    });
    it('writes: denied', async () => {
      await expectNoWrites(db());
    });
  });

  describe('anonymous visitor', () => {
    const db = () => dbAs.anonymous();

    it('get and list: denied', async () => {
      await toDeny(tickets.get(db(), 't-acme'));
      await toDeny(tickets.list(db(), ...queue));
      await toDeny(getDoc(replyRef(db(), 't-acme', 'r1')));
    });
    it('writes: denied', async () => {
      await expectNoWrites(db());
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list: every ticket and reply, the queue included', async () => {
      await toAllow(tickets.get(db(), 't-zenith'));
      await toAllow(tickets.list(db(), ...queue));
      await toAllow(getDocs(repliesOf(db(), 't-acme')));
    });
    it('writes: denied (admins answer and assign through callables, which audit them)', async () => {
      await expectNoWrites(db());
    });
  });

  describe('deactivated company (a requester no longer active)', () => {
    const db = () => dbAs.deactivatedCompany();

    it('get and list: denied, its own ticket included', async () => {
      await toDeny(tickets.get(db(), 't-closed'));
      await toDeny(tickets.list(db(), ...ticketsOf(deactivatedCompany.uid)));
      await toDeny(getDoc(replyRef(db(), 't-closed', 'r1')));
    });
  });

  describe('deactivated admin', () => {
    it('get and list: denied', async () => {
      await toDeny(tickets.get(dbAs.deactivatedAdmin(), 't-acme'));
      await toDeny(tickets.list(dbAs.deactivatedAdmin(), ...queue));
      await toDeny(getDocs(repliesOf(dbAs.deactivatedAdmin(), 't-acme')));
    });
  });
});

describe('supportAttachments/{id}', () => {
  it('read and write: denied to everyone, its uploader and admins included', async () => {
    const id = 'a'.repeat(32);
    for (const db of [dbAs.company(), dbAs.admin(), dbAs.otherCompany(), dbAs.anonymous()]) {
      await toDeny(attachments.get(db, id));
      await toDeny(attachments.update(db, id, { ticketId: 't-zenith' }));
      await toDeny(
        attachments.set(db, 'b'.repeat(32), {
          uploaderId: company.uid,
          ticketId: null,
          name: 'x.pdf',
          contentType: 'application/pdf',
          bytes: 1,
          createdAt: serverTimestamp(),
        }),
      );
    }
  });
});

import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import type { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  SUPPORT_MESSAGES,
  type SupportAttachment,
  type SupportReplyDocument,
  type SupportTicketDocument,
} from '@fixwell/common/support/support-ticket';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  adminDb,
  API_URL,
  callFailure,
  clearEmulators,
  closeAdmin,
  getFile,
  idTokenOf,
  mailTo,
  notificationsOf,
  postFile,
  type WebClient,
} from '../testing/emulators';
import { testPeople } from '../testing/user-fixtures';

const ATTACHMENTS_URL = `${API_URL}/support-attachments`;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 5)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n');

const people = testPeople();

const tokenOf = async (client: WebClient | null) => (client ? idTokenOf(client) : undefined);
const upload = async (client: WebClient | null, bytes: Buffer, contentType: string) =>
  postFile(
    `${ATTACHMENTS_URL}?name=${encodeURIComponent('boiler photo.jpg')}`,
    bytes,
    contentType,
    await tokenOf(client),
  );
const fetchFile = async (client: WebClient | null, id: string) =>
  getFile(`${ATTACHMENTS_URL}/${id}`, await tokenOf(client));

const ticketOf = async (id: string) =>
  (await adminDb().collection(COLLECTIONS.supportTickets).doc(id).get()).data() as
    SupportTicketDocument<Timestamp> | undefined;

async function repliesOf(id: string) {
  const snapshot = await adminDb()
    .collection(COLLECTIONS.supportTickets)
    .doc(id)
    .collection(COLLECTIONS.supportTicketReplies)
    .orderBy('createdAt')
    .get();
  return snapshot.docs.map((d) => d.data() as SupportReplyDocument<Timestamp>);
}

const newTicket = (extra: Record<string, unknown> = {}) => ({
  subject: 'My lead allowance has not reset',
  category: 'leads',
  message: 'It still says 0 leads left this month.',
  attachmentIds: [],
  ...extra,
});

beforeEach(async () => {
  await clearEmulators();
  const company = (uid: string) => ({ profile: { businessName: `${uid} Plumbing` } });
  await Promise.all([
    people.seed('acme', 'company', company('acme')),
    people.seed('zenith', 'company', company('zenith')),
    people.seed('alice', 'customer'),
    people.seed('root', 'admin'),
    people.seed('sam', 'admin'),
    people.seed('former', 'admin', { active: false }),
    people.seed('closed', 'company', { ...company('closed'), active: false }),
  ]);
});
afterEach(people.closeClients);
afterAll(closeAdmin);

describe('createSupportTicket', () => {
  it('a company opens a ticket with a photo; it waits for Fixwell and every active admin hears', async () => {
    const acme = await people.signedIn('acme');
    const uploaded = await upload(acme, JPEG, 'image/jpeg');
    expect(uploaded.status).toBe(201);
    const photo = uploaded.body as unknown as SupportAttachment;
    expect(photo).toMatchObject({ name: 'boiler photo.jpg', contentType: 'image/jpeg' });

    const { ticketId } = await acme.call<{ ticketId: string }>(
      'createSupportTicket',
      newTicket({ attachmentIds: [photo.id] }),
    );
    const ticket = await ticketOf(ticketId);
    expect(ticket).toMatchObject({
      requesterId: 'acme',
      requesterRole: 'company',
      requesterName: 'acme Plumbing',
      requesterEmail: people.emailOf('acme'),
      companyId: 'acme',
      subject: 'My lead allowance has not reset',
      category: 'leads',
      status: 'open',
      assigneeId: null,
      lastReplyBy: 'requester',
      replyCount: 1,
    });
    expect(ticket!.searchTerms).toEqual(expect.arrayContaining(['allowance', 'acme']));
    const [first] = await repliesOf(ticketId);
    expect(first).toMatchObject({
      authorId: 'acme',
      authorRole: 'requester',
      text: 'It still says 0 leads left this month.',
      attachments: [photo],
    });
    const record = await adminDb().collection(COLLECTIONS.supportAttachments).doc(photo.id).get();
    expect(record.get('ticketId')).toBe(ticketId);

    for (const admin of ['root', 'sam']) {
      expect(await notificationsOf(admin)).toEqual([
        expect.objectContaining({ type: 'support-request', link: `/admin/support?t=${ticketId}` }),
      ]);
    }
    expect(await notificationsOf('former')).toEqual([]);

    // The requester reads its ticket and thread through the rules; another company cannot.
    await expect(
      getDoc(doc(acme.firestore, COLLECTIONS.supportTickets, ticketId)),
    ).resolves.toBeTruthy();
    const replies = collection(
      acme.firestore,
      COLLECTIONS.supportTickets,
      ticketId,
      COLLECTIONS.supportTicketReplies,
    );
    expect((await getDocs(replies)).size).toBe(1);
    const zenith = await people.signedIn('zenith');
    await expect(
      getDoc(doc(zenith.firestore, COLLECTIONS.supportTickets, ticketId)),
    ).rejects.toThrow();
  });

  it('refuses another person’s upload, a used one, bad fields, customers and inactive companies', async () => {
    const acme = await people.signedIn('acme');
    const zenith = await people.signedIn('zenith');
    const theirs = (await upload(zenith, PDF, 'application/pdf'))
      .body as unknown as SupportAttachment;
    expect(
      await callFailure(
        acme.call('createSupportTicket', newTicket({ attachmentIds: [theirs.id] })),
      ),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      message: SUPPORT_MESSAGES.attachmentNotYours,
    });

    const mine = (await upload(acme, PDF, 'application/pdf')).body as unknown as SupportAttachment;
    await acme.call('createSupportTicket', newTicket({ attachmentIds: [mine.id] }));
    expect(
      await callFailure(acme.call('createSupportTicket', newTicket({ attachmentIds: [mine.id] }))),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      message: SUPPORT_MESSAGES.attachmentNotYours,
    });

    expect(
      await callFailure(acme.call('createSupportTicket', newTicket({ subject: 'Help' }))),
    ).toMatchObject({ code: 'functions/invalid-argument' });
    expect(
      await callFailure(acme.call('createSupportTicket', newTicket({ category: 'gossip' }))),
    ).toMatchObject({ code: 'functions/invalid-argument' });

    const alice = await people.signedIn('alice');
    expect(await callFailure(alice.call('createSupportTicket', newTicket()))).toMatchObject({
      code: 'functions/permission-denied',
      message: SUPPORT_MESSAGES.notRequester,
    });
    const closed = await people.signedIn('closed');
    expect(await callFailure(closed.call('createSupportTicket', newTicket()))).toMatchObject({
      code: 'functions/permission-denied',
    });
    const visitor = people.visitor();
    expect(await callFailure(visitor.call('createSupportTicket', newTicket()))).toMatchObject({
      code: 'functions/unauthenticated',
    });
  });
});

describe('replyToSupportTicket', () => {
  it('an admin answers: waiting, assigned to them, the requester emailed and told; a reply reopens it', async () => {
    const acme = await people.signedIn('acme');
    const root = await people.signedIn('root');
    const { ticketId } = await acme.call<{ ticketId: string }>('createSupportTicket', newTicket());

    await root.call('replyToSupportTicket', {
      ticketId,
      message: 'Fixed: your allowance has been reset.',
    });
    expect(await ticketOf(ticketId)).toMatchObject({
      status: 'waiting',
      assigneeId: 'root',
      assigneeName: 'root',
      lastReplyBy: 'support',
      replyCount: 2,
    });
    const mails = await mailTo(people.emailOf('acme'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'support-reply' });
    const message = mails[0]!.message as { subject: string; text: string };
    expect(message.subject).toContain('My lead allowance has not reset');
    expect(message.text).toContain('Fixed: your allowance has been reset.');
    expect(message.text).toContain(`/company/support?t=${ticketId}`);
    expect(await notificationsOf('acme')).toEqual([
      expect.objectContaining({ type: 'support-reply', link: `/company/support?t=${ticketId}` }),
    ]);

    // The requester answers: open again, and only the assignee hears.
    const samBefore = (await notificationsOf('sam')).length;
    await acme.call('replyToSupportTicket', { ticketId, message: 'Thanks, still 0 here.' });
    expect(await ticketOf(ticketId)).toMatchObject({
      status: 'open',
      lastReplyBy: 'requester',
      replyCount: 3,
    });
    expect((await notificationsOf('root')).filter((n) => n.title.includes('replied'))).toHaveLength(
      1,
    );
    expect(await notificationsOf('sam')).toHaveLength(samBefore);
    expect((await repliesOf(ticketId)).map((r) => r.authorRole)).toEqual([
      'requester',
      'support',
      'requester',
    ]);
  });

  it('a resolved ticket opens again when the requester replies', async () => {
    const acme = await people.signedIn('acme');
    const root = await people.signedIn('root');
    const { ticketId } = await acme.call<{ ticketId: string }>('createSupportTicket', newTicket());
    await root.call('updateSupportTicket', { ticketId, status: 'resolved' });
    await acme.call('replyToSupportTicket', { ticketId, message: 'It happened again.' });
    expect((await ticketOf(ticketId))!.status).toBe('open');
  });

  it('nobody else may reply, and nobody learns the ticket exists', async () => {
    const acme = await people.signedIn('acme');
    const { ticketId } = await acme.call<{ ticketId: string }>('createSupportTicket', newTicket());
    const zenith = await people.signedIn('zenith');
    expect(
      await callFailure(zenith.call('replyToSupportTicket', { ticketId, message: 'Me too' })),
    ).toMatchObject({ code: 'functions/not-found', message: SUPPORT_MESSAGES.notFound });
    const former = await people.signedIn('former');
    expect(
      await callFailure(former.call('replyToSupportTicket', { ticketId, message: 'Sorted' })),
    ).toMatchObject({ code: 'functions/not-found' });
    expect(
      await callFailure(acme.call('replyToSupportTicket', { ticketId, message: '  ' })),
    ).toMatchObject({ code: 'functions/invalid-argument' });
    expect((await ticketOf(ticketId))!.replyCount).toBe(1);
  });
});

describe('updateSupportTicket', () => {
  it('admins assign and resolve, audited; the requester and the new assignee are told', async () => {
    const acme = await people.signedIn('acme');
    const root = await people.signedIn('root');
    const { ticketId } = await acme.call<{ ticketId: string }>('createSupportTicket', newTicket());

    await root.call('updateSupportTicket', { ticketId, assigneeId: 'sam' });
    expect(await ticketOf(ticketId)).toMatchObject({ assigneeId: 'sam', assigneeName: 'sam' });
    expect((await notificationsOf('sam')).some((n) => n.title.includes('assigned to you'))).toBe(
      true,
    );

    await root.call('updateSupportTicket', { ticketId, status: 'resolved' });
    expect((await ticketOf(ticketId))!.status).toBe('resolved');
    expect(await notificationsOf('acme')).toEqual([
      expect.objectContaining({ type: 'support-resolved', link: `/company/support?t=${ticketId}` }),
    ]);

    const audit = await adminDb()
      .collection(COLLECTIONS.adminAudit)
      .where('target', '==', `${COLLECTIONS.supportTickets}/${ticketId}`)
      .get();
    const entries = audit.docs.map((d) => d.data());
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'support.ticket-updated',
          actor: { uid: 'root', email: people.emailOf('root') },
          before: { assigneeId: null },
          after: { assigneeId: 'sam' },
        }),
        expect.objectContaining({ before: { status: 'open' }, after: { status: 'resolved' } }),
      ]),
    );
  });

  it('refuses requesters, deactivated admins, non-admin assignees and unknown tickets', async () => {
    const acme = await people.signedIn('acme');
    const root = await people.signedIn('root');
    const former = await people.signedIn('former');
    const { ticketId } = await acme.call<{ ticketId: string }>('createSupportTicket', newTicket());
    expect(
      await callFailure(acme.call('updateSupportTicket', { ticketId, status: 'resolved' })),
    ).toMatchObject({ code: 'functions/permission-denied', message: SUPPORT_MESSAGES.notAdmin });
    expect(
      await callFailure(former.call('updateSupportTicket', { ticketId, status: 'resolved' })),
    ).toMatchObject({ code: 'functions/permission-denied' });
    for (const assigneeId of ['acme', 'former', 'nobody']) {
      expect(
        await callFailure(root.call('updateSupportTicket', { ticketId, assigneeId })),
      ).toMatchObject({
        code: 'functions/invalid-argument',
        message: SUPPORT_MESSAGES.assigneeNotAdmin,
      });
    }
    expect(
      await callFailure(root.call('updateSupportTicket', { ticketId: 'nope', status: 'open' })),
    ).toMatchObject({ code: 'functions/not-found' });
    expect(await callFailure(root.call('updateSupportTicket', { ticketId }))).toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect((await ticketOf(ticketId))!.status).toBe('open');
  });
});

describe('/api/support-attachments', () => {
  it('the requester and admins fetch a ticket’s file (private, no-store); nobody else', async () => {
    const acme = await people.signedIn('acme');
    const zenith = await people.signedIn('zenith');
    const root = await people.signedIn('root');
    const pdf = (await upload(acme, PDF, 'application/pdf')).body as unknown as SupportAttachment;
    // Before a ticket uses it, only its uploader (and admins) may see it.
    expect((await fetchFile(acme, pdf.id)).status).toBe(200);
    expect((await fetchFile(zenith, pdf.id)).status).toBe(404);
    await acme.call('createSupportTicket', newTicket({ attachmentIds: [pdf.id] }));

    const mine = await fetchFile(acme, pdf.id);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await mine.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await fetchFile(root, pdf.id)).status).toBe(200);
    expect((await fetchFile(zenith, pdf.id)).status).toBe(404);
    expect((await fetchFile(null, pdf.id)).status).toBe(401);
    expect((await fetchFile(acme, 'f'.repeat(32))).status).toBe(404);
  });

  it('refuses visitors, inactive people, wrong types by content and files over 10 MB', async () => {
    const acme = await people.signedIn('acme');
    expect((await upload(null, JPEG, 'image/jpeg')).status).toBe(401);
    const closed = await people.signedIn('closed');
    expect((await upload(closed, JPEG, 'image/jpeg')).status).toBe(403);
    // A script named as a PDF: the bytes say otherwise.
    expect(
      (await upload(acme, Buffer.from('#!/bin/sh\necho hi\n'), 'application/pdf')).status,
    ).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(acme, big, 'application/pdf')).status).toBe(413);
  });
});

import { SUPPORT_MESSAGES } from '@fixwell/common/support/support-ticket';
import { describe, expect, it } from 'vitest';

import { checkAttachments, replyOutcome, replyPreview, updateOutcome } from './support-decisions';

describe('replyOutcome', () => {
  it('an admin answering waits for the requester, tells them, and takes an unassigned ticket', () => {
    expect(replyOutcome({ assigneeId: null }, { uid: 'root', role: 'support' })).toEqual({
      status: 'waiting',
      assigneeId: 'root',
      assignsAuthor: true,
      tell: { kind: 'requester' },
    });
  });
  it('an admin answering a ticket another admin has leaves the assignment alone', () => {
    expect(replyOutcome({ assigneeId: 'sam' }, { uid: 'root', role: 'support' })).toMatchObject({
      status: 'waiting',
      assigneeId: 'sam',
      assignsAuthor: false,
    });
  });
  it('the requester replying opens the ticket and tells its assignee', () => {
    expect(replyOutcome({ assigneeId: 'sam' }, { uid: 'acme', role: 'requester' })).toEqual({
      status: 'open',
      assigneeId: 'sam',
      assignsAuthor: false,
      tell: { kind: 'assignee', uid: 'sam' },
    });
  });
  it('the requester replying to an unassigned ticket tells every admin', () => {
    expect(replyOutcome({ assigneeId: null }, { uid: 'acme', role: 'requester' }).tell).toEqual({
      kind: 'admins',
    });
  });
});

describe('updateOutcome', () => {
  const ticket = { status: 'open' as const, assigneeId: null };
  it('keeps only real changes', () => {
    expect(updateOutcome(ticket, { status: 'open', assigneeId: null }, 'root').changes).toEqual({});
  });
  it('resolving tells the requester', () => {
    const outcome = updateOutcome(ticket, { status: 'resolved' }, 'root');
    expect(outcome.changes).toEqual({ status: 'resolved' });
    expect(outcome.tellRequesterResolved).toBe(true);
  });
  it('assigning to oneself tells nobody; assigning to another admin tells them', () => {
    expect(updateOutcome(ticket, { assigneeId: 'root' }, 'root').tellAssignee).toBeNull();
    expect(updateOutcome(ticket, { assigneeId: 'sam' }, 'root').tellAssignee).toBe('sam');
  });
  it('unassigning is a change', () => {
    expect(
      updateOutcome({ status: 'open', assigneeId: 'sam' }, { assigneeId: null }, 'root').changes,
    ).toEqual({ assigneeId: null });
  });
});

describe('checkAttachments', () => {
  const record = (uploaderId: string, ticketId: string | null = null) => ({
    uploaderId,
    ticketId,
    name: 'boiler.jpg',
    contentType: 'image/jpeg' as const,
    bytes: 1200,
    createdAt: null,
  });
  it('accepts the caller’s own unused uploads, as the reply carries them', () => {
    expect(checkAttachments('acme', [{ id: 'a1', record: record('acme') }])).toEqual({
      ok: true,
      attachments: [{ id: 'a1', name: 'boiler.jpg', contentType: 'image/jpeg', bytes: 1200 }],
    });
  });
  it('refuses someone else’s file, a missing one and one already used', () => {
    const refused = { ok: false, message: SUPPORT_MESSAGES.attachmentNotYours };
    expect(checkAttachments('acme', [{ id: 'a1', record: record('zenith') }])).toEqual(refused);
    expect(checkAttachments('acme', [{ id: 'a1', record: undefined }])).toEqual(refused);
    expect(checkAttachments('acme', [{ id: 'a1', record: record('acme', 't1') }])).toEqual(refused);
  });
});

describe('replyPreview', () => {
  it('keeps short text on one line and cuts long text', () => {
    expect(replyPreview('Hello\n\nthere')).toBe('Hello there');
    expect(replyPreview('x'.repeat(200))).toHaveLength(140);
  });
});

// The support feature's only contact with Firebase: the tickets and replies it listens to, the
// support callables, and the attachment endpoints of the `api` function. Component tests
// replace this module.
import {
  createSupportTicketCallable,
  replyToSupportTicketCallable,
  updateSupportTicketCallable,
  type CallableInput,
  type CallableOutput,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  SUPPORT_ATTACHMENT_CONTENT_TYPES,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_CATEGORIES,
  SUPPORT_STATUSES,
  supportSearchTerm,
  type SupportAttachment,
} from '@fixwell/common/support/support-ticket';
import { CONVERSATION_MESSAGES } from '@fixwell/common/conversations/conversation';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  doc,
  orderBy,
  query,
  where,
  type DocumentData,
  type QueryConstraint,
} from 'firebase/firestore';

import { env } from '@/config/env';
import type {
  SupportQueueFilters,
  SupportReply,
  SupportReplyPage,
  SupportTicket,
  SupportTicketPage,
} from '@/features/support/support-types';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { watchCount, watchDocument, watchPage } from '@/lib/firestore-live';

/** Tickets per "Show more". */
export const SUPPORT_PAGE_SIZE = 20;
/** Replies shown at first (a thread grows by this many). */
export const SUPPORT_REPLIES_PAGE_SIZE = 50;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

function attachmentsOf(value: unknown): SupportAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const file = item as Record<string, unknown>;
    if (typeof file.id !== 'string') return [];
    return [
      {
        id: file.id,
        name: text(file.name) || 'Attachment',
        contentType: oneOf(SUPPORT_ATTACHMENT_CONTENT_TYPES, file.contentType, 'application/pdf'),
        bytes: typeof file.bytes === 'number' ? file.bytes : 0,
      },
    ];
  });
}

export function ticketFromData(id: string, data: DocumentData): SupportTicket {
  const createdAt = dateOf(data.createdAt) ?? new Date();
  return {
    id,
    requesterId: text(data.requesterId),
    requesterRole: data.requesterRole === 'customer' ? 'customer' : 'company',
    requesterName: text(data.requesterName),
    requesterEmail: text(data.requesterEmail),
    subject: text(data.subject),
    category: oneOf(SUPPORT_CATEGORIES, data.category, 'other'),
    status: oneOf(SUPPORT_STATUSES, data.status, 'open'),
    assigneeId: typeof data.assigneeId === 'string' ? data.assigneeId : null,
    assigneeName: typeof data.assigneeName === 'string' ? data.assigneeName : null,
    lastReplyAt: dateOf(data.lastReplyAt) ?? createdAt,
    lastReplyBy: data.lastReplyBy === 'support' ? 'support' : 'requester',
    replyCount: typeof data.replyCount === 'number' ? data.replyCount : 0,
    createdAt,
  };
}

export function replyFromData(id: string, data: DocumentData): SupportReply {
  return {
    id,
    authorId: text(data.authorId),
    authorRole: data.authorRole === 'support' ? 'support' : 'requester',
    authorName: text(data.authorName),
    text: text(data.text),
    attachments: attachmentsOf(data.attachments),
    createdAt: dateOf(data.createdAt) ?? new Date(),
  };
}

const ticketConverter = readConverter(ticketFromData);
const replyConverter = readConverter(replyFromData);
const tickets = () =>
  collection(firestore(), COLLECTIONS.supportTickets).withConverter(ticketConverter);

/** Listens to the newest `count` tickets `uid` opened, most recent activity first. */
export function watchMyTickets(
  uid: string,
  count: number,
  onData: (page: SupportTicketPage) => void,
  onError: (error: Error) => void,
): () => void {
  return watchPage(
    query(tickets(), where('requesterId', '==', uid), orderBy('lastReplyAt', 'desc')),
    count,
    ({ items, hasMore }) => onData({ tickets: items, hasMore }),
    onError,
  );
}

/**
 * Listens to the admin queue: the filters as equality constraints; open tickets oldest waiting
 * first, the others most recent first.
 */
export function watchSupportQueue(
  adminUid: string,
  filters: SupportQueueFilters,
  count: number,
  onData: (page: SupportTicketPage) => void,
  onError: (error: Error) => void,
): () => void {
  const constraints: QueryConstraint[] = [];
  if (filters.status) constraints.push(where('status', '==', filters.status));
  if (filters.category) constraints.push(where('category', '==', filters.category));
  if (filters.assigned === 'me') constraints.push(where('assigneeId', '==', adminUid));
  if (filters.assigned === 'unassigned') constraints.push(where('assigneeId', '==', null));
  const term = supportSearchTerm(filters.search);
  if (term) constraints.push(where('searchTerms', 'array-contains', term));
  constraints.push(orderBy('lastReplyAt', filters.status === 'open' ? 'asc' : 'desc'));
  return watchPage(
    query(tickets(), ...constraints),
    count,
    ({ items, hasMore }) => onData({ tickets: items, hasMore }),
    onError,
  );
}

/** Listens to one ticket: null when there is none (or it is someone else's). */
export function watchTicket(
  ticketId: string,
  onData: (ticket: SupportTicket | null) => void,
  onError: (error: Error) => void,
): () => void {
  return watchDocument(
    doc(firestore(), COLLECTIONS.supportTickets, ticketId).withConverter(ticketConverter),
    onData,
    onError,
  );
}

/** Listens to the first `count` replies of a ticket, oldest first. */
export function watchReplies(
  ticketId: string,
  count: number,
  onData: (page: SupportReplyPage) => void,
  onError: (error: Error) => void,
): () => void {
  const replies = query(
    collection(
      firestore(),
      COLLECTIONS.supportTickets,
      ticketId,
      COLLECTIONS.supportTicketReplies,
    ).withConverter(replyConverter),
    orderBy('createdAt', 'asc'),
  );
  return watchPage(
    replies,
    count,
    ({ items, hasMore }) => onData({ replies: items, hasMore }),
    onError,
  );
}

export function createSupportTicket(
  input: CallableInput<typeof createSupportTicketCallable>,
): Promise<CallableOutput<typeof createSupportTicketCallable>> {
  return callFunction(createSupportTicketCallable, input);
}

export function replyToSupportTicket(
  input: CallableInput<typeof replyToSupportTicketCallable>,
): Promise<CallableOutput<typeof replyToSupportTicketCallable>> {
  return callFunction(replyToSupportTicketCallable, input);
}

export function updateSupportTicket(
  input: CallableInput<typeof updateSupportTicketCallable>,
): Promise<CallableOutput<typeof updateSupportTicketCallable>> {
  return callFunction(updateSupportTicketCallable, input);
}

// ---- files: POST /api/support-attachments and GET /api/support-attachments/<id> -------------

/** A refused or failed file request, in words to show as they are. */
export class SupportAttachmentError extends Error {
  override readonly name = 'SupportAttachmentError';
}

export const SUPPORT_FILE_LOAD_FAILED = 'This file could not be loaded. Try again.';
const UPLOAD_FAILED = 'The file was not uploaded. Check your connection and try again.';

/** The browser's own check before uploading (the server checks the bytes again). */
export function supportFileProblem(file: { size: number; type: string }): string | null {
  if (!(SUPPORT_ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type))
    return CONVERSATION_MESSAGES.attachmentType;
  if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) return CONVERSATION_MESSAGES.attachmentTooBig;
  return null;
}

function filesUrl(id?: string): string {
  const base = `${env.VITE_API_BASE_URL.replace(/\/+$/, '')}/support-attachments`;
  return id ? `${base}/${encodeURIComponent(id)}` : base;
}

async function idToken(): Promise<string> {
  const { firebaseAuth } = await import('@/lib/firebase');
  const user = firebaseAuth().currentUser;
  if (!user) throw new SupportAttachmentError('Sign in again to send or see files.');
  return user.getIdToken();
}

async function refusal(response: Response, fallback: string): Promise<SupportAttachmentError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (typeof body?.error === 'string' && body.error) return new SupportAttachmentError(body.error);
  return new SupportAttachmentError(fallback);
}

/** Uploads one file; the answer's id then goes with the ticket or reply. */
export async function uploadSupportAttachment(file: File): Promise<SupportAttachment> {
  const problem = supportFileProblem(file);
  if (problem) throw new SupportAttachmentError(problem);
  const token = await idToken();
  let response: Response;
  try {
    response = await fetch(`${filesUrl()}?${new URLSearchParams({ name: file.name })}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': file.type },
      body: file,
    });
  } catch {
    throw new SupportAttachmentError(UPLOAD_FAILED);
  }
  if (!response.ok) throw await refusal(response, UPLOAD_FAILED);
  const [attachment] = attachmentsOf([await response.json().catch(() => null)]);
  if (!attachment) throw new SupportAttachmentError(UPLOAD_FAILED);
  return attachment;
}

/** A file's bytes, fetched with the ID token (an `<img>` cannot carry the header). */
export async function fetchSupportAttachment(id: string, signal?: AbortSignal): Promise<Blob> {
  const token = await idToken();
  let response: Response;
  try {
    response = await fetch(filesUrl(id), {
      headers: { Authorization: `Bearer ${token}` },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new SupportAttachmentError(SUPPORT_FILE_LOAD_FAILED);
  }
  if (!response.ok) throw await refusal(response, SUPPORT_FILE_LOAD_FAILED);
  return response.blob();
}

/** How many tickets wait for an admin's answer, live: the number on "Support" in the admin menu. */
export function watchOpenTicketCount(
  onData: (count: number) => void,
  onError: (error: Error) => void,
): () => void {
  return watchCount(query(tickets(), where('status', '==', 'open')), onData, onError);
}

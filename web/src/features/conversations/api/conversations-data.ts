// The conversations feature's only contact with Firebase: its Firestore reads and writes, the
// attachment endpoints of the `api` function and the admin callables. Hooks build on these, so
// component tests replace this one module.
import {
  hideMessageCallable,
  openQuoteConversationsCallable,
  openSupportConversationCallable,
  postSupportMessageCallable,
  type CallableInput,
  type CallableOutput,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  CONVERSATION_MESSAGES,
  type AttachmentContentType,
  type MessageAttachment,
  type MessagePreview,
  type SenderRole,
} from '@fixwell/common/conversations/conversation';
import { dateOf } from '@fixwell/common/timestamps';
import {
  arrayRemove,
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';

import { env } from '@/config/env';
import { attachmentProblem } from '@/features/conversations/attachment-rules';
import type {
  Conversation,
  ConversationPage,
  Message,
  MessagePage,
  NewMessage,
} from '@/features/conversations/conversation-types';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { watchDocument, watchPage } from '@/lib/firestore-live';

/** Conversations per "Show more" in the list. */
export const CONVERSATIONS_PAGE_SIZE = 30;
/** Conversations the unread badge adds up (the newest with unread messages). */
export const UNREAD_CONVERSATIONS_LIMIT = 100;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function datesOf(value: unknown): Record<string, Date> {
  const dates: Record<string, Date> = {};
  if (value && typeof value === 'object') {
    for (const [key, at] of Object.entries(value as Record<string, unknown>)) {
      const date = dateOf(at);
      if (date) dates[key] = date;
    }
  }
  return dates;
}

function countsOf(value: unknown): Record<string, number> {
  const counts: Record<string, number> = {};
  if (value && typeof value === 'object') {
    for (const [key, count] of Object.entries(value as Record<string, unknown>)) {
      if (typeof count === 'number' && Number.isFinite(count) && count > 0) {
        counts[key] = Math.floor(count);
      }
    }
  }
  return counts;
}

function previewOf(value: unknown): MessagePreview<Date> | null {
  if (!value || typeof value !== 'object') return null;
  const preview = value as Record<string, unknown>;
  return {
    text: text(preview.text),
    senderId: text(preview.senderId),
    senderRole: text(preview.senderRole) as SenderRole,
    at: dateOf(preview.at) ?? new Date(0),
  };
}

/** A conversation document as a `Conversation`; summary fields are written by functions. */
export function conversationFromData(id: string, data: DocumentData): Conversation {
  const createdAt = dateOf(data.createdAt) ?? new Date(0);
  return {
    id,
    leadId: text(data.leadId) || id,
    ...(data.kind === 'support' ? { kind: 'support' as const } : {}),
    quoteId: text(data.quoteId),
    companyId: text(data.companyId),
    customerId: typeof data.customerId === 'string' ? data.customerId : null,
    participantIds: Array.isArray(data.participantIds) ? (data.participantIds as string[]) : [],
    companyName: text(data.companyName),
    customerName: text(data.customerName),
    serviceName: text(data.serviceName),
    postcodeDistrict: text(data.postcodeDistrict),
    lastMessage: previewOf(data.lastMessage),
    unreadCounts: countsOf(data.unreadCounts),
    unreadBy: Array.isArray(data.unreadBy) ? (data.unreadBy as string[]) : [],
    lastReadAt: datesOf(data.lastReadAt),
    createdAt,
    updatedAt: dateOf(data.updatedAt) ?? createdAt,
  };
}

function attachmentOf(value: unknown): MessageAttachment | null {
  if (!value || typeof value !== 'object') return null;
  const attachment = value as Record<string, unknown>;
  if (typeof attachment.id !== 'string') return null;
  return {
    id: attachment.id,
    name: text(attachment.name) || 'Attachment',
    contentType: text(attachment.contentType) as AttachmentContentType,
    bytes: typeof attachment.bytes === 'number' ? attachment.bytes : 0,
  };
}

/** A message document as a `Message` (a pending `createdAt` is estimated, so it shows at once). */
export function messageFromData(id: string, data: DocumentData): Message {
  const system = data.system as Message['system'] | null | undefined;
  const hidden = data.hidden as { reason?: unknown; at?: unknown } | null | undefined;
  return {
    id,
    senderId: text(data.senderId),
    senderRole: (text(data.senderRole) || 'system') as SenderRole,
    kind: data.kind === 'system' ? 'system' : 'text',
    text: text(data.text),
    attachment: attachmentOf(data.attachment),
    system: system
      ? { event: system.event, text: text(system.text), link: system.link ?? null }
      : null,
    createdAt: dateOf(data.createdAt) ?? new Date(),
    editedAt: dateOf(data.editedAt),
    hidden: hidden ? { reason: text(hidden.reason), at: dateOf(hidden.at) ?? new Date(0) } : null,
  };
}

const conversationConverter = readConverter(conversationFromData);
const messageConverter = readConverter(messageFromData);

const conversationRef = (conversationId: string) =>
  doc(firestore(), COLLECTIONS.conversations, conversationId);
const messagesOf = (conversationId: string) =>
  collection(firestore(), COLLECTIONS.conversations, conversationId, COLLECTIONS.messages);

/** Listens to the newest `count` conversations `uid` takes part in, most recently active first. */
export function watchConversations(
  uid: string,
  count: number,
  onData: (page: ConversationPage) => void,
  onError: (error: Error) => void,
): () => void {
  const conversations = query(
    collection(firestore(), COLLECTIONS.conversations).withConverter(conversationConverter),
    where('participantIds', 'array-contains', uid),
    orderBy('updatedAt', 'desc'),
  );
  return watchPage(
    conversations,
    count,
    ({ items, hasMore }) => onData({ conversations: items, hasMore }),
    onError,
  );
}

/** Listens to one conversation: null when there is none (another person's is refused). */
export function watchConversation(
  conversationId: string,
  onData: (conversation: Conversation | null) => void,
  onError: (error: Error) => void,
): () => void {
  return watchDocument(
    conversationRef(conversationId).withConverter(conversationConverter),
    onData,
    onError,
  );
}

/**
 * Listens to the newest `count` messages of a thread, handed over oldest first. Scrolling back
 * grows `count` by a page, so every message shown stays live (edits, hidden messages).
 */
export function watchMessages(
  conversationId: string,
  count: number,
  onData: (page: MessagePage) => void,
  onError: (error: Error) => void,
): () => void {
  const messages = query(
    messagesOf(conversationId).withConverter(messageConverter),
    orderBy('createdAt', 'desc'),
  );
  return watchPage(
    messages,
    count,
    ({ items, hasMore }) => onData({ messages: [...items].reverse(), hasMore }),
    onError,
  );
}

/** Listens to the number of unread messages of `uid` across its conversations. */
export function watchUnreadMessageCount(
  uid: string,
  onData: (count: number) => void,
  onError: (error: Error) => void,
): () => void {
  const conversations = query(
    collection(firestore(), COLLECTIONS.conversations),
    where('unreadBy', 'array-contains', uid),
    limit(UNREAD_CONVERSATIONS_LIMIT),
  );
  return onSnapshot(
    conversations,
    (snapshot) => {
      let total = 0;
      for (const document of snapshot.docs) {
        total += countsOf(document.data().unreadCounts)[uid] ?? 0;
      }
      onData(total);
    },
    onError,
  );
}

/** A new message's id, made on the device so a retry writes the same message again. */
export function newMessageId(conversationId: string): string {
  return doc(messagesOf(conversationId)).id;
}

/**
 * Writes a participant's text message. Resolves once the server has it; a refusal rejects (the
 * local copy is then withdrawn by Firestore).
 */
export async function sendMessage(
  conversationId: string,
  messageId: string,
  message: NewMessage,
): Promise<void> {
  await setDoc(doc(messagesOf(conversationId), messageId), {
    senderId: message.senderId,
    senderRole: message.senderRole,
    kind: 'text',
    text: message.text,
    attachment: message.attachment,
    system: null,
    createdAt: serverTimestamp(),
    editedAt: null,
    hidden: null,
  });
}

/** Corrects the sender's own text message (the rules allow it for 15 minutes). */
export async function editMessage(
  conversationId: string,
  messageId: string,
  newText: string,
): Promise<void> {
  await updateDoc(doc(messagesOf(conversationId), messageId), {
    text: newText,
    editedAt: serverTimestamp(),
  });
}

/** Marks the thread read by `uid`: the other side then sees "Read" under its messages. */
export async function markConversationRead(conversationId: string, uid: string): Promise<void> {
  await updateDoc(conversationRef(conversationId), {
    [`lastReadAt.${uid}`]: serverTimestamp(),
    [`unreadCounts.${uid}`]: 0,
    unreadBy: arrayRemove(uid),
  });
}

/** A refused or failed attachment request, in words to show as they are. */
export class AttachmentError extends Error {
  override readonly name = 'AttachmentError';
}

export const ATTACHMENT_LOAD_FAILED = 'This file could not be loaded. Try again.';

/** `<base>/message-attachments`, or `<base>/message-attachments/<id>`. */
function attachmentsUrl(id?: string): string {
  const base = `${env.VITE_API_BASE_URL.replace(/\/+$/, '')}/message-attachments`;
  return id ? `${base}/${encodeURIComponent(id)}` : base;
}

/** The signed-in person's Firebase ID token, which the api function checks. */
async function idToken(): Promise<string> {
  const { firebaseAuth } = await import('@/lib/firebase');
  const user = firebaseAuth().currentUser;
  if (!user) throw new AttachmentError('Sign in again to send or see files.');
  return user.getIdToken();
}

async function refusal(response: Response, fallback: string): Promise<AttachmentError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (typeof body?.error === 'string' && body.error) return new AttachmentError(body.error);
  if (response.status === 413) return new AttachmentError(CONVERSATION_MESSAGES.attachmentTooBig);
  if (response.status === 415) return new AttachmentError(CONVERSATION_MESSAGES.attachmentType);
  return new AttachmentError(fallback);
}

/** POST /api/message-attachments with the file's bytes; the answer goes into the message. */
export async function uploadAttachment(
  conversationId: string,
  file: File,
): Promise<MessageAttachment> {
  const problem = attachmentProblem(file);
  if (problem) throw new AttachmentError(problem);
  const token = await idToken();
  const failed = 'The file was not uploaded. Check your connection and try again.';
  const url = `${attachmentsUrl()}?${new URLSearchParams({ conversationId, name: file.name })}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': file.type },
      body: file,
    });
  } catch {
    throw new AttachmentError(failed);
  }
  if (!response.ok) throw await refusal(response, failed);
  const attachment = attachmentOf(await response.json().catch(() => null));
  if (!attachment) throw new AttachmentError(failed);
  return attachment;
}

/**
 * GET /api/message-attachments/<id> with the ID token, as a Blob for an object URL (an `<img>` or
 * a download link cannot carry the Authorization header).
 */
export async function fetchAttachment(id: string, signal?: AbortSignal): Promise<Blob> {
  const token = await idToken();
  let response: Response;
  try {
    response = await fetch(attachmentsUrl(id), {
      headers: { Authorization: `Bearer ${token}` },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AttachmentError(ATTACHMENT_LOAD_FAILED);
  }
  if (!response.ok) throw await refusal(response, ATTACHMENT_LOAD_FAILED);
  return response.blob();
}

/** Every conversation of a quote, for an admin (the server records the reading). */
export function openQuoteConversations(
  quoteId: string,
): Promise<CallableOutput<typeof openQuoteConversationsCallable>> {
  return callFunction(openQuoteConversationsCallable, { quoteId });
}

/** Hides a message for a reason the participants see; admins keep the original. */
export async function hideMessage(input: CallableInput<typeof hideMessageCallable>): Promise<void> {
  await callFunction(hideMessageCallable, input);
}

/** An admin writes into a conversation as Fixwell support; both participants read it. */
export async function postSupportMessage(
  input: CallableInput<typeof postSupportMessageCallable>,
): Promise<void> {
  await callFunction(postSupportMessageCallable, input);
}

/** An admin writes to one party of a quote as Fixwell support, opening their conversation. */
export function openSupportConversation(
  input: CallableInput<typeof openSupportConversationCallable>,
): Promise<CallableOutput<typeof openSupportConversationCallable>> {
  return callFunction(openSupportConversationCallable, input);
}

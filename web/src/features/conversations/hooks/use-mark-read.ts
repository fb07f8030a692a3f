import { useEffect, useState } from 'react';

import { markConversationRead } from '@/features/conversations/api/conversations-data';
import type { Conversation } from '@/features/conversations/conversation-types';

/** Whether `uid` has something in the conversation it has not read yet. */
export function needsReading(conversation: Conversation, uid: string): boolean {
  if ((conversation.unreadCounts[uid] ?? 0) > 0) return true;
  if (conversation.unreadBy.includes(uid)) return true;
  const last = conversation.lastMessage;
  if (!last || last.senderId === uid) return false;
  const readAt = conversation.lastReadAt[uid];
  return !readAt || readAt.getTime() < last.at.getTime();
}

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * Marks the open thread read while the page is in view: when it opens, and again whenever a new
 * message arrives. The write itself makes `needsReading` false, so it runs once per change.
 */
export function useMarkRead(conversation: Conversation | null | undefined, uid: string): void {
  const [visible, setVisible] = useState(pageVisible);
  useEffect(() => {
    const update = () => setVisible(pageVisible());
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  const conversationId = conversation?.id;
  const unread = conversation ? needsReading(conversation, uid) : false;
  useEffect(() => {
    if (!conversationId || !uid || !unread || !visible) return;
    // A refused or failed marker is harmless: the next change tries again.
    markConversationRead(conversationId, uid).catch(() => undefined);
  }, [conversationId, uid, unread, visible]);
}

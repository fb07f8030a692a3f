import type { MessageAttachment } from '@fixwell/common/conversations/conversation';
import { useCallback, useState } from 'react';

import { newMessageId, sendMessage } from '@/features/conversations/api/conversations-data';
import type { Message, NewMessage } from '@/features/conversations/conversation-types';

/** A message this page has sent and the server has not yet confirmed (or refused). */
export type OutgoingMessage = {
  id: string;
  text: string;
  attachment: MessageAttachment | null;
  createdAt: Date;
  status: 'sending' | 'failed';
};

/** An outgoing message as the thread draws it until the live copy takes over. */
export function outgoingAsMessage(
  outgoing: OutgoingMessage,
  sender: Pick<NewMessage, 'senderId' | 'senderRole'>,
): Message {
  return {
    id: outgoing.id,
    senderId: sender.senderId,
    senderRole: sender.senderRole,
    kind: 'text',
    text: outgoing.text,
    attachment: outgoing.attachment,
    system: null,
    createdAt: outgoing.createdAt,
    editedAt: null,
    hidden: null,
  };
}

/**
 * Sends messages optimistically: each shows at once as "Sending…", leaves the outbox once the
 * server has it, and stays as "Not sent" (with its text) when it fails, to be retried with the
 * same id so a retry can never post it twice.
 */
export function useOutbox(
  conversationId: string,
  sender: Pick<NewMessage, 'senderId' | 'senderRole'> | null,
) {
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const senderId = sender?.senderId;
  const senderRole = sender?.senderRole;

  const attempt = useCallback(
    (outgoing: OutgoingMessage) => {
      if (!senderId || !senderRole) return;
      sendMessage(conversationId, outgoing.id, {
        senderId,
        senderRole,
        text: outgoing.text,
        attachment: outgoing.attachment,
      }).then(
        () => setOutbox((items) => items.filter((item) => item.id !== outgoing.id)),
        () =>
          setOutbox((items) =>
            items.map((item) =>
              item.id === outgoing.id ? { ...item, status: 'failed' as const } : item,
            ),
          ),
      );
    },
    [conversationId, senderId, senderRole],
  );

  const send = useCallback(
    (text: string, attachment: MessageAttachment | null) => {
      const outgoing: OutgoingMessage = {
        id: newMessageId(conversationId),
        text,
        attachment,
        createdAt: new Date(),
        status: 'sending',
      };
      setOutbox((items) => [...items, outgoing]);
      attempt(outgoing);
    },
    [attempt, conversationId],
  );

  const retry = useCallback(
    (id: string) => {
      const outgoing = outbox.find((item) => item.id === id);
      if (!outgoing) return;
      const again = { ...outgoing, status: 'sending' as const };
      setOutbox((items) => items.map((item) => (item.id === id ? again : item)));
      attempt(again);
    },
    [attempt, outbox],
  );

  return { outbox, send, retry };
}

import {
  CONVERSATION_MESSAGES,
  MESSAGE_MAX_LENGTH,
} from '@fixwell/common/conversations/conversation';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import type { Message } from '@/features/conversations/conversation-types';
import { formatChatTime } from '@/features/conversations/format-chat';
import { AttachmentView } from '@/features/conversations/components/attachment-view';
import { LinkifiedText } from '@/features/conversations/components/linkified-text';

/** What the sender sees under a message of theirs. */
export type DeliveryStatus = 'sending' | 'failed' | 'sent' | 'read';

const STATUS_WORDS: Record<DeliveryStatus, string> = {
  sending: 'Sending…',
  failed: 'Not sent',
  sent: 'Sent',
  read: 'Read',
};

/** The words shown in place of a message an admin hid. */
export function hiddenNotice(reason: string): string {
  return `This message was hidden by Fixwell: ${reason}`;
}

/** An event in the conversation (an appointment proposed, a quote sent…), with its link. */
export function SystemMessageItem({ message }: { message: Message }) {
  const link = message.system?.link;
  return (
    <li className="chat-message chat-message--system">
      <p>
        {message.system?.text ?? message.text}{' '}
        {link && link.startsWith('/') && !link.startsWith('//') ? (
          <Link to={link}>
            View <span className="visually-hidden">the details</span>
          </Link>
        ) : null}
      </p>
      <span className="chat-message__meta">{formatChatTime(message.createdAt)}</span>
    </li>
  );
}

function EditForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (text: string) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = text.trim();
    if (!body || body.length > MESSAGE_MAX_LENGTH) return;
    setSaving(true);
    setProblem(null);
    try {
      await onSave(body);
    } catch {
      setProblem('Your change was not saved. Messages can be corrected for 15 minutes.');
      setSaving(false);
    }
  }

  return (
    <form className="chat-message__edit" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="visually-hidden">
        Edit your message
      </label>
      <textarea
        id={id}
        value={text}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        autoFocus
      />
      {problem ? <p role="alert">{problem}</p> : null}
      <div className="chat-message__edit-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export type MessageItemProps = {
  message: Message;
  mine: boolean;
  /** The other side's name, for screen readers. */
  senderName: string;
  status?: DeliveryStatus | null;
  onRetry?: () => void;
  /** Present while the sender may still correct the message. */
  onEdit?: (text: string) => Promise<void>;
};

/** One message of a thread: the sender's own on the right, the other side's on the left. */
export function MessageItem({
  message,
  mine,
  senderName,
  status,
  onRetry,
  onEdit,
}: MessageItemProps) {
  const [editing, setEditing] = useState(false);
  const className = `chat-message ${mine ? 'chat-message--mine' : 'chat-message--theirs'}${
    status === 'failed' ? ' chat-message--failed' : ''
  }`;

  return (
    <li className={className}>
      <span className="visually-hidden">{mine ? 'You' : senderName}: </span>
      {message.hidden ? (
        <p className="chat-message__hidden">{hiddenNotice(message.hidden.reason)}</p>
      ) : editing && onEdit ? (
        <EditForm
          initial={message.text}
          onCancel={() => setEditing(false)}
          onSave={async (text) => {
            await onEdit(text);
            setEditing(false);
          }}
        />
      ) : (
        <>
          {message.text ? (
            <p className="chat-message__text">
              <LinkifiedText text={message.text} />
            </p>
          ) : null}
          {message.attachment ? <AttachmentView attachment={message.attachment} /> : null}
        </>
      )}
      {status === 'failed' ? (
        <p className="chat-message__problem" role="alert">
          {CONVERSATION_MESSAGES.sendFailed}
        </p>
      ) : null}
      <span className="chat-message__meta">
        <time dateTime={message.createdAt.toISOString()}>{formatChatTime(message.createdAt)}</time>
        {message.editedAt && !message.hidden ? <span> · edited</span> : null}
        {status ? <span className="chat-message__status"> · {STATUS_WORDS[status]}</span> : null}
        {status === 'failed' && onRetry ? (
          <>
            {' '}
            <button type="button" className="link-button" onClick={onRetry}>
              Retry
            </button>
          </>
        ) : null}
        {onEdit && !editing && !message.hidden ? (
          <>
            {' '}
            <button type="button" className="link-button" onClick={() => setEditing(true)}>
              Edit <span className="visually-hidden">your message</span>
            </button>
          </>
        ) : null}
      </span>
    </li>
  );
}

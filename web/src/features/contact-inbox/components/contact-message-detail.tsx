import {
  CONTACT_INBOX_MESSAGES,
  CONTACT_REPLY_MAX_LENGTH,
  CONTACT_STATUS_LABELS,
  contactReplySchema,
} from '@fixwell/common/admin/contact-inbox';
import { londonTimeOf } from '@fixwell/common/london-time';
import { CONTACT_TOPIC_LABELS, type ContactMessageStatus } from '@fixwell/common/contact-message';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';

import { TextAreaField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { toast } from '@/components/toast/toast-store';
import {
  useReplyToContactMessage,
  useSetContactMessageStatus,
} from '@/features/contact-inbox/api/update-contact-message';
import { useContactMessage } from '@/features/contact-inbox/api/watch-contact-inbox';
import type { InboxMessage } from '@/features/contact-inbox/contact-inbox-types';
import { CallFunctionError } from '@/lib/call-function';
import { formatLongDate } from '@/utils/format';

/** "22 November 2026 at 14:05", London time. */
export function formatInboxTime(date: Date): string {
  return `${formatLongDate(date)} at ${londonTimeOf(date)}`;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The status changes offered for a message in each status. */
const STATUS_ACTIONS: Record<
  ContactMessageStatus,
  Array<[ContactMessageStatus, string, string]>
> = {
  new: [['archived', 'Archive', 'Message archived']],
  read: [
    ['archived', 'Archive', 'Message archived'],
    ['new', 'Mark as new', 'Marked as new'],
  ],
  archived: [['read', 'Move back to the inbox', 'Moved back to the inbox']],
};

export type ContactMessageDetailProps = {
  messageId: string;
  /** Where "Back to the messages" goes (the list with its filter). */
  backHref: string;
};

/**
 * One contact message: who sent it and when, what they wrote, the replies sent so far, the status
 * actions and the reply form. Opening a new message marks it read.
 */
export function ContactMessageDetail({ messageId, backHref }: ContactMessageDetailProps) {
  const message = useContactMessage(messageId);
  const setStatus = useSetContactMessageStatus();
  const markedRead = useRef<string | null>(null);
  const data = message.data;

  useEffect(() => {
    if (data?.status !== 'new' || markedRead.current === data.id) return;
    markedRead.current = data.id;
    setStatus.mutate(
      { messageId: data.id, status: 'read' },
      { onError: (error) => toast.error('Not marked as read', messageOf(error)) },
    );
  }, [data, setStatus]);

  const back = (
    <Link className="list-detail__back" to={backHref}>
      Back to the messages
    </Link>
  );
  if (message.isError)
    return (
      <>
        {back}
        <LoadError message="We could not load this message." onRetry={message.retry} />
      </>
    );
  if (message.isPending) return <LoadingBlock label="Loading the message…" />;
  if (!data)
    return (
      <>
        {back}
        <p role="status">{CONTACT_INBOX_MESSAGES.notFound}</p>
      </>
    );

  async function change(status: ContactMessageStatus, done: string) {
    try {
      await setStatus.mutateAsync({ messageId, status });
      toast.success(done);
    } catch (error) {
      toast.error('Message not changed', messageOf(error));
    }
  }

  return (
    <article className="contact-message" aria-labelledby="contact-message-heading">
      {back}
      <header className="contact-message__header">
        <h2 id="contact-message-heading">{CONTACT_TOPIC_LABELS[data.topic]}</h2>
        <span className={`contact-inbox__status contact-inbox__status--${data.status}`}>
          {CONTACT_STATUS_LABELS[data.status]}
        </span>
      </header>
      <dl className="contact-message__details">
        <dt>From</dt>
        <dd>{data.name}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${data.email}`}>{data.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{data.phone ?? 'Not given'}</dd>
        <dt>Sent</dt>
        <dd>{formatInboxTime(data.createdAt)}</dd>
        <dt>Sender tag</dt>
        <dd title="The start of the keyed hash of the sender’s IP address: the same tag on two messages means they came from one connection.">
          {data.senderTag || 'None'}
        </dd>
      </dl>
      <h3 className="visually-hidden">Message</h3>
      <p className="contact-message__body">{data.message}</p>
      <div className="contact-message__actions" role="group" aria-label="Message actions">
        {STATUS_ACTIONS[data.status].map(([status, label, done]) => (
          <button
            key={status}
            type="button"
            className="button button--secondary"
            disabled={setStatus.isPending}
            onClick={() => void change(status, done)}
          >
            {label}
          </button>
        ))}
      </div>
      <Replies message={data} />
      <ReplyForm message={data} />
    </article>
  );
}

function Replies({ message }: { message: InboxMessage }) {
  if (message.replies.length === 0) return <p>No reply has been sent yet.</p>;
  return (
    <section aria-labelledby="contact-replies-heading">
      <h3 id="contact-replies-heading">Replies sent ({message.replies.length})</h3>
      <ol className="contact-message__replies">
        {message.replies.map((reply, index) => (
          <li key={`${reply.at.getTime()}-${index}`}>
            <p className="contact-inbox__meta">
              {reply.byEmail || 'An admin'} · {formatInboxTime(reply.at)}
            </p>
            <p className="contact-message__reply-text">{reply.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ReplyForm({ message }: { message: InboxMessage }) {
  const base = useId();
  const reply = useReplyToContactMessage();
  const form = useZodForm(contactReplySchema, { defaultValues: { text: '' } });
  const length = (form.watch('text') ?? '').length;

  return (
    <section aria-labelledby={`${base}-heading`}>
      <h3 id={`${base}-heading`}>Reply by email</h3>
      <Form
        form={form}
        aria-labelledby={`${base}-heading`}
        errorMessage={messageOf}
        onSubmit={async ({ text }) => {
          try {
            await reply.mutateAsync({ messageId: message.id, text });
          } catch (error) {
            const field =
              error instanceof CallFunctionError
                ? (error.details as { fields?: { text?: string } } | undefined)?.fields?.text
                : undefined;
            if (field) {
              form.setError('text', { message: field });
              return;
            }
            throw error;
          }
          form.reset({ text: '' });
          toast.success('Reply sent', CONTACT_INBOX_MESSAGES.replySent);
        }}
      >
        <TextAreaField
          name="text"
          label={`Your reply to ${message.name}`}
          hint={`Sent to ${message.email}; their answer comes back to the support inbox.`}
          rows={6}
          after={
            <p className="form-field__hint">
              {length} of {CONTACT_REPLY_MAX_LENGTH.toLocaleString('en-GB')} characters
            </p>
          }
        />
        <div className="form-actions">
          <SubmitButton pending={reply.isPending} pendingText="Sending…">
            Send reply
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

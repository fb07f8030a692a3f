import {
  replyToSupportTicketSchema,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_STATUS_ADMIN_LABELS,
  SUPPORT_STATUS_LABELS,
  type SupportAttachment,
} from '@fixwell/common/support/support-ticket';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { TextAreaField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { ShowMoreButton } from '@/components/show-more-button';
import { SUPPORT_REPLIES_PAGE_SIZE } from '@/features/support/api/support-data';
import { useReplyToSupportTicket } from '@/features/support/api/reply-to-support-ticket';
import { useSupportReplies, useSupportTicket } from '@/features/support/api/watch-support';
import { AttachmentPicker } from '@/features/support/components/attachment-picker';
import { SupportAttachmentView } from '@/features/support/components/support-attachment-view';
import { readFilesDraft, storeFilesDraft } from '@/features/support/files-draft';
import { formatSupportTime } from '@/features/support/format-support';
import type { SupportReply, SupportTicket } from '@/features/support/support-types';
import { clearDraft, readDraft, useSaveDraft } from '@/hooks/use-form-draft';

export type TicketThreadProps = {
  ticketId: string;
  /** Whose page it is: the requester reads "You" and "Fixwell support", an admin names both. */
  viewer: 'requester' | 'admin';
  backHref: string;
  /** Admin controls above the thread (assignment, status). */
  actions?: (ticket: SupportTicket) => ReactNode;
};

const replyFormSchema = replyToSupportTicketSchema.omit({ ticketId: true, attachmentIds: true });
const DRAFT_FIELDS = ['message'] as const;
export const replyDraftKey = (ticketId: string) => `support:reply:${ticketId}`;

function authorOf(reply: SupportReply, viewer: TicketThreadProps['viewer']): string {
  if (reply.authorRole === 'support')
    return viewer === 'admin' ? `${reply.authorName} (Fixwell support)` : 'Fixwell support';
  return viewer === 'admin' ? reply.authorName : 'You';
}

/** A ticket's thread, live, with the reply box underneath. */
export function TicketThread({ ticketId, viewer, backHref, actions }: TicketThreadProps) {
  const base = useId();
  const [count, setCount] = useState(SUPPORT_REPLIES_PAGE_SIZE);
  const ticket = useSupportTicket(ticketId);
  const replies = useSupportReplies(ticketId, count);

  if (ticket.isError)
    return <LoadError message="We could not load this ticket." onRetry={ticket.retry} />;
  if (ticket.isPending) return <LoadingBlock label="Loading the ticket…" lines={4} />;
  if (!ticket.data)
    return (
      <div className="notice" role="status">
        <p>We could not find that ticket.</p>
        <Link to={backHref}>Back to all tickets</Link>
      </div>
    );
  const current = ticket.data;
  const statusLabel = (viewer === 'admin' ? SUPPORT_STATUS_ADMIN_LABELS : SUPPORT_STATUS_LABELS)[
    current.status
  ];

  return (
    <article className="support-thread" aria-labelledby={`${base}-subject`}>
      <Link className="list-detail__back" to={backHref}>
        Back to all tickets
      </Link>
      <header className="support-thread__header">
        <h2 id={`${base}-subject`}>{current.subject}</h2>
        <p className="support-thread__meta">
          <span className={`support-status support-status--${current.status}`}>{statusLabel}</span>{' '}
          · {SUPPORT_CATEGORY_LABELS[current.category]}
          {viewer === 'admin' ? (
            <>
              {' '}
              · From {current.requesterName} ({current.requesterEmail}) · Assigned to{' '}
              {current.assigneeName ?? 'nobody'}
            </>
          ) : null}
        </p>
      </header>
      {actions ? actions(current) : null}
      {replies.isError ? (
        <LoadError message="We could not load the replies." onRetry={replies.retry} />
      ) : replies.isPending ? (
        <LoadingBlock label="Loading the replies…" />
      ) : (
        <>
          <ol className="support-thread__replies" aria-label="Replies">
            {replies.data?.replies.map((reply) => (
              <li
                key={reply.id}
                className={`support-reply support-reply--${reply.authorRole}`}
                aria-label={`${authorOf(reply, viewer)}, ${formatSupportTime(reply.createdAt)}`}
              >
                <p className="support-reply__author">
                  <strong>{authorOf(reply, viewer)}</strong>{' '}
                  <time dateTime={reply.createdAt.toISOString()}>
                    {formatSupportTime(reply.createdAt)}
                  </time>
                </p>
                <p className="support-reply__text">{reply.text}</p>
                {reply.attachments.length > 0 ? (
                  <ul className="support-reply__files" aria-label="Files">
                    {reply.attachments.map((file) => (
                      <li key={file.id}>
                        <SupportAttachmentView attachment={file} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
          {replies.data?.hasMore ? (
            <ShowMoreButton onShowMore={() => setCount((n) => n + SUPPORT_REPLIES_PAGE_SIZE)} />
          ) : null}
        </>
      )}
      <ReplyBox ticket={current} viewer={viewer} />
    </article>
  );
}

function ReplyBox({ ticket, viewer }: { ticket: SupportTicket; viewer: 'requester' | 'admin' }) {
  const base = useId();
  const key = replyDraftKey(ticket.id);
  const reply = useReplyToSupportTicket();
  const form = useZodForm(replyFormSchema, {
    defaultValues: { message: readDraft(key, DRAFT_FIELDS).message ?? '' },
  });
  useSaveDraft(key, form.watch, DRAFT_FIELDS);
  const [files, setFiles] = useState<SupportAttachment[]>(() => readFilesDraft(key));
  const [uploading, setUploading] = useState(false);

  function changeFiles(next: SupportAttachment[]) {
    setFiles(next);
    storeFilesDraft(key, next);
  }

  const hint =
    viewer === 'admin'
      ? 'The requester is emailed and the ticket then waits for them.'
      : ticket.status === 'resolved'
        ? 'This ticket is resolved; replying opens it again.'
        : undefined;

  return (
    <section className="support-thread__reply" aria-labelledby={`${base}-heading`}>
      <h3 id={`${base}-heading`}>Reply</h3>
      <Form
        form={form}
        aria-labelledby={`${base}-heading`}
        onSubmit={async ({ message }) => {
          if (uploading) throw new Error('Wait for your files to finish uploading.');
          await reply.mutateAsync({
            ticketId: ticket.id,
            message,
            attachmentIds: files.map((file) => file.id),
          });
          clearDraft(key);
          changeFiles([]);
          form.reset({ message: '' });
        }}
      >
        <TextAreaField name="message" label="Your reply" rows={4} hint={hint} />
        <AttachmentPicker files={files} onChange={changeFiles} onBusyChange={setUploading} />
        <div className="form-actions">
          <SubmitButton pendingText="Sending…" pending={reply.isPending || uploading}>
            Send reply
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

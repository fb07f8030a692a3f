import {
  REVIEW_REPLY_MAX,
  replyToReviewSchema,
  reportReviewSchema,
} from '@fixwell/common/reviews/review';
import { useId, useState } from 'react';

import { TextAreaField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import { useReplyToReview } from '@/features/reviews/api/reply-to-review';
import { useReportReview } from '@/features/reviews/api/report-review';
import type { StoredReview } from '@/features/reviews/review-types';

const replyFormSchema = replyToReviewSchema.omit({ reviewId: true });
const reportFormSchema = reportReviewSchema.omit({ reviewId: true });

function refusalOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The company's one public reply to a published review. */
export function ReplyForm({ review }: { review: StoredReview }) {
  const base = useId();
  const reply = useReplyToReview();
  const form = useZodForm(replyFormSchema, { defaultValues: { body: '' } });
  const length = String(form.watch('body') ?? '').trim().length;
  return (
    <Form
      form={form}
      aria-label={`Reply to ${review.authorName}`}
      errorMessage={refusalOf}
      onSubmit={async ({ body }) => {
        await reply.mutateAsync({ reviewId: review.id, body });
        toast.success('Reply posted', 'It shows under the review on your public profile.');
      }}
    >
      <TextAreaField
        name="body"
        label="Your public reply"
        hint="You can reply once. Everyone who reads the review sees it."
        rows={3}
        maxLength={REVIEW_REPLY_MAX}
        after={
          <p className="form-field__hint" id={`${base}-count`}>
            {length.toLocaleString('en-GB')} of {REVIEW_REPLY_MAX.toLocaleString('en-GB')}{' '}
            characters
          </p>
        }
      />
      <div className="form-actions">
        <SubmitButton pendingText="Posting…">Post reply</SubmitButton>
      </div>
    </Form>
  );
}

/** Reporting a review to Fixwell's moderators, behind a button. */
export function ReportReview({ review }: { review: StoredReview }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const report = useReportReview();
  const form = useZodForm(reportFormSchema, { defaultValues: { note: '' } });
  if (sent) return <p role="status">Reported. Fixwell’s moderators will look at it.</p>;
  if (!open) {
    return (
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        Report
      </button>
    );
  }
  return (
    <Form
      form={form}
      aria-label={`Report the review by ${review.authorName}`}
      errorMessage={refusalOf}
      onSubmit={async ({ note }) => {
        await report.mutateAsync({ reviewId: review.id, note });
        setSent(true);
      }}
    >
      <TextAreaField
        name="note"
        label="What is wrong with this review?"
        hint="Fixwell hides reviews that are abusive, contain personal data, are not about a job or must go for legal reasons — never for being negative."
        rows={3}
      />
      <div className="form-actions">
        <SubmitButton variant="secondary" pendingText="Sending…">
          Send report
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </Form>
  );
}

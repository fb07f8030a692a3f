import {
  REVIEW_ASPECT_LABELS,
  REVIEW_ASPECTS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  submitReviewSchema,
} from '@fixwell/common/reviews/review';
import { useId, useMemo } from 'react';

import { RadioGroupField, TextAreaField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import { useSubmitReview } from '@/features/reviews/api/submit-review';
import type { ReviewInvitation } from '@/features/reviews/review-types';
import { clearDraft, readDraft, useSaveDraft } from '@/hooks/use-form-draft';

import './reviews.css';

/** What the customer fills in: the job is known and added when the form is sent. */
const reviewFormSchema = submitReviewSchema.omit({ invitationId: true });

const STAR_CHOICES = [1, 2, 3, 4, 5].map((stars) => ({
  value: String(stars),
  label: `${stars} ${stars === 1 ? 'star' : 'stars'}`,
}));

const DRAFT_FIELDS = ['quality', 'value', 'reliability', 'body'] as const;
const draftKey = (leadId: string) => `review:${leadId}`;

function refusalOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The review of one job: quality, value and reliability as radio groups of 1 to 5 stars, and the
 * words (30 to 3,000 characters, counted as they are typed). The draft survives a reload.
 */
export function ReviewForm({
  invitation,
  onSubmitted,
}: {
  invitation: ReviewInvitation;
  onSubmitted?: () => void;
}) {
  const base = useId();
  const submit = useSubmitReview();
  const key = draftKey(invitation.leadId);
  const draft = useMemo(() => readDraft(key, DRAFT_FIELDS), [key]);
  const form = useZodForm(reviewFormSchema, {
    defaultValues: {
      ...(draft.quality ? { quality: draft.quality } : {}),
      ...(draft.value ? { value: draft.value } : {}),
      ...(draft.reliability ? { reliability: draft.reliability } : {}),
      body: draft.body ?? '',
    },
  });
  useSaveDraft(key, form.watch, DRAFT_FIELDS);
  const length = String(form.watch('body') ?? '').trim().length;

  return (
    <section className="review-form" aria-labelledby={`${base}-heading`}>
      <h3 id={`${base}-heading`}>
        Review {invitation.companyName}
        {invitation.serviceName ? `: ${invitation.serviceName}` : ''}
      </h3>
      <Form
        form={form}
        aria-labelledby={`${base}-heading`}
        errorMessage={refusalOf}
        onSubmit={async (values) => {
          await submit.mutateAsync({ invitationId: invitation.id, ...values });
          clearDraft(key);
          toast.success('Review posted', `Thank you for reviewing ${invitation.companyName}.`);
          onSubmitted?.();
        }}
      >
        {REVIEW_ASPECTS.map((aspect) => (
          <div key={aspect} className="star-choices">
            <RadioGroupField
              name={aspect}
              legend={REVIEW_ASPECT_LABELS[aspect]}
              choices={STAR_CHOICES}
            />
          </div>
        ))}
        <TextAreaField
          name="body"
          label="Your review"
          hint={`What was done, and how it went. At least ${REVIEW_TEXT_MIN} characters.`}
          rows={6}
          maxLength={REVIEW_TEXT_MAX}
          after={
            <p className="form-field__hint" aria-live="polite">
              {length.toLocaleString('en-GB')} of {REVIEW_TEXT_MAX.toLocaleString('en-GB')}{' '}
              characters
            </p>
          }
        />
        <div className="form-actions">
          <SubmitButton pendingText="Posting…">Post review</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

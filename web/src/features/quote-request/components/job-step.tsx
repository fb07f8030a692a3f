import {
  BUDGET_BAND_LABELS,
  BUDGET_BANDS,
  QUOTE_TIMING_LABELS,
  QUOTE_TIMINGS,
} from '@fixwell/common/quote/quote-request';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

import { choicesOf, RadioGroupField, TextAreaField } from '@/components/form/bound-fields';
import type { QuoteFormValues } from '@/features/quote-request/quote-form-values';

const DESCRIPTION_MIN = 20;
const DESCRIPTION_MAX = 2000;
const COUNT = new Intl.NumberFormat('en-GB');
const TIMING_CHOICES = choicesOf(QUOTE_TIMINGS, QUOTE_TIMING_LABELS);
const BUDGET_CHOICES = choicesOf(BUDGET_BANDS, BUDGET_BAND_LABELS);

export type JobStepProps = {
  /** The photo picker, given the server's message about the photos, if any. */
  photos?: (error: string | undefined) => ReactNode;
};

/** When, for how much, and what the job is, with photos if the person has some. */
export function JobStep({ photos }: JobStepProps) {
  const { watch, formState } = useFormContext<QuoteFormValues>();
  const length = watch('description').trim().length;
  const countText =
    length < DESCRIPTION_MIN
      ? `${COUNT.format(length)} of at least ${DESCRIPTION_MIN} characters`
      : `${COUNT.format(length)} of ${COUNT.format(DESCRIPTION_MAX)} characters`;

  return (
    <>
      <RadioGroupField
        name="timing"
        legend="When do you need the work done?"
        choices={TIMING_CHOICES}
      />
      <RadioGroupField
        name="budget"
        legend="What is your budget?"
        hint="A rough idea helps companies decide whether they can help."
        choices={BUDGET_CHOICES}
      />
      <TextAreaField
        name="description"
        label="Describe the job"
        hint="What needs doing, any problem you have noticed, and anything about access. Between 20 and 2,000 characters."
        rows={7}
        after={
          <p
            className={
              length > DESCRIPTION_MAX
                ? 'quote-form__count quote-form__count--over'
                : 'quote-form__count'
            }
            aria-live="polite"
          >
            {countText}
          </p>
        }
      />

      {photos?.(formState.errors.photos?.message)}
    </>
  );
}

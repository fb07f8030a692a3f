import {
  BUDGET_BAND_LABELS,
  BUDGET_BANDS,
  QUOTE_TIMING_LABELS,
  QUOTE_TIMINGS,
} from '@fixwell/common/quote/quote-request';
import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

import { ChoiceGroup, ChoiceOption, FormField } from '@/components/form/form-field';
import type { QuoteFormValues } from '@/features/quote-request/quote-form-values';

const DESCRIPTION_MIN = 20;
const DESCRIPTION_MAX = 2000;
const COUNT = new Intl.NumberFormat('en-GB');

export type JobStepProps = {
  /** The photo picker, given the server's message about the photos, if any. */
  photos?: (error: string | undefined) => ReactNode;
};

/** When, for how much, and what the job is, with photos if the person has some. */
export function JobStep({ photos }: JobStepProps) {
  const { register, watch, formState } = useFormContext<QuoteFormValues>();
  const { errors } = formState;
  const base = useId();
  const length = watch('description').trim().length;
  const countText =
    length < DESCRIPTION_MIN
      ? `${COUNT.format(length)} of at least ${DESCRIPTION_MIN} characters`
      : `${COUNT.format(length)} of ${COUNT.format(DESCRIPTION_MAX)} characters`;

  return (
    <>
      <ChoiceGroup legend="When do you need the work done?" error={errors.timing?.message}>
        {(control) =>
          QUOTE_TIMINGS.map((timing) => (
            <ChoiceOption
              key={timing}
              id={`${base}-timing-${timing}`}
              label={QUOTE_TIMING_LABELS[timing]}
            >
              <input
                {...control}
                id={`${base}-timing-${timing}`}
                type="radio"
                value={timing}
                {...register('timing')}
              />
            </ChoiceOption>
          ))
        }
      </ChoiceGroup>

      <ChoiceGroup
        legend="What is your budget?"
        hint="A rough idea helps companies decide whether they can help."
        error={errors.budget?.message}
      >
        {(control) =>
          BUDGET_BANDS.map((band) => (
            <ChoiceOption key={band} id={`${base}-budget-${band}`} label={BUDGET_BAND_LABELS[band]}>
              <input
                {...control}
                id={`${base}-budget-${band}`}
                type="radio"
                value={band}
                {...register('budget')}
              />
            </ChoiceOption>
          ))
        }
      </ChoiceGroup>

      <FormField
        label="Describe the job"
        hint="What needs doing, any problem you have noticed, and anything about access. Between 20 and 2,000 characters."
        error={errors.description?.message}
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
      >
        {(control) => (
          <textarea
            {...control}
            className="form-field__input"
            rows={7}
            {...register('description')}
          />
        )}
      </FormField>

      {photos?.(errors.photos?.message)}
    </>
  );
}

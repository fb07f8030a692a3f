import { useFormContext } from 'react-hook-form';

import { SelectField } from '@/components/form/bound-fields';
import { LoadError } from '@/components/load-error';
import { ServiceQuestion } from '@/features/quote-request/components/service-question';
import type {
  QuoteFormValues,
  QuoteQuestion,
  QuoteServiceOption,
} from '@/features/quote-request/quote-form-values';

export type QuestionsState = {
  questions: readonly QuoteQuestion[] | undefined;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  retry: () => void;
};

/** Which service, then that service's own questions. */
export function ServiceStep({
  services,
  questions,
}: {
  services: readonly QuoteServiceOption[];
  questions: QuestionsState;
}) {
  const { setValue, watch } = useFormContext<QuoteFormValues>();
  const service = watch('service');

  return (
    <>
      <SelectField
        name="service"
        label="What do you need?"
        hint="Choose the closest match. You can describe the job in your own words later. Not listed? Use “Other: tell us what you need” below."
        // Another service asks other questions: answers to the last one's would mean nothing.
        registerOptions={{ onChange: () => setValue('answers', {}) }}
      >
        <option value="">Choose a service</option>
        {services.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </SelectField>

      {service ? (
        <div className="quote-form__questions" aria-live="polite" aria-busy={questions.loading}>
          {questions.loading ? (
            <p className="form-field__hint">Loading the questions for this service…</p>
          ) : null}
          {questions.failed ? (
            <LoadError
              message="We could not load the questions for this service."
              onRetry={questions.retry}
              retrying={questions.retrying}
            />
          ) : null}
          {questions.questions?.map((question) => (
            <ServiceQuestion key={`${service}:${question.id}`} question={question} />
          ))}
        </div>
      ) : null}
    </>
  );
}

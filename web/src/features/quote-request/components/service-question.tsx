import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import { RadioGroupField, TextField } from '@/components/form/bound-fields';
import { ChoiceGroup, ChoiceOption } from '@/components/form/form-field';
import type { QuoteFormValues, QuoteQuestion } from '@/features/quote-request/quote-form-values';

/** One of the service's own questions: a radio group, a checkbox group or a text box. */
export function ServiceQuestion({ question }: { question: QuoteQuestion }) {
  const name = `answers.${question.id}` as const;
  const { formState } = useFormContext<QuoteFormValues>();
  const error = formState.errors.answers?.[question.id]?.message;
  const optional = !question.required;

  if (question.type === 'text') {
    return <TextField name={name} label={question.label} optional={optional} />;
  }

  if (question.type === 'single-choice') {
    return (
      <RadioGroupField
        name={name}
        legend={question.label}
        optional={optional}
        choices={(question.options ?? []).map((option) => ({ value: option, label: option }))}
      />
    );
  }

  return <MultipleChoice question={question} error={error} optional={optional} />;
}

/** Checkboxes whose value is always a list, even when only one is ticked. */
function MultipleChoice({
  question,
  error,
  optional,
}: {
  question: QuoteQuestion;
  error: string | undefined;
  optional: boolean;
}) {
  const base = useId();
  const { field } = useController<QuoteFormValues>({ name: `answers.${question.id}` });
  // Typed by the whole form, the value could be any array field; this one holds the ticked options.
  const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <ChoiceGroup
      legend={question.label}
      error={error}
      optional={optional}
      hint="Tick all that apply."
    >
      {(control) =>
        (question.options ?? []).map((option, index) => (
          <ChoiceOption key={option} id={`${base}-${index}`} label={option}>
            <input
              {...control}
              id={`${base}-${index}`}
              type="checkbox"
              name={field.name}
              value={option}
              ref={index === 0 ? field.ref : undefined}
              checked={chosen.includes(option)}
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(
                  event.target.checked
                    ? [...chosen, option]
                    : chosen.filter((item) => item !== option),
                )
              }
            />
          </ChoiceOption>
        ))
      }
    </ChoiceGroup>
  );
}

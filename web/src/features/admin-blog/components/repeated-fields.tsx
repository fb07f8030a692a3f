import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';

import { TextAreaField, TextField, useFieldError } from '@/components/form/bound-fields';

/** A list of small groups of fields (questions, steps), each removable, with an "Add" button. */
function RepeatedFields({
  name,
  legend,
  hint,
  before,
  item,
  blank,
}: {
  name: 'faq' | 'howToSteps';
  legend: string;
  hint: string;
  before?: ReactNode;
  /** The fields of item `index`, and the words for it ("question 2"). */
  item: { noun: string; fields: (index: number) => ReactNode };
  blank: Record<string, string>;
}) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const error = useFieldError(name);
  return (
    <fieldset className="blog-repeat">
      <legend>{legend}</legend>
      <p className="form-field__hint">{hint}</p>
      {before}
      {fields.map((field, index) => (
        <div key={field.id} className="blog-repeat__item">
          {item.fields(index)}
          <div>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => remove(index)}
            >
              Remove {item.noun} {index + 1}
            </button>
          </div>
        </div>
      ))}
      {error ? <p className="form-field__error">{error}</p> : null}
      <div>
        <button type="button" className="button button--secondary" onClick={() => append(blank)}>
          Add a {item.noun}
        </button>
      </div>
    </fieldset>
  );
}

/** Questions and answers: the page shows them and FAQPage structured data lists them. */
export function FaqFields() {
  return (
    <RepeatedFields
      name="faq"
      legend="Frequently asked questions"
      hint="Shown under the post and given to search engines as FAQ data."
      blank={{ question: '', answer: '' }}
      item={{
        noun: 'question',
        fields: (index) => (
          <>
            <TextField name={`faq.${index}.question`} label={`Question ${index + 1}`} />
            <TextAreaField name={`faq.${index}.answer`} label={`Answer ${index + 1}`} rows={3} />
          </>
        ),
      }}
    />
  );
}

/** A how-to's total time and steps: HowTo structured data, and the steps shown on the page. */
export function HowToFields() {
  return (
    <RepeatedFields
      name="howToSteps"
      legend="How-to steps"
      hint="For a step-by-step guide: at least two steps and the time it takes. Leave empty otherwise."
      before={
        <TextField
          name="howToTotalTime"
          label="Time it takes"
          hint="An ISO 8601 duration: PT45M is 45 minutes, PT2H is two hours, P1D a day."
          optional
        />
      }
      blank={{ name: '', text: '' }}
      item={{
        noun: 'step',
        fields: (index) => (
          <>
            <TextField name={`howToSteps.${index}.name`} label={`Step ${index + 1}`} />
            <TextAreaField
              name={`howToSteps.${index}.text`}
              label={`What to do in step ${index + 1}`}
              rows={3}
            />
          </>
        ),
      }}
    />
  );
}

import {
  PRICE_RANGE_ORDER_MESSAGE,
  type CatalogueServiceInput,
} from '@fixwell/common/admin/catalogue-admin';
import { PRICE_UNITS } from '@fixwell/common/catalogue/catalogue-constants';
import type { ReactNode } from 'react';
import {
  useFieldArray,
  useFormContext,
  type FieldArray,
  type FieldArrayPath,
} from 'react-hook-form';

import {
  SelectField,
  TextAreaField,
  TextField,
  useFieldError,
} from '@/components/form/bound-fields';
import { CheckboxField, FormField } from '@/components/form/form-field';
import { ListField } from '@/components/form/list-field';

type ArrayName = FieldArrayPath<CatalogueServiceInput> & ('questions' | 'priceRanges' | 'faqs');

/** A list of small groups of fields, each removable and movable, with an "Add" button. */
function Repeated<N extends ArrayName>({
  name,
  legend,
  hint,
  noun,
  blank,
  item,
}: {
  name: N;
  legend: string;
  hint: string;
  noun: string;
  blank: FieldArray<CatalogueServiceInput, N>;
  item: (index: number) => ReactNode;
}) {
  const { control } = useFormContext<CatalogueServiceInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  // The schema's message on the list (too few, too many) is kept on `root` for a field array.
  const rootError = useFieldError(`${name}.root`);
  const error = useFieldError(name) ?? rootError;
  return (
    <fieldset className="service-editor__repeat">
      <legend>{legend}</legend>
      <p className="form-field__hint">{hint}</p>
      {fields.map((field, index) => (
        <div key={field.id} className="service-editor__item">
          <p className="service-editor__item-title">
            {noun[0]!.toUpperCase() + noun.slice(1)} {index + 1}
          </p>
          {item(index)}
          <div className="service-editor__item-actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              Move {noun} {index + 1} up
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={index === fields.length - 1}
              onClick={() => move(index, index + 1)}
            >
              Move {noun} {index + 1} down
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => remove(index)}
            >
              Remove {noun} {index + 1}
            </button>
          </div>
        </div>
      ))}
      {error ? <p className="form-field__error">{error}</p> : null}
      <div>
        <button type="button" className="button button--secondary" onClick={() => append(blank)}>
          Add a {noun}
        </button>
      </div>
    </fieldset>
  );
}

/** A whole number of pounds, bound to the form as a number. */
function PoundsField({ name, label, error }: { name: string; label: string; error?: string }) {
  const { register } = useFormContext();
  const own = useFieldError(name);
  return (
    <FormField label={label} error={own ?? error}>
      {(control) => (
        <input
          {...control}
          className="form-field__input service-editor__pounds"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...register(name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
}

/** A ticked-or-not setting bound by name. */
export function BooleanField({ name, label }: { name: string; label: ReactNode }) {
  const { register } = useFormContext();
  return (
    <CheckboxField label={label} error={useFieldError(name)}>
      {(control) => <input {...control} type="checkbox" {...register(name)} />}
    </CheckboxField>
  );
}

function PriceRange({ index }: { index: number }) {
  // The schema's check of the pair is on the range itself: shown on its highest price.
  const pairError = useFieldError(`priceRanges.${index}`);
  return (
    <div className="service-editor__row">
      <TextField name={`priceRanges.${index}.job`} label="Job" />
      <PoundsField name={`priceRanges.${index}.min`} label="From (£)" />
      <PoundsField
        name={`priceRanges.${index}.max`}
        label="To (£)"
        error={pairError ? PRICE_RANGE_ORDER_MESSAGE : undefined}
      />
      <SelectField name={`priceRanges.${index}.unit`} label="Per">
        {PRICE_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

export function PriceRangeFields() {
  return (
    <Repeated
      name="priceRanges"
      legend="Typical prices"
      hint="Whole pounds including VAT, as shown in the service page's price table. At least three jobs."
      noun="price"
      blank={{ job: '', min: 0, max: 0, unit: 'job' }}
      item={(index) => <PriceRange index={index} />}
    />
  );
}

function Question({ index }: { index: number }) {
  const { watch } = useFormContext<CatalogueServiceInput>();
  const type = watch(`questions.${index}.type`);
  return (
    <>
      <TextField name={`questions.${index}.label`} label="Question" />
      <div className="service-editor__row">
        <TextField
          name={`questions.${index}.id`}
          label="Answer key"
          hint="Lower-case words joined by hyphens, e.g. boiler-age. Keep it once requests use it."
        />
        <SelectField name={`questions.${index}.type`} label="Answer">
          <option value="single-choice">One choice</option>
          <option value="multiple-choice">Several choices</option>
          <option value="text">Free text</option>
        </SelectField>
      </div>
      {type !== 'text' ? (
        <ListField
          separator="line"
          name={`questions.${index}.options`}
          label="Options"
          hint="One per line, up to 10."
          rows={4}
        />
      ) : null}
      <BooleanField name={`questions.${index}.required`} label="People must answer it" />
    </>
  );
}

export function QuestionFields() {
  return (
    <Repeated
      name="questions"
      legend="Questions on the quote form"
      hint="Asked after someone picks this service; the answers go to the companies matched. Two to six questions."
      noun="question"
      blank={{ id: '', label: '', type: 'single-choice', options: [], required: false }}
      item={(index) => <Question index={index} />}
    />
  );
}

export function FaqFields() {
  return (
    <Repeated
      name="faqs"
      legend="Frequently asked questions"
      hint="Shown on the service page and given to search engines as FAQ data. At least four."
      noun="FAQ"
      blank={{ question: '', answer: '' }}
      item={(index) => (
        <>
          <TextField name={`faqs.${index}.question`} label="Question" />
          <TextAreaField name={`faqs.${index}.answer`} label="Answer" rows={3} />
        </>
      )}
    />
  );
}

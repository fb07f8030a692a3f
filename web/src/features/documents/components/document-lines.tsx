import {
  VAT_RATE_LABELS,
  VAT_RATES,
  lineNetPence,
} from '@fixwell/common/documents/document-totals';
import { useEffect, useState } from 'react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';

import { useFieldError } from '@/components/form/bound-fields';
import { FormField } from '@/components/form/form-field';
import {
  countableLines,
  emptyLine,
  penceFromPounds,
  poundsFromPence,
  type EditorValues,
} from '@/features/documents/editor-form';
import { formatMoney } from '@/utils/format';

/** The unit price typed in pounds and pence ("12.50"), kept in the form as pence. */
function PriceField({ name }: { name: `lines.${number}.unitPricePence` }) {
  const { field } = useController<EditorValues, typeof name>({ name });
  const error = useFieldError(name);
  const [typed, setTyped] = useState(() => poundsFromPence(field.value));
  // A template or a restored draft replaces the value: show it unless it is what was typed.
  useEffect(() => {
    setTyped((current) =>
      Object.is(penceFromPounds(current), field.value) ? current : poundsFromPence(field.value),
    );
  }, [field.value]);
  return (
    <FormField label="Unit price (£)" hint="In pounds and pence, before VAT." error={error}>
      {(control) => (
        <input
          {...control}
          ref={field.ref}
          name={field.name}
          className="form-field__input documents-editor__price"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            field.onChange(penceFromPounds(event.target.value));
          }}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}

function QuantityField({ name }: { name: `lines.${number}.quantity` }) {
  const { register } = useFormContext<EditorValues>();
  const error = useFieldError(name);
  return (
    <FormField label="Quantity" hint="Up to two decimal places, such as 2.5 hours." error={error}>
      {(control) => (
        <input
          {...control}
          className="form-field__input documents-editor__quantity"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          {...register(name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
}

function DescriptionField({ name }: { name: `lines.${number}.description` }) {
  const { register } = useFormContext<EditorValues>();
  const error = useFieldError(name);
  return (
    <FormField label="Description" error={error}>
      {(control) => (
        <input {...control} className="form-field__input" type="text" {...register(name)} />
      )}
    </FormField>
  );
}

function VatRateField({ name }: { name: `lines.${number}.vatRate` }) {
  const { register } = useFormContext<EditorValues>();
  const error = useFieldError(name);
  return (
    <FormField label="VAT rate" error={error}>
      {(control) => (
        <select
          {...control}
          className="form-field__input"
          {...register(name, { setValueAs: (value: unknown) => Number(value) })}
        >
          {VAT_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {VAT_RATE_LABELS[rate]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The document's lines: add, edit and remove, each with its own amount as it is typed. */
export function DocumentLinesEditor({ vatRegistered }: { vatRegistered: boolean }) {
  const { control } = useFormContext<EditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = countableLines(useWatch({ control, name: 'lines' }));
  const linesError = useFieldError('lines');
  const rootError = useFieldError('lines.root');
  return (
    <section className="documents-editor__lines" aria-labelledby="document-lines-heading">
      <h2 id="document-lines-heading">Lines</h2>
      {linesError || rootError ? (
        <p className="form-field__error" role="alert">
          {linesError ?? rootError}
        </p>
      ) : null}
      {fields.map((field, index) => {
        const line = lines[index];
        return (
          <fieldset key={field.id} className="documents-editor__line">
            <legend>Line {index + 1}</legend>
            <DescriptionField name={`lines.${index}.description`} />
            <div className="documents-editor__line-numbers">
              <QuantityField name={`lines.${index}.quantity`} />
              <PriceField name={`lines.${index}.unitPricePence`} />
              {vatRegistered ? <VatRateField name={`lines.${index}.vatRate`} /> : null}
            </div>
            <p className="documents-editor__line-net">
              Line amount: <strong>{formatMoney(line ? lineNetPence(line) : 0)}</strong>
            </p>
            {fields.length > 1 ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => remove(index)}
              >
                Remove line {index + 1}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => append(emptyLine(vatRegistered))}
        disabled={fields.length >= 100}
      >
        Add a line
      </button>
    </section>
  );
}

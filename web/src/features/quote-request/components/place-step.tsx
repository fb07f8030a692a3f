import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@fixwell/common/quote/quote-request';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';

import { ChoiceGroup, ChoiceOption, FormField } from '@/components/form/form-field';
import type { QuoteFormValues } from '@/features/quote-request/quote-form-values';

/** Where the job is. */
export function PlaceStep() {
  const { register, formState } = useFormContext<QuoteFormValues>();
  const { errors } = formState;
  const base = useId();
  return (
    <>
      <FormField
        label="Postcode of the property"
        hint="Companies see only the first part (such as LS6) until you hear from them."
        error={errors.postcode?.message}
      >
        {(control) => (
          <input
            {...control}
            className="form-field__input form-field__input--postcode"
            type="text"
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            {...register('postcode')}
          />
        )}
      </FormField>

      <ChoiceGroup legend="Type of property" error={errors.propertyType?.message}>
        {(control) =>
          PROPERTY_TYPES.map((type) => (
            <ChoiceOption key={type} id={`${base}-${type}`} label={PROPERTY_TYPE_LABELS[type]}>
              <input
                {...control}
                id={`${base}-${type}`}
                type="radio"
                value={type}
                {...register('propertyType')}
              />
            </ChoiceOption>
          ))
        }
      </ChoiceGroup>
    </>
  );
}

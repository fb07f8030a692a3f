import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@fixwell/common/quote/quote-request';

import { choicesOf, RadioGroupField, TextField } from '@/components/form/bound-fields';

const PROPERTY_TYPE_CHOICES = choicesOf(PROPERTY_TYPES, PROPERTY_TYPE_LABELS);

/** Where the job is. */
export function PlaceStep() {
  return (
    <>
      <TextField
        name="postcode"
        label="Postcode of the property"
        hint="Companies see only the first part (such as LS6) until you hear from them."
        className="form-field__input--postcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <RadioGroupField
        name="propertyType"
        legend="Type of property"
        choices={PROPERTY_TYPE_CHOICES}
      />
    </>
  );
}

import type { ReactNode } from 'react';

import { TextField } from '@/components/form/bound-fields';

// The fields every form that asks about a person shares, so the keyboard, autofill and wording
// are the same wherever someone types their name, email or phone.

type PersonFieldProps = {
  /** The field's name in the form's values; defaults to the usual one. */
  name?: string;
  label?: string;
  hint?: ReactNode;
};

export const UK_PHONE_HINT = 'A UK number, such as 07700 900123.';

/** A person's name, as they would like to be addressed. */
export function NameField({ name = 'name', label = 'Name', hint }: PersonFieldProps) {
  return <TextField name={name} label={label} hint={hint} autoComplete="name" />;
}

/** An email the person types in, with the keyboard and autofill that suit it. */
export function EmailField({ name = 'email', label = 'Email', hint }: PersonFieldProps) {
  return (
    <TextField
      name={name}
      label={label}
      hint={hint}
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
    />
  );
}

/** A UK phone number, shown with the format the shared schema accepts. */
export function PhoneField({
  name = 'phone',
  label = 'Phone',
  hint = UK_PHONE_HINT,
  optional = false,
}: PersonFieldProps & { optional?: boolean }) {
  return (
    <TextField
      name={name}
      label={label}
      hint={hint}
      optional={optional}
      type="tel"
      autoComplete="tel"
    />
  );
}

import { PASSWORD_POLICY_HINT } from '@fixwell/common/signup-schema';

import { TextField } from '@/components/form/bound-fields';

/** The password of an existing account, which password managers fill in. */
export function CurrentPasswordField() {
  return (
    <TextField name="password" label="Password" type="password" autoComplete="current-password" />
  );
}

/**
 * A new password and the same again, so a typo is caught before it locks the person out.
 * Both say new-password so password managers offer to generate and save one.
 */
export function NewPasswordFields({
  passwordLabel = 'Password',
  confirmPasswordLabel = 'Confirm password',
}: {
  passwordLabel?: string;
  confirmPasswordLabel?: string;
}) {
  return (
    <>
      <TextField
        name="password"
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_POLICY_HINT}
      />
      <TextField
        name="confirmPassword"
        label={confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

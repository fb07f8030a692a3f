import {
  COMPANY_DATA_DELETED,
  COMPANY_DATA_KEPT,
  companyAccountDeletionSchema,
} from '@fixwell/common/accounts/account-deletion';
import { ACCOUNT_DELETION_CONFIRMATION_WORD } from '@fixwell/common/signup-schema';
import { useState } from 'react';

import { confirm } from '@/components/confirm-dialog/confirm-store';
import { TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import {
  AccountDeletionError,
  confirmPassword,
  deleteMyAccount,
} from '@/features/account-deletion/api/account-deletion-data';

/** What goes and what stays, for a company account. */
export function CompanyDeletionSummary() {
  return (
    <>
      <section aria-labelledby="deleted-heading">
        <h2 id="deleted-heading">What will be deleted</h2>
        <ul>
          {COMPANY_DATA_DELETED.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="kept-heading">
        <h2 id="kept-heading">What we must keep</h2>
        <ul>
          {COMPANY_DATA_KEPT.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

/**
 * The deletion form: the password again (a recent sign-in, which the server checks), the word
 * typed, one last confirmation, then the callable. `onDeleted` signs out and leaves.
 */
export function DeleteCompanyAccountForm({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const [pending, setPending] = useState(false);
  const form = useZodForm(companyAccountDeletionSchema, {
    defaultValues: { password: '', confirmation: '' },
  });

  return (
    <Form
      form={form}
      className="form--narrow"
      aria-label="Delete your company account"
      onSubmit={async ({ password }) => {
        const sure = await confirm({
          variant: 'danger',
          title: 'Delete your company account?',
          message:
            'Your subscription is cancelled, your profile disappears and your data is deleted, except the records we must keep. This cannot be undone.',
          confirmText: 'Delete my account',
          cancelText: 'Keep my account',
        });
        if (!sure) return;
        setPending(true);
        try {
          await confirmPassword(password);
          await deleteMyAccount();
        } catch (error) {
          setPending(false);
          if (error instanceof AccountDeletionError && error.field) {
            form.setError(error.field, { message: error.message }, { shouldFocus: true });
            return;
          }
          throw error;
        }
        await onDeleted();
      }}
    >
      <TextField
        name="password"
        type="password"
        label="Your password"
        hint="For your security: we check it is you before deleting anything."
        autoComplete="current-password"
      />
      <TextField
        name="confirmation"
        label={`Type ${ACCOUNT_DELETION_CONFIRMATION_WORD} to confirm`}
        hint="This makes sure nobody deletes an account by accident."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <SubmitButton pending={pending} pendingText="Deleting your account…">
        Delete my account
      </SubmitButton>
    </Form>
  );
}

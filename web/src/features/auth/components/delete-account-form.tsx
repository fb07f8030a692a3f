import {
  ACCOUNT_DELETION_CONFIRMATION_WORD,
  accountDeletionConfirmationSchema,
} from '@fixwell/common/signup-schema';
import { useState } from 'react';

import { SubmitButton } from '@/components/form/form';
import { TextField } from '@/components/form/bound-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { confirm } from '@/components/confirm-dialog/confirm-store';
import { deleteAccount } from '@/features/auth/api/delete-account';
import { AuthForm } from '@/features/auth/components/auth-form';

export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  // Pending only once the person has confirmed: not while the dialog asks them.
  const [pending, setPending] = useState(false);
  const form = useZodForm(accountDeletionConfirmationSchema, {
    defaultValues: { confirmation: '' },
  });

  return (
    <AuthForm
      form={form}
      aria-label="Delete your account"
      onSubmit={async () => {
        const sure = await confirm({
          variant: 'danger',
          title: 'Delete your account?',
          message:
            'Your account, company profile and subscription details will be removed. This cannot be undone.',
          confirmText: 'Delete my account',
          cancelText: 'Keep my account',
        });
        if (!sure) return;
        setPending(true);
        try {
          await deleteAccount();
        } catch (error) {
          setPending(false);
          throw error;
        }
        onDeleted();
      }}
    >
      <TextField
        name="confirmation"
        label={`Type ${ACCOUNT_DELETION_CONFIRMATION_WORD} to confirm`}
        hint="This makes sure nobody deletes an account by accident."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <SubmitButton pending={pending} pendingText="Deleting account…">
        Delete my account
      </SubmitButton>
    </AuthForm>
  );
}

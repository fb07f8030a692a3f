import {
  PROFILE_DRAFT_FIELDS,
  profileFormSchema,
  type ProfileFormInput,
} from '@fixwell/common/profile-schema';
import type { UserProfile } from '@fixwell/common/user-profile';
import { useState } from 'react';

import { SubmitButton, submitErrorMessage } from '@/components/form/form';
import { FormField } from '@/components/form/form-field';
import { NameField, PhoneField } from '@/components/form/person-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import { updateProfile } from '@/features/auth/api/update-profile';
import { AuthForm } from '@/features/auth/components/auth-form';
import { clearDraft, readDraft, useSaveDraft } from '@/hooks/use-form-draft';

function draftKey(profile: UserProfile): string {
  return `profile:${profile.id}`;
}

function saveErrorMessage(error: unknown): string {
  return submitErrorMessage(error, 'We could not save your changes. Please try again.');
}

/** The person's own details: email (read-only), display name and phone. */
export function ProfileDetailsForm({ profile }: { profile: UserProfile }) {
  const [defaultValues] = useState<ProfileFormInput>(() => {
    const draft = readDraft(draftKey(profile), PROFILE_DRAFT_FIELDS);
    return {
      displayName: draft.displayName ?? profile.displayName,
      phone: draft.phone ?? profile.phone ?? '',
    };
  });
  const form = useZodForm(profileFormSchema, { defaultValues });
  useSaveDraft(draftKey(profile), form.watch, PROFILE_DRAFT_FIELDS);

  return (
    <AuthForm
      form={form}
      aria-label="Your details"
      errorMessage={saveErrorMessage}
      onSubmit={async (values) => {
        await updateProfile({ displayName: values.displayName, phone: values.phone ?? null });
        clearDraft(draftKey(profile));
        form.reset({ displayName: values.displayName, phone: values.phone ?? '' });
        toast.success('Profile updated');
      }}
    >
      {/* Not one of the form's values: shown so the person sees which account this is. */}
      <FormField label="Email" hint="Contact support to change the email address of your account.">
        {(control) => (
          <input
            {...control}
            className="form-field__input"
            type="email"
            value={profile.email}
            readOnly
          />
        )}
      </FormField>
      <NameField name="displayName" label="Display name" />
      <PhoneField optional />
      <SubmitButton pendingText="Saving…">Save changes</SubmitButton>
    </AuthForm>
  );
}

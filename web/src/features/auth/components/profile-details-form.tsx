import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROFILE_DRAFT_FIELDS,
  profileFormSchema,
  type ProfileFormInput,
  type ProfileFormValues,
} from '@fixwell/common/profile-schema';
import type { UserProfile } from '@fixwell/common/user-profile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { toast } from '@/components/toast/toast-store';
import { updateProfile } from '@/features/auth/api/update-profile';
import {
  FormAlert,
  PhoneField,
  SubmitButton,
  TextField,
} from '@/features/auth/components/form-fields';
import { clearDraft, readDraft, useSaveDraft } from '@/hooks/use-form-draft';

function draftKey(profile: UserProfile): string {
  return `profile:${profile.id}`;
}

/** The person's own details: email (read-only), display name and phone. */
export function ProfileDetailsForm({ profile }: { profile: UserProfile }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [defaultValues] = useState<ProfileFormInput>(() => {
    const draft = readDraft(draftKey(profile), PROFILE_DRAFT_FIELDS);
    return {
      displayName: draft.displayName ?? profile.displayName,
      phone: draft.phone ?? profile.phone ?? '',
    };
  });
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues,
  });
  useSaveDraft(draftKey(profile), watch, PROFILE_DRAFT_FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await updateProfile({ displayName: values.displayName, phone: values.phone ?? null });
      clearDraft(draftKey(profile));
      reset({ displayName: values.displayName, phone: values.phone ?? '' });
      toast.success('Profile updated');
    } catch (error) {
      setServerError(
        error instanceof Error && error.message
          ? error.message
          : 'We could not save your changes. Please try again.',
      );
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Your details">
      <FormAlert message={serverError} />
      <TextField
        label="Email"
        type="email"
        value={profile.email}
        readOnly
        hint="Contact support to change the email address of your account."
      />
      <TextField
        label="Display name"
        autoComplete="name"
        registration={register('displayName')}
        error={errors.displayName?.message}
      />
      <PhoneField registration={register('phone')} error={errors.phone?.message} />
      <SubmitButton pending={isSubmitting} pendingText="Saving…">
        Save changes
      </SubmitButton>
    </form>
  );
}

import {
  SIGN_UP_DRAFT_FIELDS,
  signUpSchema,
  type SignUpInput,
} from '@fixwell/common/signup-schema';
import { TRADES } from '@fixwell/common/trades';
import type { SelfServiceRole, UserProfile } from '@fixwell/common/user-profile';
import { useState } from 'react';

import { SubmitButton } from '@/components/form/form';
import { RadioGroupField, SelectField, TextField } from '@/components/form/bound-fields';
import { EmailField, PhoneField } from '@/components/form/person-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { signUp } from '@/features/auth/api/sign-up';
import { AuthForm } from '@/features/auth/components/auth-form';
import { NewPasswordFields } from '@/features/auth/components/password-fields';
import { clearDraft, readDraft, useSaveDraft } from '@/hooks/use-form-draft';

export const SIGN_UP_DRAFT_KEY = 'signup';

const ROLE_CHOICES = [
  { value: 'customer', label: "I'm a homeowner" },
  { value: 'company', label: "I'm a trade professional" },
] as const;

type SignUpFormProps = {
  initialRole?: SelfServiceRole;
  onSuccess: (profile: UserProfile) => void;
};

function initialValues(initialRole: SelfServiceRole): SignUpInput {
  const draft = readDraft(SIGN_UP_DRAFT_KEY, SIGN_UP_DRAFT_FIELDS);
  const role = draft.role === 'company' || draft.role === 'customer' ? draft.role : initialRole;
  return {
    role,
    businessName: draft.businessName ?? '',
    mainTrade: draft.mainTrade ?? '',
    basePostcode: draft.basePostcode ?? '',
    email: draft.email ?? '',
    password: '',
    confirmPassword: '',
    phone: draft.phone ?? '',
  };
}

export function SignUpForm({ initialRole = 'customer', onSuccess }: SignUpFormProps) {
  const [defaultValues] = useState(() => initialValues(initialRole));
  const form = useZodForm(signUpSchema, { defaultValues });
  useSaveDraft(SIGN_UP_DRAFT_KEY, form.watch, SIGN_UP_DRAFT_FIELDS);
  const isCompany = form.watch('role') === 'company';

  return (
    <AuthForm
      form={form}
      aria-label="Create an account"
      onSubmit={async (values) => {
        const profile = await signUp(values);
        clearDraft(SIGN_UP_DRAFT_KEY);
        onSuccess(profile);
      }}
    >
      <RadioGroupField name="role" legend="Which describes you?" choices={ROLE_CHOICES} />

      {isCompany ? (
        <>
          <TextField name="businessName" label="Business name" autoComplete="organization" />
          <SelectField name="mainTrade" label="Main trade">
            <option value="">Choose a trade</option>
            {TRADES.map((trade) => (
              <option key={trade.slug} value={trade.slug}>
                {trade.label}
              </option>
            ))}
          </SelectField>
          <TextField
            name="basePostcode"
            label="Base postcode"
            autoComplete="postal-code"
            autoCapitalize="characters"
            hint="Where your business is based, such as SW1A 1AA."
          />
        </>
      ) : null}

      <EmailField />
      <NewPasswordFields />
      <PhoneField optional />
      <SubmitButton pendingText="Creating account…">Create account</SubmitButton>
    </AuthForm>
  );
}

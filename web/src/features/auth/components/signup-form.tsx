import { zodResolver } from '@hookform/resolvers/zod';
import {
  SIGN_UP_DRAFT_FIELDS,
  signUpSchema,
  type SignUpInput,
  type SignUpValues,
} from '@fixwell/common/signup-schema';
import { TRADES } from '@fixwell/common/trades';
import type { SelfServiceRole, UserProfile } from '@fixwell/common/user-profile';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { signUp } from '@/features/auth/api/sign-up';
import {
  EmailField,
  FormAlert,
  NewPasswordFields,
  PhoneField,
  SelectField,
  SubmitButton,
  TextField,
} from '@/features/auth/components/form-fields';
import { clearDraft, readDraft, useSaveDraft } from '@/hooks/use-form-draft';
import { useServerError } from '@/features/auth/hooks/use-server-error';

export const SIGN_UP_DRAFT_KEY = 'signup';

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
  const roleLegendId = useId();
  const { serverError, capture } = useServerError();
  const [defaultValues] = useState(() => initialValues(initialRole));
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues,
  });
  useSaveDraft(SIGN_UP_DRAFT_KEY, watch, SIGN_UP_DRAFT_FIELDS);
  const isCompany = watch('role') === 'company';

  const onSubmit = handleSubmit((values) =>
    capture(async () => {
      const profile = await signUp(values);
      clearDraft(SIGN_UP_DRAFT_KEY);
      onSuccess(profile);
    }),
  );

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Create an account">
      <FormAlert message={serverError} />
      <fieldset
        className="form-choice"
        aria-describedby={errors.role ? `${roleLegendId}-error` : undefined}
      >
        <legend id={roleLegendId}>Which describes you?</legend>
        <label>
          <input type="radio" value="customer" {...register('role')} />
          I&apos;m a homeowner
        </label>
        <label>
          <input type="radio" value="company" {...register('role')} />
          I&apos;m a trade professional
        </label>
        {errors.role?.message ? (
          <p id={`${roleLegendId}-error`} className="form-field__error">
            {errors.role.message}
          </p>
        ) : null}
      </fieldset>

      {isCompany ? (
        <>
          <TextField
            label="Business name"
            autoComplete="organization"
            registration={register('businessName')}
            error={errors.businessName?.message}
          />
          <SelectField
            label="Main trade"
            registration={register('mainTrade')}
            error={errors.mainTrade?.message}
          >
            <option value="">Choose a trade</option>
            {TRADES.map((trade) => (
              <option key={trade.slug} value={trade.slug}>
                {trade.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Base postcode"
            autoComplete="postal-code"
            autoCapitalize="characters"
            hint="Where your business is based, such as SW1A 1AA."
            registration={register('basePostcode')}
            error={errors.basePostcode?.message}
          />
        </>
      ) : null}

      <EmailField registration={register('email')} error={errors.email?.message} />
      <NewPasswordFields
        password={{ registration: register('password'), error: errors.password?.message }}
        confirmPassword={{
          registration: register('confirmPassword'),
          error: errors.confirmPassword?.message,
        }}
      />
      <PhoneField registration={register('phone')} error={errors.phone?.message} />
      <SubmitButton pending={isSubmitting} pendingText="Creating account…">
        Create account
      </SubmitButton>
    </form>
  );
}

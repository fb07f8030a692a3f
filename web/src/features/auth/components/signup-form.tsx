import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_POLICY_HINT,
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
import { FormAlert, SelectField, TextField } from '@/features/auth/components/form-fields';
import { clearDraft, readDraft, useSaveDraft } from '@/features/auth/hooks/use-form-draft';

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
  const [serverError, setServerError] = useState<string | null>(null);
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

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const profile = await signUp(values);
      clearDraft(SIGN_UP_DRAFT_KEY);
      onSuccess(profile);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

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

      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_POLICY_HINT}
        registration={register('password')}
        error={errors.password?.message}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        optional
        hint="A UK number, such as 07700 900123."
        registration={register('phone')}
        error={errors.phone?.message}
      />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account…' : 'Create account'}
      </button>
    </form>
  );
}

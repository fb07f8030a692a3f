import { useState, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';

import { FormAlert } from '@/components/form/form-alert';

import './form.css';

/** The message of a failed submit: the error's own words, or the fallback when it has none. */
export function submitErrorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

type FormProps<TInput extends FieldValues, TOutput extends FieldValues> = {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Runs with the checked values; a rejection becomes the banner at the top of the form. */
  onSubmit: (values: TOutput) => Promise<void> | void;
  /** Words a rejection for the banner; features pass their own mapping of error codes. */
  errorMessage?: (error: unknown) => string;
  /** A message from before this visit, shown until a submit fails with one of its own. */
  notice?: string | null | undefined;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
};

/**
 * The one form wrapper: no browser validation (the schema speaks instead, in our words), the
 * fields in context for the shared field components, the first invalid field focused by
 * react-hook-form, and one banner for what went wrong on the server. Each submit clears the
 * last banner first, so an old failure never sits above a new try.
 */
export function Form<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  errorMessage = submitErrorMessage,
  notice,
  className,
  children,
  ...labelling
}: FormProps<TInput, TOutput>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });
  return (
    <FormProvider {...form}>
      <form
        className={className ? `form ${className}` : 'form'}
        noValidate
        onSubmit={(event) => void submit(event)}
        {...labelling}
      >
        <FormAlert message={serverError ?? notice} />
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * The form's submit button, disabled while the submit runs so a second press cannot send it
 * twice. `pending` overrides the form's own state, for a submit that first asks to confirm.
 */
export function SubmitButton({
  pendingText,
  pending,
  variant = 'primary',
  children,
}: {
  pendingText: string;
  pending?: boolean;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  const { isSubmitting } = useFormState();
  const busy = pending ?? isSubmitting;
  return (
    <button type="submit" className={`button button--${variant}`} disabled={busy}>
      {busy ? pendingText : children}
    </button>
  );
}

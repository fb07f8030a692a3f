import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';

import { Form } from '@/components/form/form';
import { errorMessage } from '@/features/auth/api/auth-error';

/** The account forms' `Form`: narrow, and a failure worded by the authentication messages. */
export function AuthForm<TInput extends FieldValues, TOutput extends FieldValues>(
  props: ComponentProps<typeof Form<TInput, TOutput>>,
) {
  return <Form className="form--narrow" errorMessage={errorMessage} {...props} />;
}

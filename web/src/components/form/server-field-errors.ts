import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

import { CallFunctionError } from '@/lib/call-function';

/** The server's per-field messages (`details.fields` of a refused callable), by field path. */
export function serverFields(error: unknown): Record<string, string> {
  if (!(error instanceof CallFunctionError)) return {};
  const fields = (error.details as { fields?: unknown } | undefined)?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}

/**
 * Puts the server's per-field messages on the form's fields; true when there were any (the
 * fields then say what is wrong, so the form needs no banner), false for any other failure.
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
): boolean {
  const fields = Object.entries(serverFields(error));
  for (const [name, message] of fields) form.setError(name as FieldPath<T>, { message });
  return fields.length > 0;
}

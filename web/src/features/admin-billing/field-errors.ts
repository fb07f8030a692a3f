import { CallFunctionError } from '@/lib/call-function';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The per-field messages a callable attached to an invalid-argument refusal, for the fields the
 * form has: `details.fields` ({ field: message }, as updateFeeSettings answers),
 * `details.fieldErrors`, `details` itself in that shape, or
 * `details.field` naming the one field the refusal's message is about.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (!(error instanceof CallFunctionError) || error.code !== 'invalid-argument') return {};
  const details = error.details;
  if (!isRecord(details)) return {};
  const messages = isRecord(details.fields)
    ? details.fields
    : isRecord(details.fieldErrors)
      ? details.fieldErrors
      : details;
  const found: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = messages[field];
    if (typeof message === 'string' && message) found[field] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') found[field] = message[0];
  }
  if (typeof details.field === 'string' && (fields as readonly string[]).includes(details.field)) {
    found[details.field as F] ??= error.message;
  }
  return found;
}

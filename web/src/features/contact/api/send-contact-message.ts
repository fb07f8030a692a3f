import {
  CONTACT_API_MESSAGES,
  isContactField,
  type ContactFieldErrors,
  type ContactMessageValues,
} from '@fixwell/common/contact-message';

import { api } from '@/lib/api-client';
import { HttpError } from '@/lib/http-client';

/** A message the server did not take: the text for the whole form and, for bad input, per field. */
export class ContactMessageError extends Error {
  override readonly name = 'ContactMessageError';
  /** The HTTP status, when the server answered at all. */
  readonly status: number | undefined;
  readonly fieldErrors: ContactFieldErrors;

  constructor(
    message: string,
    options: { status?: number; fieldErrors?: ContactFieldErrors; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

/** The known fields' string messages of an answer, ignoring anything else it carries. */
function readFieldErrors(value: unknown): ContactFieldErrors {
  if (!value || typeof value !== 'object') return {};
  const errors: ContactFieldErrors = {};
  for (const [field, message] of Object.entries(value as Record<string, unknown>)) {
    if (isContactField(field) && typeof message === 'string' && message) errors[field] = message;
  }
  return errors;
}

/**
 * POST /api/contact. Resolves once the message is taken; rejects with a ContactMessageError
 * carrying the server's words (field messages on 400, the rate-limit message on 429).
 */
export async function sendContactMessage(values: ContactMessageValues): Promise<void> {
  try {
    await api.post<{ message?: string }>('/contact', values);
  } catch (error) {
    if (error instanceof HttpError) {
      const data = error.data as { error?: unknown; fieldErrors?: unknown } | null | undefined;
      const text = typeof data?.error === 'string' && data.error ? data.error : undefined;
      const fallback =
        error.status === 429 ? CONTACT_API_MESSAGES.tooMany : CONTACT_API_MESSAGES.failed;
      throw new ContactMessageError(text ?? fallback, {
        status: error.status,
        fieldErrors: readFieldErrors(data?.fieldErrors),
        cause: error,
      });
    }
    throw new ContactMessageError(CONTACT_API_MESSAGES.failed, { cause: error });
  }
}

import {
  NEWSLETTER_MESSAGES,
  isNewsletterField,
  type NewsletterFieldErrors,
  type NewsletterSubscribeValues,
} from '@fixwell/common/admin/newsletter';

import { api } from '@/lib/api-client';
import { HttpError } from '@/lib/http-client';

// The footer's sign-up: POST /api/newsletter/subscribe, no sign-in needed. A signed-in person
// sends their ID token so the server takes their segment from their role.

/** A subscription the server did not take: the text for the form and, for bad input, per field. */
export class NewsletterSignupError extends Error {
  override readonly name = 'NewsletterSignupError';
  readonly status: number | undefined;
  readonly fieldErrors: NewsletterFieldErrors;

  constructor(
    message: string,
    options: { status?: number; fieldErrors?: NewsletterFieldErrors; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

function readFieldErrors(value: unknown): NewsletterFieldErrors {
  if (!value || typeof value !== 'object') return {};
  const errors: NewsletterFieldErrors = {};
  for (const [field, message] of Object.entries(value as Record<string, unknown>)) {
    if (isNewsletterField(field) && typeof message === 'string' && message) errors[field] = message;
  }
  return errors;
}

/** The signed-in person's ID token; the Firebase SDK loads only for someone signed in. */
async function idToken(): Promise<string | null> {
  const { firebaseAuth } = await import('@/lib/firebase');
  const user = firebaseAuth().currentUser;
  return user ? user.getIdToken() : null;
}

/** Resolves with the message to show once the request is taken (the same for every address). */
export async function subscribeToNewsletter(
  values: NewsletterSubscribeValues,
  options: { signedIn: boolean } = { signedIn: false },
): Promise<string> {
  try {
    const token = options.signedIn ? await idToken().catch(() => null) : null;
    const answer = await api.post<{ message?: string }>('/newsletter/subscribe', values, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return answer?.message || NEWSLETTER_MESSAGES.subscribed;
  } catch (error) {
    if (error instanceof HttpError) {
      const data = error.data as { error?: unknown; fieldErrors?: unknown } | null | undefined;
      const text = typeof data?.error === 'string' && data.error ? data.error : undefined;
      const fallback =
        error.status === 429 ? NEWSLETTER_MESSAGES.tooMany : NEWSLETTER_MESSAGES.failed;
      throw new NewsletterSignupError(text ?? fallback, {
        status: error.status,
        fieldErrors: readFieldErrors(data?.fieldErrors),
        cause: error,
      });
    }
    throw new NewsletterSignupError(NEWSLETTER_MESSAGES.failed, { cause: error });
  }
}

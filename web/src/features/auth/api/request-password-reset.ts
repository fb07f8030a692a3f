import { api } from '@/lib/api-client';
import { HttpError } from '@/lib/http-client';

export const PASSWORD_RESET_REQUEST_FAILED =
  'Something went wrong. Please try again in a few minutes.';

/**
 * POST /api/auth/forgot-password. Resolves with the server's message, which is the same whether
 * or not the account exists; rejects with the server's `error` text (invalid email, rate limit).
 */
export async function requestPasswordReset(email: string): Promise<string> {
  try {
    const answer = await api.post<{ message?: string }>('/auth/forgot-password', { email });
    return (
      answer?.message ??
      "If an account exists for that email, we've sent a link to reset your password."
    );
  } catch (error) {
    if (error instanceof HttpError) {
      const text = (error.data as { error?: unknown } | null)?.error;
      throw new Error(typeof text === 'string' && text ? text : PASSWORD_RESET_REQUEST_FAILED, {
        cause: error,
      });
    }
    throw new Error(PASSWORD_RESET_REQUEST_FAILED, { cause: error });
  }
}

import { z } from 'zod';

/** The answers of POST /api/auth/forgot-password, word for word. */
export const FORGOT_PASSWORD_MESSAGES = {
  sent: "If an account exists for that email, we've sent a link to reset your password.",
  invalidEmail: 'Please enter a valid email address.',
  tooMany: 'Too many password reset requests. Please wait 15 minutes and try again.',
  failed: 'Something went wrong. Please try again in a few minutes.',
} as const;

export const forgotPasswordBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
});

/** The normalised email of a request body, or undefined when the body is not `{ email }` with a valid email. */
export function parseForgotPasswordBody(body: unknown): string | undefined {
  const parsed = forgotPasswordBodySchema.safeParse(body);
  return parsed.success ? parsed.data.email : undefined;
}

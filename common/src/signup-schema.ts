import { z } from 'zod';

import { AUTH_ERROR_MESSAGES } from './auth-messages';
import { isTradeSlug } from './trades';
import { normaliseUkPostcode, UK_POSTCODE_MESSAGE } from './uk-postcode';
import { optionalUkPhoneSchema } from './uk-phone';
import { SELF_SERVICE_ROLES } from './user-profile';

/**
 * Schemas of the account forms (sign-up, sign-in, forgot and reset password), shared so that the
 * web forms and anything server-side agree on the rules and on every message word for word.
 */
export const ACCOUNT_FORM_MESSAGES = {
  email: AUTH_ERROR_MESSAGES['invalid-email'],
  passwordRequired: 'Enter your password.',
  passwordPolicy:
    'Your password must be at least 8 characters long and include a letter and a number.',
  passwordsDoNotMatch: 'Passwords do not match.',
  role: 'Choose whether you are a homeowner or a trade professional.',
  businessName: 'Enter your business name.',
  mainTrade: 'Choose your main trade.',
  basePostcode: UK_POSTCODE_MESSAGE,
} as const;

/** Shown beside the password field before anyone gets it wrong. */
export const PASSWORD_POLICY_HINT = 'At least 8 characters, including a letter and a number.';

export const PASSWORD_MIN_LENGTH = 8;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { message: ACCOUNT_FORM_MESSAGES.email })
  .pipe(z.email({ message: ACCOUNT_FORM_MESSAGES.email }));

/** The policy for a password someone chooses (sign-up and reset). */
export const newPasswordSchema = z
  .string()
  .refine(
    (value) => value.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(value) && /\p{N}/u.test(value),
    { message: ACCOUNT_FORM_MESSAGES.passwordPolicy },
  );

export const signInSchema = z.object({
  email: emailSchema,
  // Sign-in checks only presence: older accounts may predate the current policy.
  password: z.string().min(1, { message: ACCOUNT_FORM_MESSAGES.passwordRequired }),
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: ACCOUNT_FORM_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
    // Say so even while the password itself still breaks the policy.
    when: () => true,
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

const signUpObject = z.object({
  role: z.enum(SELF_SERVICE_ROLES, { message: ACCOUNT_FORM_MESSAGES.role }),
  // Company-only fields are strings in the form for both roles; the checks below apply them to
  // companies only, and the output leaves them out for customers.
  businessName: z.string().trim().max(120, { message: 'Use at most 120 characters.' }),
  mainTrade: z.string(),
  basePostcode: z.string().trim(),
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: z.string(),
  phone: optionalUkPhoneSchema,
});

type SignUpRaw = z.output<typeof signUpObject>;

export const signUpSchema = signUpObject
  .superRefine(
    (values, ctx) => {
      if (values.password !== values.confirmPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: ACCOUNT_FORM_MESSAGES.passwordsDoNotMatch,
        });
      }
      if (values.role !== 'company') return;
      if (!values.businessName) {
        ctx.addIssue({
          code: 'custom',
          path: ['businessName'],
          message: ACCOUNT_FORM_MESSAGES.businessName,
        });
      }
      if (!isTradeSlug(values.mainTrade)) {
        ctx.addIssue({
          code: 'custom',
          path: ['mainTrade'],
          message: ACCOUNT_FORM_MESSAGES.mainTrade,
        });
      }
      if (normaliseUkPostcode(values.basePostcode) === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['basePostcode'],
          message: ACCOUNT_FORM_MESSAGES.basePostcode,
        });
      }
    },
    { when: (payload) => isSignUpShaped(payload.value) },
  )
  .transform((values: SignUpRaw): SignUpValues => {
    const common = {
      email: values.email,
      password: values.password,
      ...(values.phone ? { phone: values.phone } : {}),
    };
    if (values.role === 'company') {
      return {
        ...common,
        role: 'company',
        businessName: values.businessName,
        mainTrade: values.mainTrade,
        basePostcode: normaliseUkPostcode(values.basePostcode) ?? values.basePostcode,
      };
    }
    return { ...common, role: 'customer' };
  });

/** What a valid sign-up form yields: the fields the account and profile are made from. */
export type SignUpValues =
  | { role: 'customer'; email: string; password: string; phone?: string }
  | {
      role: 'company';
      email: string;
      password: string;
      phone?: string;
      businessName: string;
      mainTrade: string;
      basePostcode: string;
    };

export type SignUpInput = z.input<typeof signUpSchema>;

/** Fields of the sign-up form that may be kept in a draft: never a password. */
export const SIGN_UP_DRAFT_FIELDS = [
  'role',
  'businessName',
  'mainTrade',
  'basePostcode',
  'email',
  'phone',
] as const;

// Cross-field checks run even when another field already failed, so the person sees every
// problem at once, as long as the values are the strings the checks expect.
function isSignUpShaped(value: unknown): value is SignUpRaw {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  // The role may still be unchosen: the password match is checked all the same.
  return ['businessName', 'mainTrade', 'basePostcode', 'password', 'confirmPassword'].every(
    (key) => typeof record[key] === 'string',
  );
}

/** What someone types to show they mean to delete their account. */
export const ACCOUNT_DELETION_CONFIRMATION_WORD = 'DELETE';

export const accountDeletionConfirmationSchema = z.object({
  confirmation: z
    .string()
    .trim()
    .refine((value) => value === ACCOUNT_DELETION_CONFIRMATION_WORD, {
      message: `Type ${ACCOUNT_DELETION_CONFIRMATION_WORD} in capital letters to confirm.`,
    }),
});

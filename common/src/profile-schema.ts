import { z } from 'zod';

import { optionalUkPhoneSchema, ukPhoneOrBlankSchema } from './uk-phone';

/** The account details a person edits on their own profile page. */
export const PROFILE_FORM_MESSAGES = {
  displayNameRequired: 'Enter a display name.',
  displayNameTooLong: 'Use at most 100 characters for your display name.',
  preferencesTooMany: 'Too many preferences.',
} as const;

/** Matches the limit in firestore.rules (`validDisplayName`). */
export const DISPLAY_NAME_MAX_LENGTH = 100;
/** Matches the limit in firestore.rules (`validPreferences`). */
export const MAX_PREFERENCES = 50;

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, { message: PROFILE_FORM_MESSAGES.displayNameRequired })
  .max(DISPLAY_NAME_MAX_LENGTH, { message: PROFILE_FORM_MESSAGES.displayNameTooLong });

const preferencesSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => Object.keys(value).length <= MAX_PREFERENCES, {
    message: PROFILE_FORM_MESSAGES.preferencesTooMany,
  });

/** The profile form: a blank phone means "no phone number". */
export const profileFormSchema = z.object({
  displayName: displayNameSchema,
  phone: optionalUkPhoneSchema,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

/** Fields of the profile form that may be kept in a draft. */
export const PROFILE_DRAFT_FIELDS = ['displayName', 'phone'] as const;

/**
 * A change to one's own profile: only the fields firestore.rules lets an owner write. Omitted
 * fields stay as they are; `phone: null` (or blank) removes the phone number. Strict, so a
 * privileged field such as `role` or `active` is refused here as well as by the rules.
 */
export const profileUpdateSchema = z
  .object({
    displayName: displayNameSchema.optional(),
    phone: z
      .union([z.null(), ukPhoneOrBlankSchema])
      .optional()
      .transform((value) => (value === '' ? null : value)),
    preferences: preferencesSchema.optional(),
  })
  .strict();
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateValues = z.output<typeof profileUpdateSchema>;

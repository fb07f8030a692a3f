// The company logo upload's limits and messages, shared by the `api` function that checks and
// resizes the logo and the branding form that explains a refusal.

/** What a logo may be uploaded as; the server checks the bytes, not only the declared type. */
export const LOGO_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoUploadType = (typeof LOGO_UPLOAD_TYPES)[number];

export const isLogoUploadType = (value: string): value is LogoUploadType =>
  (LOGO_UPLOAD_TYPES as readonly string[]).includes(value);

/** The largest upload accepted, before resizing. */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

/** The box a stored logo fits inside (never enlarged), wide as most trade logos are. */
export const LOGO_BOX = { width: 600, height: 240 } as const;

export const LOGO_MESSAGES = {
  signIn: 'Please sign in to change your logo.',
  notCompany: 'Only an active trade company can change its logo.',
  noCompany: 'Your company profile is still being set up. Try again in a minute.',
  wrongType: 'Choose a PNG, JPEG or WebP image for your logo.',
  tooLarge: 'That image is larger than 5 MB. Choose a smaller file.',
  unreadable: 'We could not read that image. Choose another PNG, JPEG or WebP file.',
  uploadFailed: 'We could not save your logo. Please try again.',
  removeFailed: 'We could not remove your logo. Please try again.',
} as const;

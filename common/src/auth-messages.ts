/**
 * SPEC §5 and §8: the exact texts users see for authentication problems. They are requirements,
 * word for word; change them only when the specification changes.
 */
export const AUTH_ERROR_MESSAGES = {
  'invalid-credential': 'Invalid email or password. Please check your credentials and try again.',
  'user-not-found': 'No account found with this email address.',
  'wrong-password': 'Incorrect password. Please try again.',
  'invalid-email': 'Please enter a valid email address.',
  'user-disabled': 'This account has been disabled. Please contact support.',
  'too-many-requests':
    'Too many failed login attempts. Please try again later or reset your password.',
  'network-request-failed': 'Network error. Please check your internet connection and try again.',
  'operation-not-allowed': 'Email/password sign-in is not enabled. Please contact support.',
  'weak-password': 'Password is too weak. Please use a stronger password.',
  'email-already-in-use': 'An account with this email already exists.',
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

export const AUTH_FALLBACK_MESSAGE = 'Login failed. Please check your credentials and try again.';

export const PROFILE_MESSAGES = {
  notFound: 'User profile not found. Please contact support if you believe this is an error.',
  deactivated: 'Your account has been deactivated. Please contact support for assistance.',
  loadFailed: 'Unable to load user profile. Please try again or contact support.',
  noUser: 'No user logged in',
} as const;

/** Maps a Firebase Auth error code (`auth/wrong-password` or `wrong-password`) to its message. */
export function authErrorMessage(code: string | undefined | null): string {
  const key = (code ?? '').replace(/^auth\//, '');
  return Object.hasOwn(AUTH_ERROR_MESSAGES, key)
    ? AUTH_ERROR_MESSAGES[key as AuthErrorCode]
    : AUTH_FALLBACK_MESSAGE;
}

/** Messages of the emailed-link pages (reset password, verify email) and the verification email. */
export const ACCOUNT_LINK_MESSAGES = {
  resetLinkMissing:
    'This page needs the link from your password reset email. Request a new link and open it from the email.',
  resetLinkInvalid:
    'This password reset link has expired or has already been used. Please request a new one.',
  passwordChanged: 'Your password has been changed.',
  verifyLinkInvalid:
    'This verification link has expired or has already been used. Sign in and ask for a new verification email.',
  emailVerified: 'Your email address has been verified.',
  verificationSent: 'We have sent you a new verification email. Please check your inbox.',
  verificationFailed:
    'We could not send the verification email. Please try again in a few minutes.',
  deleteFailed: 'We could not delete your account. Please try again or contact support.',
} as const;

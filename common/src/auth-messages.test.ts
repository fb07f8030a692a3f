import { describe, expect, it } from 'vitest';

import { authErrorMessage, PROFILE_MESSAGES } from './auth-messages';

// SPEC.md §8, word for word.
const CATALOGUE: [string, string][] = [
  ['invalid-credential', 'Invalid email or password. Please check your credentials and try again.'],
  ['user-not-found', 'No account found with this email address.'],
  ['wrong-password', 'Incorrect password. Please try again.'],
  ['invalid-email', 'Please enter a valid email address.'],
  ['user-disabled', 'This account has been disabled. Please contact support.'],
  [
    'too-many-requests',
    'Too many failed login attempts. Please try again later or reset your password.',
  ],
  ['network-request-failed', 'Network error. Please check your internet connection and try again.'],
  ['operation-not-allowed', 'Email/password sign-in is not enabled. Please contact support.'],
  ['weak-password', 'Password is too weak. Please use a stronger password.'],
  ['email-already-in-use', 'An account with this email already exists.'],
];

const FALLBACK = 'Login failed. Please check your credentials and try again.';

describe('authErrorMessage', () => {
  it.each(CATALOGUE)('maps auth/%s to its message', (code, message) => {
    expect(authErrorMessage(`auth/${code}`)).toBe(message);
    expect(authErrorMessage(code)).toBe(message);
  });

  it.each(['auth/internal-error', 'auth/popup-closed-by-user', 'auth/', '', null, undefined])(
    'falls back to the generic message for %j',
    (code) => {
      expect(authErrorMessage(code)).toBe(FALLBACK);
    },
  );
});

describe('PROFILE_MESSAGES', () => {
  it('holds the profile messages of SPEC.md §5 and §8', () => {
    expect(PROFILE_MESSAGES).toEqual({
      notFound: 'User profile not found. Please contact support if you believe this is an error.',
      deactivated: 'Your account has been deactivated. Please contact support for assistance.',
      loadFailed: 'Unable to load user profile. Please try again or contact support.',
      noUser: 'No user logged in',
    });
  });
});

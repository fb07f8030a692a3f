import { firebaseAuth } from '@/lib/firebase';

/** Why typing the password again did not give a fresh sign-in. */
export type ReauthenticationFailure =
  'wrong-password' | 'too-many-attempts' | 'signed-out' | 'failed';

export class ReauthenticationError extends Error {
  constructor(readonly failure: ReauthenticationFailure) {
    super(`Reauthentication failed: ${failure}`);
    this.name = 'ReauthenticationError';
  }
}

const WRONG_PASSWORD_CODES = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/**
 * Signs the current person in again with their password, so the server sees a fresh sign-in time
 * (`auth_time`): the functions ask for one within 5 minutes before sensitive actions. Each feature
 * words the failure for its own page.
 */
export async function reauthenticate(password: string): Promise<void> {
  const { EmailAuthProvider, reauthenticateWithCredential } = await import('firebase/auth');
  const user = firebaseAuth().currentUser;
  if (!user?.email) throw new ReauthenticationError('signed-out');
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'auth/too-many-requests') throw new ReauthenticationError('too-many-attempts');
    if (typeof code === 'string' && WRONG_PASSWORD_CODES.has(code))
      throw new ReauthenticationError('wrong-password');
    throw new ReauthenticationError('failed');
  }
}

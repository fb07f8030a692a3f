import { beforeEach, describe, expect, it, vi } from 'vitest';

import { reauthenticate, ReauthenticationError } from '@/lib/reauthenticate';

const auth: { currentUser: { email: string | null } | null } = { currentUser: null };
const reauthenticateWithCredential = vi.fn();

vi.mock('@/lib/firebase', () => ({ firebaseAuth: () => auth }));
vi.mock('firebase/auth', () => ({
  EmailAuthProvider: {
    credential: (email: string, password: string) => ({ email, password }),
  },
  reauthenticateWithCredential: (...args: unknown[]) => reauthenticateWithCredential(...args),
}));

async function failureOf(password: string) {
  try {
    await reauthenticate(password);
    return null;
  } catch (error) {
    return error instanceof ReauthenticationError ? error.failure : error;
  }
}

describe('reauthenticate', () => {
  beforeEach(() => {
    auth.currentUser = { email: 'admin@fixwell.test' };
    reauthenticateWithCredential.mockReset();
  });

  it('signs the current person in again with their email and the typed password', async () => {
    reauthenticateWithCredential.mockResolvedValue({});
    expect(await failureOf('Fixwell-demo-1')).toBeNull();
    expect(reauthenticateWithCredential).toHaveBeenCalledWith(auth.currentUser, {
      email: 'admin@fixwell.test',
      password: 'Fixwell-demo-1',
    });
  });

  it.each([
    ['auth/wrong-password', 'wrong-password'],
    ['auth/invalid-credential', 'wrong-password'],
    ['auth/invalid-login-credentials', 'wrong-password'],
    ['auth/too-many-requests', 'too-many-attempts'],
    ['auth/network-request-failed', 'failed'],
  ])('names %s as %s', async (code, failure) => {
    reauthenticateWithCredential.mockRejectedValue(Object.assign(new Error(code), { code }));
    expect(await failureOf('guess')).toBe(failure);
  });

  it('says the person is signed out when nobody is signed in', async () => {
    auth.currentUser = null;
    expect(await failureOf('Fixwell-demo-1')).toBe('signed-out');
    expect(reauthenticateWithCredential).not.toHaveBeenCalled();
  });
});

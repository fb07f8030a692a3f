import { PROFILE_MESSAGES } from '@fixwell/common/auth-messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getProfileData, type AuthUser as User } from '@/features/auth/api/auth-data';

// The feature's data module stands in for Firebase: Auth is a hand-driven listener.
const authState = vi.hoisted(() => ({
  callback: null as ((user: unknown) => void) | null,
  currentUser: null as unknown,
  /** The live profile listener, while one runs. */
  profile: null as ((data: Record<string, unknown> | undefined) => void) | null,
  profileError: null as ((error: unknown) => void) | null,
}));

vi.mock('@/features/auth/api/auth-data', () => ({
  watchAuthState: (callback: (user: unknown) => void) => {
    authState.callback = callback;
    return () => {
      authState.callback = null;
    };
  },
  signOutOfAuth: vi.fn(async () => {
    authState.currentUser = null;
    authState.callback?.(null);
  }),
  authStateReady: async () => undefined,
  currentAuthUser: () => authState.currentUser,
  getProfileData: vi.fn(),
  watchProfileData: async (
    _uid: string,
    onData: (data: Record<string, unknown> | undefined) => void,
    onError: (error: unknown) => void,
  ) => {
    authState.profile = onData;
    authState.profileError = onError;
    return () => {
      authState.profile = null;
    };
  },
  reloadAuthUser: vi.fn(async () => undefined),
}));
const mockedGetProfileData = vi.mocked(getProfileData);

/** A fresh session module and store, as on a new page. */
async function loadStore() {
  vi.resetModules();
  const [session, { useAuthStore }] = await Promise.all([
    import('./auth-session'),
    import('./stores/auth-store'),
  ]);
  return { ...session, useAuthStore };
}

function emit(user: User | null) {
  authState.currentUser = user;
  authState.callback?.(user);
}

const user = { uid: 'uid-1', email: 'priya@example.co.uk' } as User;
const activeProfile = {
  id: 'uid-1',
  email: 'priya@example.co.uk',
  displayName: 'Priya',
  role: 'customer',
  emailVerified: true,
  active: true,
  createdAt: new Date('2026-11-22T00:00:00Z'),
  updatedAt: new Date('2026-11-22T00:00:00Z'),
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  authState.callback = null;
  authState.currentUser = null;
  authState.profile = null;
  authState.profileError = null;
  mockedGetProfileData.mockReset();
});

describe('auth session', () => {
  it('stays loading until the first callback, then holds null when signed out', async () => {
    const { useAuthStore, startAuthListener, authReady, authListening } = await loadStore();
    const stop = startAuthListener();
    await authListening();
    expect(useAuthStore.getState().status).toBe('loading');
    const ready = authReady();
    emit(null);
    await expect(ready).resolves.toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'ready', user: null, profile: null });
    stop();
  });

  it('subscribes once however often it is started', async () => {
    const { startAuthListener, authListening } = await loadStore();
    const stopFirst = startAuthListener();
    await authListening();
    const callback = authState.callback;
    const stopSecond = startAuthListener();
    await authListening();
    expect(authState.callback).toBe(callback);
    stopFirst();
    expect(authState.callback).toBe(callback);
    stopSecond();
    expect(authState.callback).toBeNull();
  });

  it('holds the profile and role flags of a signed-in, active person', async () => {
    mockedGetProfileData.mockResolvedValue({ ...activeProfile, role: 'company' });
    const { useAuthStore, startAuthListener, authReady, authListening } = await loadStore();
    startAuthListener();
    await authListening();
    emit(user);
    const profile = await authReady();
    expect(profile).toMatchObject({ id: 'uid-1', role: 'company' });
    expect(useAuthStore.getState()).toMatchObject({
      isCompany: true,
      isCustomer: false,
      isAdmin: false,
    });
  });

  it('follows the profile live: a deactivation signs out at once with the message', async () => {
    mockedGetProfileData.mockResolvedValue(activeProfile);
    const { useAuthStore, startAuthListener, authReady, authListening, setSessionNavigator } =
      await loadStore();
    const navigate = vi.fn();
    setSessionNavigator(navigate);
    startAuthListener();
    await authListening();
    emit(user);
    await authReady();
    await vi.waitFor(() => expect(authState.profile).not.toBeNull());
    authState.profile!({ ...activeProfile, role: 'admin' });
    await vi.waitFor(() => expect(useAuthStore.getState().isAdmin).toBe(true));
    authState.profile!({ ...activeProfile, active: false });
    await vi.waitFor(() =>
      expect(useAuthStore.getState()).toMatchObject({
        user: null,
        profile: null,
        signOutReason: PROFILE_MESSAGES.deactivated,
      }),
    );
    expect(authState.profile).toBeNull();
    // The sign-in page shows the reason, and brings them back here once they may sign in again.
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?redirect=%2F'));
  });

  it('signs out with the message when the listener fails and Auth says the account is disabled', async () => {
    mockedGetProfileData.mockResolvedValue(activeProfile);
    const { reloadAuthUser } = await import('@/features/auth/api/auth-data');
    vi.mocked(reloadAuthUser).mockRejectedValueOnce({ code: 'auth/user-disabled' });
    const { useAuthStore, startAuthListener, authReady, authListening } = await loadStore();
    startAuthListener();
    await authListening();
    emit(user);
    await authReady();
    await vi.waitFor(() => expect(authState.profileError).not.toBeNull());
    authState.profileError!(new Error('permission-denied'));
    await vi.waitFor(() =>
      expect(useAuthStore.getState()).toMatchObject({
        user: null,
        signOutReason: PROFILE_MESSAGES.deactivated,
      }),
    );
  });

  it.each([
    [
      'the profile is missing',
      () => mockedGetProfileData.mockResolvedValue(undefined),
      PROFILE_MESSAGES.notFound,
    ],
    [
      'the profile is deactivated',
      () => mockedGetProfileData.mockResolvedValue({ ...activeProfile, active: false }),
      PROFILE_MESSAGES.deactivated,
    ],
    [
      'the profile cannot be loaded',
      () => mockedGetProfileData.mockRejectedValue(new Error('unavailable')),
      PROFILE_MESSAGES.loadFailed,
    ],
  ])('signs the person out with the SPEC message when %s', async (_case, arrange, message) => {
    arrange();
    const { useAuthStore, startAuthListener, authReady, authListening } = await loadStore();
    startAuthListener();
    await authListening();
    emit(user);
    await expect(authReady()).resolves.toBeNull();
    expect(useAuthStore.getState()).toMatchObject({
      status: 'ready',
      profile: null,
      signOutReason: message,
    });
  });

  it('does not refuse a brand-new user while sign-up is still writing the profile', async () => {
    const {
      useAuthStore,
      startAuthListener,
      authReady,
      runAuthTransition,
      setSignedIn,
      authListening,
    } = await loadStore();
    startAuthListener();
    await authListening();
    emit(null);
    await authReady();

    let finishSignUp: () => void = () => undefined;
    const signUp = runAuthTransition(
      () =>
        new Promise<void>((resolve) => {
          finishSignUp = () => {
            setSignedIn(user, { ...activeProfile, role: 'customer' } as never);
            resolve();
          };
        }),
    );
    // Auth fires for the new user before the profile exists.
    emit(user);
    let settled: unknown = 'pending';
    void authReady().then((profile) => (settled = profile));
    await flush();
    expect(mockedGetProfileData).not.toHaveBeenCalled();
    expect(settled).toBe('pending');

    finishSignUp();
    await signUp;
    await flush();
    expect(settled).toMatchObject({ id: 'uid-1' });
    expect(useAuthStore.getState().signOutReason).toBeNull();
    expect(mockedGetProfileData).not.toHaveBeenCalled();
  });

  describe('on public pages, for a browser with no sign of a session', () => {
    beforeEach(() => localStorage.clear());

    it('treats the visitor as signed out without loading Firebase Auth', async () => {
      const { useAuthStore, startAuthListener } = await loadStore();
      startAuthListener({ deferUnlessSignedIn: true });
      await flush();
      expect(authState.callback).toBeNull();
      expect(useAuthStore.getState()).toMatchObject({ status: 'ready', user: null });
    });

    it('loads Firebase Auth and waits for its answer when a page asks authReady()', async () => {
      mockedGetProfileData.mockResolvedValue(activeProfile);
      const { startAuthListener, authReady, authListening } = await loadStore();
      startAuthListener({ deferUnlessSignedIn: true });
      const ready = authReady();
      await authListening();
      expect(authState.callback).not.toBeNull();
      emit(user);
      await expect(ready).resolves.toMatchObject({ id: 'uid-1' });
    });

    it('remembers a session for the next visit, and forgets it on sign-out', async () => {
      mockedGetProfileData.mockResolvedValue(activeProfile);
      const { startAuthListener, authReady, authListening } = await loadStore();
      startAuthListener();
      await authListening();
      emit(user);
      await authReady();
      expect(localStorage.getItem('fixwell:signed-in')).toBe('1');
      emit(null);
      await authReady();
      expect(localStorage.getItem('fixwell:signed-in')).toBeNull();
    });

    it('answers authReady() after a sign-in on a page that never loaded Auth before', async () => {
      const { startAuthListener, authReady, runAuthTransition, setSignedIn } = await loadStore();
      startAuthListener({ deferUnlessSignedIn: true });
      const signingIn = runAuthTransition(async () => {
        authState.currentUser = user;
        setSignedIn(user, activeProfile as never);
      });
      await signingIn;
      const ready = authReady();
      await flush();
      emit(user);
      await expect(ready).resolves.toMatchObject({ id: 'uid-1' });
    });

    it('answers a guard that asked before the app started listening (loaders run first)', async () => {
      const { startAuthListener, authReady } = await loadStore();
      const ready = authReady();
      startAuthListener({ deferUnlessSignedIn: true });
      await vi.waitFor(() => expect(authState.callback).not.toBeNull());
      emit(null);
      await expect(ready).resolves.toBeNull();
    });

    it('loads Firebase Auth at once when this browser had a session', async () => {
      localStorage.setItem('fixwell:signed-in', '1');
      const { startAuthListener, authListening } = await loadStore();
      startAuthListener({ deferUnlessSignedIn: true });
      await authListening();
      expect(authState.callback).not.toBeNull();
    });
  });
});

// The session lifecycle: listens to Firebase Auth, loads and checks the person's profile, and ends
// the session with SPEC's message when the profile says so. The state it reaches is kept in the
// thin `useAuthStore`; guards wait for it with `authReady()`.
import { PROFILE_MESSAGES } from '@fixwell/common/auth-messages';
import type { UserProfile } from '@fixwell/common/user-profile';
import type { AuthUser as User } from '@/features/auth/api/auth-data';

import type { ProfileState } from '@/features/auth/resolve-profile-state';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { hasSessionHint, setSessionHint } from '@/features/auth/session-hint';

// Firebase Auth is loaded on demand (with the feature's data module): a visitor who has never
// signed in reads public pages without downloading it. It arrives when a page needs the real
// answer (a guard, a sign-in form) or, for someone who signed in before on this browser, just
// after the page has loaded.
const authData = () => import('@/features/auth/api/auth-data');

const SIGNED_OUT = {
  user: null,
  profile: null,
  isAdmin: false,
  isCompany: false,
  isCustomer: false,
} as const;

// ---- Sign-in / sign-up in progress -----------------------------------------------------------
//
// Sign-up creates the Auth user before its profile exists, so the auth listener fires for a user
// whose profile is still being written; sign-in checks the profile itself. While such a step is
// running, the listener waits for it instead of loading (and perhaps refusing) the profile, and
// authReady() does not answer with the state from before the step.

const transitions = new Set<Promise<unknown>>();
const idleWaiters = new Set<() => void>();

function notifyIfIdle(): void {
  if (transitions.size > 0) return;
  idleWaiters.forEach((wake) => wake());
}

/** Runs a sign-in or sign-up step; the auth listener and authReady() wait until it settles. */
export function runAuthTransition<T>(work: () => Promise<T>): Promise<T> {
  const running = work();
  transitions.add(running);
  const done = () => {
    transitions.delete(running);
    notifyIfIdle();
  };
  running.then(done, done);
  return running;
}

async function transitionsSettled(): Promise<void> {
  while (transitions.size > 0) await Promise.allSettled([...transitions]);
}

// ---- Applying a profile ----------------------------------------------------------------------

// ---- The live profile -------------------------------------------------------------------------
//
// While someone is signed in, their profile is followed live: an admin's deactivation ends the
// session within moments (with SPEC's message), a role change reaches the store. If the listener
// fails, Auth is asked whether the account still exists and is enabled.

let profileWatch: { uid: string; stop: () => void } | null = null;

function stopProfileWatch(): void {
  profileWatch?.stop();
  profileWatch = null;
}

function watchProfile(uid: string): void {
  if (profileWatch?.uid === uid) return;
  stopProfileWatch();
  const watch = { uid, stop: () => {} };
  profileWatch = watch;
  void authData()
    .then(({ watchProfileData }) =>
      watchProfileData(
        uid,
        (data) => void applyLiveProfile(uid, data),
        () => void checkAccountStillEnabled(uid),
      ),
    )
    .then(
      (stop) => {
        if (profileWatch === watch) watch.stop = stop;
        else stop();
      },
      () => {
        if (profileWatch === watch) profileWatch = null;
      },
    );
}

/** What the app shows of a profile: a change in any of these is applied to the store. */
const profileSignature = (profile: UserProfile) =>
  JSON.stringify([
    profile.role,
    profile.displayName,
    profile.phone,
    profile.emailVerified,
    profile.preferences,
  ]);

async function applyLiveProfile(
  uid: string,
  data: Record<string, unknown> | undefined,
): Promise<void> {
  const [{ currentAuthUser }, { resolveProfileState }] = await Promise.all([
    authData(),
    import('@/features/auth/resolve-profile-state'),
  ]);
  const user = currentAuthUser();
  // A profile that disappears is an account being deleted: that flow ends its own session.
  if (!data || !user || user.uid !== uid || profileWatch?.uid !== uid) return;
  const state = resolveProfileState(uid, data);
  if (state.kind === 'sign-out') {
    await endSessionNow(state.reason);
    return;
  }
  const stored = useAuthStore.getState().profile;
  if (stored?.id === uid && profileSignature(stored) === profileSignature(state.profile)) return;
  setSignedIn(user, state.profile);
}

/** The profile listener failed: a disabled or deleted Auth account ends the session. */
async function checkAccountStillEnabled(uid: string): Promise<void> {
  const { currentAuthUser, reloadAuthUser } = await authData();
  const user = currentAuthUser();
  if (!user || user.uid !== uid) return;
  try {
    await reloadAuthUser(user);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'auth/user-disabled' || code === 'auth/user-token-expired')
      await endSessionNow(PROFILE_MESSAGES.deactivated);
  }
}

type Navigate = (to: string) => void;

// Until the app hands over its router (main.tsx), a plain page load: the reason is then lost, but
// the person still lands on the sign-in page.
let navigateTo: Navigate = (to) => window.location.assign(to);

/** The app's router, so an ended session moves to the sign-in page without reloading the app. */
export function setSessionNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

/**
 * Ends a session the person did not end themselves, and shows the sign-in page with the reason
 * (`signOutReason`), coming back to where they were once they may sign in again.
 */
async function endSessionNow(reason: string): Promise<void> {
  stopProfileWatch();
  await signOutWithReason(reason);
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  navigateTo(`/login?redirect=${encodeURIComponent(pathname + search)}`);
}

/** Puts a signed-in person's checked profile into the store. */
export function setSignedIn(user: User, profile: UserProfile): void {
  setSessionHint(true);
  if (listeners > 0) void subscribe();
  watchProfile(user.uid);
  useAuthStore.setState({
    status: 'ready',
    user,
    profile,
    isAdmin: profile.role === 'admin',
    isCompany: profile.role === 'company',
    isCustomer: profile.role === 'customer',
    signOutReason: null,
  });
}

/** Ends the session, keeping the reason for the sign-in page. */
export async function signOutWithReason(reason: string | null): Promise<void> {
  useAuthStore.setState({ signOutReason: reason });
  const { signOutOfAuth } = await authData();
  await signOutOfAuth();
}

/** Loads and checks a user's profile: the profile, or the SPEC message that ends their session. */
export async function loadCheckedProfile(uid: string): Promise<ProfileState> {
  try {
    // Loaded on demand so that Firestore (and the profile schema) stay out of the first page load.
    const [{ getProfileData }, { resolveProfileState }] = await Promise.all([
      authData(),
      import('@/features/auth/resolve-profile-state'),
    ]);
    return resolveProfileState(uid, await getProfileData(uid));
  } catch {
    return { kind: 'sign-out', reason: PROFILE_MESSAGES.loadFailed };
  }
}

/** Reloads the signed-in person's profile, applying the missing/inactive rules. */
export async function refreshProfile(): Promise<UserProfile | null> {
  const { currentAuthUser } = await authData();
  const user = currentAuthUser();
  if (!user) return null;
  const state = await loadCheckedProfile(user.uid);
  if (currentAuthUser()?.uid !== user.uid) return null;
  if (state.kind === 'sign-out') {
    await signOutWithReason(state.reason);
    return null;
  }
  setSignedIn(user, state.profile);
  return state.profile;
}

// ---- The listener ----------------------------------------------------------------------------

// Each callback gets a number; a slower earlier callback never overwrites a later one.
let generation = 0;

async function handleAuthState(user: User | null): Promise<void> {
  generation += 1;
  const mine = generation;
  if (user) {
    const stored = useAuthStore.getState();
    const known = stored.user?.uid === user.uid && stored.profile?.id === user.uid;
    // Until this person's profile is checked, nobody may read the provisional signed-out state.
    if (!known) useAuthStore.setState({ status: 'loading' });
  }
  if (!confirmed) {
    confirmed = true;
    // authReady() callers waiting for Auth's first answer, which may not change the store.
    idleWaiters.forEach((wake) => wake());
  }
  setSessionHint(user !== null);

  if (!user) {
    stopProfileWatch();
    useAuthStore.setState({ status: 'ready', ...SIGNED_OUT });
    return;
  }

  await transitionsSettled();
  if (mine !== generation) return;
  // A sign-in or sign-up step has already checked and stored this person's profile.
  const stored = useAuthStore.getState();
  if (stored.user?.uid === user.uid && stored.profile?.id === user.uid) {
    if (stored.status !== 'ready') useAuthStore.setState({ status: 'ready', user });
    return;
  }
  // Restored session or a sign-in in another tab: hold the guards until the profile is known.
  useAuthStore.setState({ status: 'loading' });

  const state = await loadCheckedProfile(user.uid);
  if (mine !== generation) return;
  if (state.kind === 'sign-out') {
    // The signed-out callback that follows sets status 'ready'.
    await signOutWithReason(state.reason).catch(() => {
      useAuthStore.setState({ status: 'ready', ...SIGNED_OUT });
    });
    return;
  }
  setSignedIn(user, state.profile);
  if (user.emailVerified && !state.profile.emailVerified) void catchUpEmailVerified();
}

/**
 * Auth says verified but the profile does not: the link was opened signed out or on another
 * device. Sync now, in the background, so the profile never stays behind.
 */
async function catchUpEmailVerified(): Promise<void> {
  try {
    const { callSyncEmailVerified } = await authData();
    if (await callSyncEmailVerified()) await refreshProfile();
  } catch {
    // Tried again at the next sign-in.
  }
}

let listeners = 0;
let unsubscribe: (() => void) | null = null;
let subscribing: Promise<void> | null = null;
/** Whether Firebase Auth itself has reported, as opposed to the provisional signed-out state. */
let confirmed = false;

function subscribe(): Promise<void> {
  subscribing ??= authData().then(({ watchAuthState }) => {
    if (listeners === 0) {
      subscribing = null;
      return;
    }
    unsubscribe = watchAuthState((user) => {
      void handleAuthState(user);
    });
  });
  return subscribing;
}

export type StartAuthOptions = {
  /**
   * Public pages: when this browser shows no sign of a session, treat the visitor as signed out
   * without loading Firebase Auth; authReady() (guards, account pages) still loads it for the real
   * answer.
   */
  deferUnlessSignedIn?: boolean;
};

/**
 * Starts watching Firebase Auth (once, however often it is called). Returns a function that
 * releases this call's hold; the listener stops when every caller has released it.
 */
export function startAuthListener(options: StartAuthOptions = {}): () => void {
  listeners += 1;
  if (options.deferUnlessSignedIn && !hasSessionHint()) {
    if (!confirmed && !subscribing) useAuthStore.setState({ status: 'ready', ...SIGNED_OUT });
  } else {
    void subscribe();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    listeners -= 1;
    if (listeners === 0) {
      unsubscribe?.();
      unsubscribe = null;
      subscribing = null;
    }
  };
}

/** Resolves once Firebase Auth is being watched (tests, and callers that need the real state). */
export function authListening(): Promise<void> {
  if (listeners === 0) return Promise.resolve();
  return subscribe();
}

/**
 * Resolves with the profile (or null) once the first auth callback has been handled and no
 * sign-in or sign-up is half-way through.
 */
export function authReady(): Promise<UserProfile | null> {
  if (!confirmed && listeners > 0) void subscribe();
  return new Promise((resolve) => {
    const check = (): boolean => {
      const { status, profile } = useAuthStore.getState();
      if (status !== 'ready' || transitions.size > 0) return false;
      if (!confirmed && listeners > 0) {
        // Route loaders can ask before the app has started listening; once it has, ask Auth.
        void subscribe();
        return false;
      }
      stopStore();
      idleWaiters.delete(wake);
      resolve(profile);
      return true;
    };
    const wake = () => void check();
    const stopStore = useAuthStore.subscribe(wake);
    idleWaiters.add(wake);
    check();
  });
}

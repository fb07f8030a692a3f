import type { UserProfile } from '@fixwell/common/user-profile';
import type { AuthUser as User } from '@/features/auth/api/auth-data';
import { create } from 'zustand';

// The state of the session, as pages read it. Only `auth-session.ts` changes it (apart from the
// sign-in page clearing the reason it shows).

export type AuthStatus = 'loading' | 'ready';

export type AuthState = {
  status: AuthStatus;
  user: User | null;
  profile: UserProfile | null;
  isAdmin: boolean;
  isCompany: boolean;
  isCustomer: boolean;
  /** Why the session was ended for the person (SPEC §5/§8); the sign-in page shows it. */
  signOutReason: string | null;
  clearSignOutReason: () => void;
};

export const useAuthStore = create<AuthState>()((set) => ({
  status: 'loading',
  user: null,
  profile: null,
  isAdmin: false,
  isCompany: false,
  isCustomer: false,
  signOutReason: null,
  clearSignOutReason: () => set({ signOutReason: null }),
}));

import { ROLE_HOME } from '@fixwell/common/user-profile';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';

import { useHydrated } from '@/app/layouts/use-hydrated';
import { useSignOut } from '@/app/layouts/use-sign-out';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';

// Loaded only for a signed-in customer or company: it brings Firestore, which a public page never
// downloads for a visitor who is signed out.
const NotificationBell = lazy(
  () => import('@/features/notifications/components/notification-bell'),
);

const NOTIFICATIONS_PAGE = {
  customer: paths.customerNotifications,
  company: paths.companyNotifications,
} as const;

/**
 * The header's account items: sign-in links, or the signed-in person's area and sign-out.
 *
 * Public pages are prerendered for nobody in particular, so the server and the render that
 * hydrates them both show a placeholder here; who is signed in is only shown once the app has
 * taken the page over, or React would throw a returning visitor's page away and draw it again.
 * The placeholder also stands in while Auth settles (a visitor who signed in before on this
 * browser), so nobody sees "Sign in" flash before their own menu. A signed-in customer or company
 * also gets the bell with their live count of unread notifications, after hydration only.
 */
export function AccountMenu() {
  const hydrated = useHydrated();
  const status = useAuthStore((state) => state.status);
  const profile = useAuthStore((state) => state.profile);
  const uid = useAuthStore((state) => state.user?.uid);
  const { signOut, pending } = useSignOut();

  if (!hydrated || status === 'loading')
    return <li className="site-header__account-placeholder" aria-hidden="true" />;

  if (!profile) {
    return (
      <>
        <li>
          <NavLink to={paths.login}>Sign in</NavLink>
        </li>
        <li>
          <NavLink to={paths.signup}>Sign up</NavLink>
        </li>
      </>
    );
  }

  const notifications = profile.role === 'admin' ? null : NOTIFICATIONS_PAGE[profile.role];
  return (
    <>
      {notifications && uid ? (
        <li>
          <Suspense fallback={null}>
            <NotificationBell userId={uid} to={notifications} />
          </Suspense>
        </li>
      ) : null}
      <li>
        <Link to={ROLE_HOME[profile.role]}>Your account</Link>
      </li>
      <li>
        <button
          type="button"
          className="link-button"
          onClick={() => void signOut()}
          disabled={pending}
        >
          Sign out
        </button>
      </li>
    </>
  );
}

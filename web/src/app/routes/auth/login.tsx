import { ROLE_HOME, type UserProfile } from '@fixwell/common/user-profile';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';

import { Seo } from '@/components/seo/seo';
import { LoginForm } from '@/features/auth/components/login-form';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { safeRedirectPath } from '@/utils/safe-redirect';

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const status = useAuthStore((state) => state.status);
  const profile = useAuthStore((state) => state.profile);
  const signOutReason = useAuthStore((state) => state.signOutReason);
  const clearSignOutReason = useAuthStore((state) => state.clearSignOutReason);

  // Only a path on this site is honoured; anything else goes to the person's own area.
  const destination = (signedIn: UserProfile) =>
    safeRedirectPath(searchParams.get('redirect')) ?? ROLE_HOME[signedIn.role];

  if (status === 'ready' && profile) return <Navigate to={destination(profile)} replace />;

  return (
    <>
      <Seo title="Sign in" description="Sign in to your Fixwell account." noindex />
      <h1>Sign in</h1>
      <LoginForm
        notice={signOutReason}
        onSubmitStart={clearSignOutReason}
        onSuccess={(signedIn) => void navigate(destination(signedIn), { replace: true })}
      />
      <p className="form-links">
        <span>
          New to Fixwell? <Link to="/signup">Create an account</Link>
        </span>
      </p>
    </>
  );
}

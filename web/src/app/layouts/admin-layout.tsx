import { ROLE_HOME } from '@fixwell/common/user-profile';
import { Link, useLocation } from 'react-router';

import { AreaLayout } from '@/app/layouts/area-layout';
import { Seo } from '@/components/seo/seo';
import { PageSpinner } from '@/components/page-spinner';
import { useAuthStore } from '@/features/auth/stores/auth-store';

function AdminsOnlyNotice() {
  const profile = useAuthStore((state) => state.profile);
  const { pathname, search } = useLocation();
  const signInHref = `/login?redirect=${encodeURIComponent(pathname + search)}`;

  return (
    <section className="page">
      <Seo title="Administrators only" noindex />
      <h1>Administrators only</h1>
      <p className="page__lede">This area is for Fixwell administrators.</p>
      <p>
        <Link className="button button--primary" to={signInHref}>
          {profile ? 'Sign in with an administrator account' : 'Sign in'}
        </Link>
      </p>
      {profile ? (
        <p>
          <Link to={ROLE_HOME[profile.role]}>Go to your own account</Link>
        </p>
      ) : null}
    </section>
  );
}

/**
 * Some admin routes carry no guard in SPEC.md, so this layout itself keeps their content from
 * anyone but an admin. The real boundary is firestore.rules: this only avoids showing an empty shell.
 */
export default function AdminLayout() {
  const status = useAuthStore((state) => state.status);
  const isAdmin = useAuthStore((state) => state.isAdmin);

  if (status === 'loading') return <AreaLayout area="admin" notice={<PageSpinner />} />;
  if (!isAdmin) return <AreaLayout area="admin" notice={<AdminsOnlyNotice />} />;
  return <AreaLayout area="admin" />;
}

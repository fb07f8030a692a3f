import { Link, Outlet } from 'react-router';

import { BrandLink } from '@/app/layouts/brand-link';
import { SkipLink } from '@/app/layouts/skip-link';
import { paths } from '@/config/paths';

/** Sign-in and password pages: one centred card, nothing to distract. */
export default function AuthLayout() {
  return (
    <div className="auth-layout">
      <SkipLink />
      <header className="auth-layout__header">
        <BrandLink />
      </header>
      <main id="main" className="auth-card" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="auth-layout__footer">
        <Link to={paths.terms}>Terms of Service</Link>
        <Link to={paths.privacy}>Privacy Policy</Link>
        <Link to={paths.contact}>Contact</Link>
      </footer>
    </div>
  );
}

import { ROLE_HOME } from '@fixwell/common/user-profile';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { BrandLink } from '@/app/layouts/brand-link';
import { useSignOut } from '@/app/layouts/use-sign-out';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';

const MAIN_LINKS = [
  { to: paths.services, label: 'Services' },
  { to: paths.howItWorks, label: 'How it works' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.professionals, label: 'For professionals' },
] as const;

function AccountLinks() {
  const status = useAuthStore((state) => state.status);
  const profile = useAuthStore((state) => state.profile);
  const { signOut, pending } = useSignOut();

  // Until auth settles we show neither state, so the header does not flash "Sign in".
  if (status === 'loading')
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

  return (
    <>
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

/** The header of the public layouts. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navId = useId();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <BrandLink />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((value) => !value)}
        >
          Menu
        </button>
        <nav id={navId} className="site-nav" data-open={open} aria-label="Main">
          <ul className="site-nav__list">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
          <ul className="site-nav__list site-nav__list--account">
            <AccountLinks />
            <li>
              <Link className="button button--primary" to={paths.quote}>
                Get free quotes
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

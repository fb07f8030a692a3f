import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { AccountMenu } from '@/app/layouts/account-menu';
import { BrandLink } from '@/app/layouts/brand-link';
import { paths } from '@/config/paths';

const MAIN_LINKS = [
  { to: paths.services, label: 'Services' },
  { to: paths.howItWorks, label: 'How it works' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.professionals, label: 'For professionals' },
] as const;

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
            <AccountMenu />
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

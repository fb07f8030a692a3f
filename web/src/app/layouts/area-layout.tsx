import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';

import { areaNavLinks, type AreaLayoutName } from '@/app/layouts/area-nav-links';
import { BrandLink } from '@/app/layouts/brand-link';
import { SkipLink } from '@/app/layouts/skip-link';
import { useSignOut } from '@/app/layouts/use-sign-out';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useUnreadMessageCount } from '@/features/conversations/api/watch-unread-messages';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

import './area-layout.css';

const AREA_NAMES: Record<AreaLayoutName, string> = {
  customer: 'Your account',
  company: 'Company area',
  admin: 'Administration',
};

/** Each area's notifications page and messages page (the admin area has neither). */
const AREA_PAGES: Partial<Record<AreaLayoutName, { notifications: string; messages: string }>> = {
  customer: { notifications: paths.customerNotifications, messages: paths.customerChat },
  company: { notifications: paths.companyNotifications, messages: paths.companyChat },
};

/** "Messages", with the live number of unread messages beside it when there are any. */
function MessagesLabel({ label, uid }: { label: string; uid: string | undefined }) {
  const unread = useUnreadMessageCount(uid);
  if (unread === 0) return <>{label}</>;
  return (
    <>
      {label}
      <span className="area-nav__badge" aria-hidden="true">
        {unread > 99 ? '99+' : unread}
      </span>
      <span className="visually-hidden">
        {unread === 1 ? ', 1 unread message' : `, ${unread} unread messages`}
      </span>
    </>
  );
}

type AreaLayoutProps = {
  area: AreaLayoutName;
  /** Replaces the page and hides the menu, e.g. for a visitor who may not see this area. */
  notice?: ReactNode;
};

/** The frame of the customer, company and admin areas: menu of every page, user, sign-out. */
export function AreaLayout({ area, notice }: AreaLayoutProps) {
  const profile = useAuthStore((state) => state.profile);
  const uid = useAuthStore((state) => state.user?.uid);
  const pages = AREA_PAGES[area];
  const { signOut, pending } = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navId = useId();
  const links = useMemo(() => areaNavLinks(area), [area]);
  const name = profile ? (profile.businessName ?? profile.displayName) || profile.email : null;

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className={`area-layout area-layout--${area}`}>
      <SkipLink />
      <header className="area-header">
        <BrandLink />
        <span className="area-header__area">{AREA_NAMES[area]}</span>
        <div className="area-header__user">
          {profile && uid && pages ? (
            <NotificationBell userId={uid} to={pages.notifications} />
          ) : null}
          {name ? (
            <span className="area-header__name">
              Signed in as <strong>{name}</strong>
            </span>
          ) : null}
          {profile ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void signOut()}
              disabled={pending}
            >
              Sign out
            </button>
          ) : null}
        </div>
        {notice ? null : (
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
        )}
      </header>
      <div className="area-body">
        {notice ? null : (
          <nav id={navId} className="area-nav" data-open={menuOpen} aria-label={AREA_NAMES[area]}>
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end>
                    {link.to === pages?.messages ? (
                      <MessagesLabel label={link.label} uid={profile ? uid : undefined} />
                    ) : (
                      link.label
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id="main" className="area-main" tabIndex={-1}>
          {notice ?? <Outlet />}
        </main>
      </div>
    </div>
  );
}

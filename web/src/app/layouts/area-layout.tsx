import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';

import {
  areaNav,
  currentLinkOf,
  type AreaLayoutName,
  type AreaNav,
  type AreaNavLink,
} from '@/app/layouts/area-nav-links';
import { BrandLink } from '@/app/layouts/brand-link';
import { useMenuCounts, type MenuCount, type MenuCounts } from '@/app/layouts/menu-counts';
import { SkipLink } from '@/app/layouts/skip-link';
import { useSignOut } from '@/app/layouts/use-sign-out';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useModalBehaviour } from '@/hooks/use-modal-behaviour';

import './area-layout.css';

const AREA_NAMES: Record<AreaLayoutName, string> = {
  customer: 'Your account',
  company: 'Company area',
  admin: 'Administration',
};

/** Each area's notifications page (the admin area has none). */
const NOTIFICATIONS_PAGES: Partial<Record<AreaLayoutName, string>> = {
  customer: paths.customerNotifications,
  company: paths.companyNotifications,
};

/** Wider than this the menu is a sidebar, so an open drawer closes (same as area-layout.css). */
const WIDE_SCREEN = '(min-width: 48.0625rem)';

/** A link's words, with the live number of what waits behind it (unread messages, new leads). */
function LinkLabel({ label, count }: { label: string; count: MenuCount | undefined }) {
  if (!count) return <>{label}</>;
  return (
    <>
      <span>{label}</span>
      <span className="area-nav__badge" aria-hidden="true">
        {count.count > 99 ? '99+' : count.count}
      </span>
      <span className="visually-hidden">
        {count.count === 1 ? `, 1 ${count.one}` : `, ${count.count} ${count.many}`}
      </span>
    </>
  );
}

type MenuLinkProps = {
  link: AreaNavLink;
  current: string | null;
  counts: MenuCounts;
  className?: string;
};

function MenuLink({ link, current, counts, className }: MenuLinkProps) {
  return (
    <Link
      to={link.to}
      className={className}
      aria-current={link.to === current ? 'page' : undefined}
    >
      <LinkLabel label={link.label} count={counts.get(link.to)} />
    </Link>
  );
}

type MenuGroupsProps = {
  nav: AreaNav;
  current: string | null;
  counts: MenuCounts;
};

/** The groups with their headings, each a list labelled by its heading. */
function MenuGroups({ nav, current, counts }: MenuGroupsProps) {
  const id = useId();
  return nav.groups.map((group, index) => {
    const headingId = `${id}-group-${index}`;
    return (
      <div className="area-nav__group" key={group.label ?? 'home'}>
        {group.label ? (
          <h2 className="area-nav__heading" id={headingId}>
            {group.label}
          </h2>
        ) : null}
        <ul aria-labelledby={group.label ? headingId : undefined}>
          {group.links.map((link) => (
            <li key={link.to}>
              <MenuLink link={link} current={current} counts={counts} />
            </li>
          ))}
        </ul>
      </div>
    );
  });
}

type AreaLayoutProps = {
  area: AreaLayoutName;
  /** Replaces the page and hides the menu, e.g. for a visitor who may not see this area. */
  notice?: ReactNode;
};

/**
 * The frame of the customer, company and admin areas. Wide screens: a sidebar with the area's
 * pages in groups (config/area-menus.ts). Phones: a bottom bar with the four most used pages and
 * "Menu", which opens the same groups as a sheet from the bottom, within a thumb's reach; while it
 * is open the rest of the page is inert, focus is inside it, and Escape or "Close" shuts it and
 * gives focus back to "Menu".
 */
export function AreaLayout({ area, notice }: AreaLayoutProps) {
  const profile = useAuthStore((state) => state.profile);
  const uid = useAuthStore((state) => state.user?.uid);
  const notificationsPage = NOTIFICATIONS_PAGES[area];
  const { signOut, pending } = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const drawerId = useId();
  const nav = useMemo(() => areaNav(area), [area]);
  const current = useMemo(
    () => currentLinkOf([...nav.groups.flatMap((group) => group.links)], pathname),
    [nav, pathname],
  );
  const counts = useMenuCounts(area, profile ? uid : undefined);
  const closeButton = useRef<HTMLButtonElement>(null);
  const name = profile ? (profile.businessName ?? profile.displayName) || profile.email : null;
  const showMenu = !notice;

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Focus into the sheet, Escape closes it, the page behind stops scrolling, focus goes back.
  useModalBehaviour(menuOpen, closeButton, closeMenu);

  // Following a link closes the sheet.
  useEffect(() => setMenuOpen(false), [pathname]);

  // Grown past a phone's width with the sheet open: the menu is a sidebar again.
  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(WIDE_SCREEN);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) closeMenu();
    };
    wide.addEventListener?.('change', onChange);
    return () => wide.removeEventListener?.('change', onChange);
  }, [menuOpen, closeMenu]);

  return (
    <div className={`area-layout area-layout--${area}`} data-menu-open={menuOpen}>
      <SkipLink />
      <header className="area-header" inert={menuOpen}>
        <BrandLink />
        <span className="area-header__area">{AREA_NAMES[area]}</span>
        <div className="area-header__user">
          {profile && uid && notificationsPage ? (
            <NotificationBell userId={uid} to={notificationsPage} />
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
      </header>
      <div className="area-body">
        {showMenu ? (
          <div
            id={drawerId}
            className="area-drawer"
            data-open={menuOpen}
            {...(menuOpen
              ? { role: 'dialog', 'aria-modal': true, 'aria-label': nav.label }
              : undefined)}
          >
            <div className="area-drawer__backdrop" aria-hidden="true" onClick={closeMenu} />
            <nav className="area-nav" aria-label={nav.label}>
              <div className="area-drawer__top">
                <span className="area-drawer__title" aria-hidden="true">
                  Menu
                </span>
                <button
                  ref={closeButton}
                  type="button"
                  className="area-drawer__close"
                  onClick={closeMenu}
                >
                  Close menu
                </button>
              </div>
              <MenuGroups nav={nav} current={current} counts={counts} />
            </nav>
          </div>
        ) : null}
        <main id="main" className="area-main" tabIndex={-1} inert={menuOpen}>
          {notice ?? <Outlet />}
        </main>
      </div>
      {showMenu ? (
        <nav className="area-bar" aria-label={`${nav.label} shortcuts`} inert={menuOpen}>
          <ul>
            {nav.bar.map((link) => (
              <li key={link.to}>
                <MenuLink
                  link={link}
                  current={current}
                  counts={counts}
                  className="area-bar__link"
                />
              </li>
            ))}
            <li>
              <button
                type="button"
                className="area-bar__link area-bar__menu"
                aria-expanded={menuOpen}
                aria-controls={drawerId}
                onClick={() => setMenuOpen(true)}
              >
                Menu
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

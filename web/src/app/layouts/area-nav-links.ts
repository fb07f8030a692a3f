import { AREA_MENUS, BAR_LABELS, MENU_LABELS, type AreaName } from '@/config/area-menus';
import type { LayoutName } from '@/config/route-types';
import { routes, type RouteName } from '@/config/routes';

export type AreaLayoutName = Extract<LayoutName, AreaName>;
export type AreaNavLink = { name: RouteName; to: string; label: string };
export type AreaNavGroup = { label: string | null; links: AreaNavLink[] };
export type AreaNav = {
  /** The menu landmark's name ("Company menu"). */
  label: string;
  groups: AreaNavGroup[];
  /** The phone's bottom bar, before its "Menu" button. */
  bar: AreaNavLink[];
};

const ROUTE_NAMES = Object.keys(routes) as RouteName[];

/**
 * The pages of an area a menu may list: every page of its layout without a parameter that is not
 * a utility page (`menu: false`: success, refresh and "new" pages, reached from their pages).
 */
export function menuRouteNames(area: AreaLayoutName): RouteName[] {
  return ROUTE_NAMES.filter((name) => {
    const route: { layout: LayoutName; path: string; menu?: false } = routes[name];
    return route.layout === area && !route.path.includes(':') && route.menu !== false;
  });
}

function link(name: RouteName, labels: Partial<Record<RouteName, string>>): AreaNavLink {
  const route = routes[name];
  return { name, to: route.path, label: labels[name] ?? MENU_LABELS[name] ?? route.title };
}

/** An area's menu as links: its groups in order (config/area-menus.ts) and its phone bar. */
export function areaNav(area: AreaLayoutName): AreaNav {
  const menu = AREA_MENUS[area];
  return {
    label: menu.label,
    groups: menu.groups.map((group) => ({
      label: group.label,
      links: group.items.map((name) => link(name, {})),
    })),
    bar: menu.bar.map((name) => link(name, BAR_LABELS)),
  };
}

/** Every link of an area's menu, in the menu's order. */
export function areaNavLinks(area: AreaLayoutName): AreaNavLink[] {
  return areaNav(area).groups.flatMap((group) => group.links);
}

/**
 * The menu link of the page being shown: the link to this very path, else the deepest link the
 * path lies below (a lead's page marks "Leads", a new invoice "Invoices"). The area's home marks
 * only itself.
 */
export function currentLinkOf(links: readonly AreaNavLink[], pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: AreaNavLink | null = null;
  for (const link of links) {
    if (link.to === path) return link.to;
    const isHome = !link.to.slice(1).includes('/');
    if (!isHome && path.startsWith(`${link.to}/`)) {
      if (!best || link.to.length > best.to.length) best = link;
    }
  }
  return best?.to ?? null;
}

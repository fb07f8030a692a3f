import { routeTable } from '@/app/routes/route-table';
import type { LayoutName } from '@/config/route-types';

export type AreaLayoutName = Extract<LayoutName, 'customer' | 'company' | 'admin'>;
export type AreaNavLink = { to: string; label: string };

/** Where the route table's title would read oddly as a menu item. */
const LABELS: Record<string, string> = {
  '/customer': 'Dashboard',
  '/customer/profile': 'Profile',
  '/company': 'Dashboard',
  '/company/profile': 'Company profile',
  '/company/profile/delete-account': 'Delete account',
  '/company/stripe-connect': 'Card payments',
  '/admin': 'Dashboard',
  '/admin/settings/fees': 'Fees',
};

/**
 * Every page of an area without parameters, in route-table order, so the menu cannot miss one;
 * utility pages (`menu: false`) are reached from the pages that lead to them.
 */
export function areaNavLinks(area: AreaLayoutName): AreaNavLink[] {
  return routeTable
    .filter((entry) => entry.layout === area && !entry.path.includes(':') && entry.menu !== false)
    .map((entry) => ({ to: entry.path, label: LABELS[entry.path] ?? entry.title }));
}

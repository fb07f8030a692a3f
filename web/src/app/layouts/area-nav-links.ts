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
  '/company/stripe-connect/refresh': 'Resume card set-up',
  '/company/stripe-connect/success': 'Card set-up complete',
  '/admin': 'Dashboard',
  '/admin/settings/fees': 'Fees',
};

/** Every page of an area without parameters, in route-table order, so the menu cannot miss one. */
export function areaNavLinks(area: AreaLayoutName): AreaNavLink[] {
  return routeTable
    .filter((entry) => entry.layout === area && !entry.path.includes(':'))
    .map((entry) => ({ to: entry.path, label: LABELS[entry.path] ?? entry.title }));
}

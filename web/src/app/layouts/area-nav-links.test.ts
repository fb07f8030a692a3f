import { describe, expect, it } from 'vitest';

import { areaNav, areaNavLinks, menuRouteNames } from '@/app/layouts/area-nav-links';
import { AREA_MENUS } from '@/config/area-menus';
import { routes } from '@/config/routes';

const AREAS = ['customer', 'company', 'admin'] as const;

describe('the area menus (config/area-menus.ts)', () => {
  it.each(AREAS)('list every page of the %s area in exactly one group', (area) => {
    const listed = AREA_MENUS[area].groups.flatMap((group) => group.items);
    const missing = menuRouteNames(area).filter((name) => !listed.includes(name));
    // A new page of the area must be given a place in its menu (or `menu: false` if a utility).
    expect(missing, `pages of the ${area} area in no group`).toEqual([]);
    const twice = listed.filter((name, index) => listed.indexOf(name) !== index);
    expect(twice, `pages listed twice in the ${area} menu`).toEqual([]);
  });

  it.each(AREAS)(
    'list no utility page, no page with a parameter, no other area’s page (%s)',
    (area) => {
      const menuable = menuRouteNames(area);
      const listed = AREA_MENUS[area].groups.flatMap((group) => group.items);
      expect(listed.filter((name) => !menuable.includes(name))).toEqual([]);
      for (const name of AREA_MENUS[area].bar) expect(menuable).toContain(name);
    },
  );

  it('leave out the utility pages people reach from their pages', () => {
    const company = areaNavLinks('company').map((link) => link.to);
    for (const utility of [
      '/company/invoices/new',
      '/company/stripe-connect/refresh',
      '/company/stripe-connect/success',
      '/company/profile/delete-account',
    ]) {
      expect(company).not.toContain(utility);
    }
    expect(routes.companyDeleteAccount.menu).toBe(false);
    expect(areaNavLinks('customer').map((link) => link.to)).not.toContain('/customer/quotes/new');
    expect(areaNavLinks('admin').map((link) => link.to)).not.toContain('/admin/blog/new');
    for (const area of AREAS) {
      expect(areaNavLinks(area).every((link) => !link.to.includes(':'))).toBe(true);
    }
  });

  it('group the company’s pages by what a tradesperson does', () => {
    const nav = areaNav('company');
    expect(nav.label).toBe('Company menu');
    const groups = Object.fromEntries(
      nav.groups.map((group) => [group.label ?? 'home', group.links.map((link) => link.label)]),
    );
    expect(groups).toEqual({
      home: ['Dashboard'],
      Work: ['Leads', 'My leads', 'Messages', 'Appointments', 'Customers'],
      Money: ['Documents', 'Invoices', 'Templates', 'Payouts', 'Billing', 'Card payments'],
      Presence: [
        'Company profile',
        'Public profile',
        'Reviews',
        'Website widgets',
        'Stickers',
        'Branding',
        'Analytics',
      ],
      Help: ['Get set up', 'Tutorials', 'Support'],
      Account: ['Notifications'],
    });
    expect(nav.bar.map((link) => link.to)).toEqual([
      '/company/leads',
      '/company/chat',
      '/company/appointments',
      '/company/documents',
    ]);
  });

  it('give the customer and admin areas their own groups and bars', () => {
    expect(areaNav('customer').bar.map((link) => link.to)).toEqual([
      '/customer',
      '/customer/quotes',
      '/customer/chat',
      '/customer/appointments',
    ]);
    const admin = areaNav('admin');
    expect(admin.groups.map((group) => group.label)).toEqual([
      'Overview',
      'Marketplace',
      'Money',
      'People and support',
      'Content',
      'Growth',
      'Settings',
    ]);
    expect(admin.groups[1]?.links.map((link) => link.to)).toContain('/admin/companies');
    expect(admin.groups[2]?.links.map((link) => link.to)).toContain('/admin/settings/fees');
  });
});

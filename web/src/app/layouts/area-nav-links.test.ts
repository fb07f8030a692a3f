import { describe, expect, it } from 'vitest';

import { areaNavLinks } from '@/app/layouts/area-nav-links';

describe('areaNavLinks', () => {
  it('lists an area’s pages for people, not its utility pages', () => {
    const company = areaNavLinks('company').map((link) => link.to);
    expect(company).toContain('/company/billing');
    expect(company).toContain('/company/stripe-connect');
    expect(company).not.toContain('/company/stripe-connect/refresh');
    expect(company).not.toContain('/company/stripe-connect/success');
    expect(company).not.toContain('/company/invoices/new');
    expect(areaNavLinks('customer').map((link) => link.to)).not.toContain('/customer/quotes/new');
    expect(areaNavLinks('admin').map((link) => link.to)).not.toContain('/admin/blog/new');
  });

  it('never lists a page with a parameter', () => {
    for (const area of ['customer', 'company', 'admin'] as const) {
      expect(areaNavLinks(area).every((link) => !link.to.includes(':'))).toBe(true);
    }
  });
});

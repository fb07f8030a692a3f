import { describe, expect, it } from 'vitest';

import { widgetBrand } from '@/features/quote-widget/widget-brand';

describe('widgetBrand', () => {
  it('uses the trading name, logo and colour when the company has them', () => {
    expect(
      widgetBrand({
        businessName: 'Brightwater Plumbing & Heating Ltd',
        branding: {
          tradingName: 'Brightwater',
          brandColour: '#14532D',
          logoUrl: '/api/company-logos/demo/0123456789abcdef0123456789abcdef.png',
          footerText: null,
        },
      }),
    ).toEqual({
      name: 'Brightwater',
      logoUrl: '/api/company-logos/demo/0123456789abcdef0123456789abcdef.png',
      brandColour: '#14532d',
    });
  });

  it('falls back to the business name and Fixwell’s look', () => {
    expect(widgetBrand({ businessName: 'Brightwater Ltd' })).toEqual({
      name: 'Brightwater Ltd',
      logoUrl: null,
      brandColour: null,
    });
    expect(widgetBrand(null)).toBeNull();
  });
});

import type { CompanyProfileData, Review } from '@/features/company-profile/company-profile-types';

export function makeCompany(overrides: Partial<CompanyProfileData> = {}): CompanyProfileData {
  return {
    id: 'company-uid-1',
    slug: 'acme-plumbing-leeds',
    businessName: 'Acme Plumbing & Heating',
    mainTrade: 'plumber',
    trades: ['plumber', 'heating-engineer'],
    description:
      'Family-run plumbing and heating firm based in Headingley.\n\nWe fit and service boilers, fix leaks and install bathrooms across Leeds and Bradford.',
    phone: '0113 496 0000',
    website: 'www.acme-plumbing.example',
    postcodeAreas: ['LS', 'BD'],
    rating: 4.5,
    reviewCount: 2,
    badges: ['id-checked', 'gas-safe'],
    ...overrides,
  };
}

export function makeReview(overrides: Partial<Review> & Pick<Review, 'id'>): Review {
  return {
    companyId: 'company-uid-1',
    authorName: 'Priya S.',
    rating: 5,
    body: 'Arrived on time, replaced the leaking valve and left the place spotless.',
    createdAt: '2026-11-22T10:15:00.000Z',
    status: 'published',
    ...overrides,
  };
}

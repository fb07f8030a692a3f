import type { OnboardingExtras, OwnCompany } from '@/features/company-onboarding/onboarding-types';

/** A company as onUserCreated makes it from sign-up: hidden, one trade, its base area covered. */
export function makeOwnCompany(overrides: Partial<OwnCompany> = {}): OwnCompany {
  return {
    id: 'company-uid',
    businessName: 'Brightwater Plumbing',
    slug: 'brightwater-plumbing',
    public: false,
    suspended: false,
    publishedAt: null,
    mainTrade: 'plumber',
    trades: ['plumber'],
    baseDistrict: 'LS6',
    town: 'Leeds',
    coverageKeys: ['plumber|LS'],
    coverageTowns: [],
    description: '',
    phone: '',
    website: '',
    rating: 0,
    reviewCount: 0,
    verifiedBadges: [],
    branding: { tradingName: null, brandColour: null, logoUrl: null, footerText: null },
    ...overrides,
  };
}

/** A company with every required step done (insurance aside: that is a check). */
export function makeReadyCompany(overrides: Partial<OwnCompany> = {}): OwnCompany {
  return makeOwnCompany({
    legalForm: 'sole-trader',
    description:
      'Family-run plumbers in Headingley: boilers fitted and serviced, leaks fixed and bathrooms plumbed in, with a two-year guarantee.',
    phone: '0113 496 0000',
    ...overrides,
  });
}

export function makeExtras(overrides: Partial<OnboardingExtras> = {}): OnboardingExtras {
  return { basePostcode: 'LS6 2AB', subscribed: false, payoutsEnabled: false, ...overrides };
}

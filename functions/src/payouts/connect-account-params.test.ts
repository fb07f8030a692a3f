import { describe, expect, it } from 'vitest';

import {
  BUILDING_SERVICES_MCC,
  connectAccountCreateParams,
  profileUrlForStripe,
  tradeList,
} from './connect-account-params';

describe('connectAccountCreateParams', () => {
  it('asks for a GB Express account with card payments and transfers, prefilled', () => {
    expect(
      connectAccountCreateParams({
        uid: 'co-1',
        email: 'owner@leedsplumbing.co.uk',
        businessName: 'Leeds Plumbing Ltd',
        trades: ['plumber', 'heating-engineer'],
        profileUrl: 'https://fixwell.co.uk/company/profile/leeds-plumbing',
      }),
    ).toEqual({
      type: 'express',
      country: 'GB',
      email: 'owner@leedsplumbing.co.uk',
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      business_profile: {
        name: 'Leeds Plumbing Ltd',
        url: 'https://fixwell.co.uk/company/profile/leeds-plumbing',
        product_description:
          'Plumber and Heating engineer work for homeowners, booked through Fixwell.',
        mcc: BUILDING_SERVICES_MCC,
      },
      metadata: { companyUid: 'co-1' },
    });
  });

  it('leaves the website for Stripe to ask when there is none to give', () => {
    const params = connectAccountCreateParams({
      uid: 'co-1',
      email: 'owner@example.co.uk',
      businessName: 'Leeds Plumbing Ltd',
      trades: ['plumber'],
      profileUrl: null,
    });
    expect(params.business_profile).not.toHaveProperty('url');
  });

  it('leaves out an unknown email or name rather than sending Stripe an empty one', () => {
    const params = connectAccountCreateParams({
      uid: 'co-1',
      email: '',
      businessName: '',
      trades: ['plumber'],
      profileUrl: null,
    });
    expect(params).not.toHaveProperty('email');
    expect(params.business_profile).not.toHaveProperty('name');
  });
});

describe('tradeList', () => {
  it('joins the labels as a sentence', () => {
    expect(tradeList(['plumber'])).toBe('Plumber');
    expect(tradeList(['plumber', 'electrician', 'roofer'])).toBe('Plumber, Electrician and Roofer');
    expect(tradeList(['plumber', 'plumber'])).toBe('Plumber');
  });

  it('falls back to something honest', () => {
    expect(tradeList([])).toBe('Home improvement');
    expect(tradeList(['stonemason'])).toBe('stonemason');
  });
});

describe('profileUrlForStripe', () => {
  it('gives a public address as it is', () => {
    expect(profileUrlForStripe('https://fixwell.co.uk/company/profile/a', false)).toBe(
      'https://fixwell.co.uk/company/profile/a',
    );
  });

  it('keeps a local address only for the local stand-in', () => {
    expect(profileUrlForStripe('http://localhost:5173/company/profile/a', false)).toBeNull();
    expect(profileUrlForStripe('http://localhost:5173/company/profile/a', true)).toBe(
      'http://localhost:5173/company/profile/a',
    );
  });
});

import { describe, expect, it } from 'vitest';

import {
  companiesHouseLink,
  paragraphs,
  socialLink,
  starsGlyphs,
  starsText,
  telHref,
  websiteLink,
} from '@/features/company-profile/company-profile-utils';

describe('stars', () => {
  it('says the rating in words from 1 to 5, to one decimal place (the mean of the aspects)', () => {
    expect(starsText(5)).toBe('5 out of 5');
    expect(starsText(3.6)).toBe('3.6 out of 5');
    expect(starsText(4.333)).toBe('4.3 out of 5');
    expect(starsText(0)).toBe('1 out of 5');
    expect(starsText(9)).toBe('5 out of 5');
    expect(starsText(Number.NaN)).toBe('1 out of 5');
    expect(starsGlyphs(4)).toBe('★★★★☆');
    expect(starsGlyphs(4.3)).toBe('★★★★☆');
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('0113 496 0000')).toBe('tel:01134960000');
    expect(telHref('+44 (0)113 496-0000')).toBe('tel:+4401134960000');
  });

  it('refuses what cannot be a phone number', () => {
    expect(telHref('call us')).toBeNull();
  });
});

describe('websiteLink', () => {
  it('adds https:// and labels the link with the host', () => {
    expect(websiteLink('www.acme.example')).toEqual({
      href: 'https://www.acme.example/',
      label: 'acme.example',
    });
    expect(websiteLink('http://acme.example/leeds')).toEqual({
      href: 'http://acme.example/leeds',
      label: 'acme.example/leeds',
    });
  });

  it('refuses anything but a web address', () => {
    expect(websiteLink('javascript:alert(1)')).toBeNull();
    expect(websiteLink('mailto:info@acme.example')).toBeNull();
    expect(websiteLink('not a website')).toBeNull();
    expect(websiteLink('   ')).toBeNull();
  });
});

describe('paragraphs', () => {
  it('splits at blank lines and drops empty ones', () => {
    expect(paragraphs('First.\n\n  \n\nSecond\nline.\n')).toEqual(['First.', 'Second\nline.']);
  });
});

describe('socialLink and companiesHouseLink', () => {
  it('links only https pages on the network’s own domain', () => {
    expect(socialLink('instagram', 'https://www.instagram.com/acme')).toBe(
      'https://www.instagram.com/acme',
    );
    expect(socialLink('instagram', 'https://instagram.com.evil.example/')).toBeNull();
    expect(socialLink('facebook', 'javascript:alert(1)')).toBeNull();
    expect(socialLink('x', 'http://x.com/acme')).toBeNull();
    expect(socialLink('x', undefined)).toBeNull();
  });

  it('links a well-formed Companies House number to the register', () => {
    expect(companiesHouseLink('sc 123456')).toEqual({
      number: 'SC123456',
      href: 'https://find-and-update.company-information.service.gov.uk/company/SC123456',
    });
    expect(companiesHouseLink('../../x')).toBeNull();
  });
});

import {
  descriptionParagraphs,
  SOCIAL_NETWORK_DOMAINS,
} from '@fixwell/common/companies/company-profile-display';
import type { SocialNetwork } from '@fixwell/common/company';
import { brandingOf, type CompanyBranding } from '@fixwell/common/company-branding';

import type { CompanyProfileData } from '@/features/company-profile/company-profile-types';

/** A rating as whole stars from 1 to 5, whatever the stored value. */
export function wholeStars(rating: number): number {
  if (!Number.isFinite(rating)) return 1;
  return Math.min(5, Math.max(1, Math.round(rating)));
}

/** A review's rating from 1 to 5 to one decimal place (the mean of its aspects), whatever is stored. */
export function ratingValue(rating: number): number {
  if (!Number.isFinite(rating)) return 1;
  return Math.min(5, Math.max(1, Math.round(rating * 10) / 10));
}

/** "4 out of 5", or "4.3 out of 5" for a review whose aspects differ. */
export function starsText(rating: number): string {
  return `${ratingValue(rating)} out of 5`;
}

/** "★★★★☆", for the eye only; the text says the same to everyone. */
export function starsGlyphs(rating: number): string {
  const stars = wholeStars(rating);
  return '★'.repeat(stars) + '☆'.repeat(5 - stars);
}

/** A phone number as a `tel:` link: digits and a leading +, nothing else. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 7) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * A company's own website as a safe link: http(s) only (the owner types this field, so a
 * `javascript:` address must never become a link), with "https://" added when left out. The
 * label is the host without "www.".
 */
export function websiteLink(raw: string): { href: string; label: string } | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.hostname.includes('.')) return null;
  const path = url.pathname === '/' ? '' : url.pathname;
  return { href: url.href, label: `${url.hostname.replace(/^www\./, '')}${path}` };
}

/** Owner-written text split into paragraphs at blank lines. */
export function paragraphs(text: string): string[] {
  return descriptionParagraphs(text);
}

/** The company's branding, with anything missing or malformed as none. */
export function profileBranding(company: CompanyProfileData): CompanyBranding {
  return brandingOf(company);
}

/** The name the company trades under: its trading name when it has one, else its business name. */
export function profileName(company: CompanyProfileData): string {
  return profileBranding(company).tradingName ?? company.businessName;
}

/**
 * A social link as stored, only when it is an https address on that network's domain (the
 * function checked it; this keeps a hand-edited document from linking anywhere else).
 */
export function socialLink(network: SocialNetwork, raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:') return null;
  return SOCIAL_NETWORK_DOMAINS[network].some(
    (domain) => host === domain || host.endsWith(`.${domain}`),
  )
    ? url.href
    : null;
}

/** The company's entry on the Companies House register, for a well-formed number only. */
export function companiesHouseLink(raw: string): { number: string; href: string } | null {
  const number = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z0-9]{8}$/.test(number)) return null;
  return {
    number,
    href: `https://find-and-update.company-information.service.gov.uk/company/${number}`,
  };
}

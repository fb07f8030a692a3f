import type Stripe from 'stripe';

import { TRADES } from '@fixwell/common/trades';

// The Express account a company's "Set up payouts" creates, prefilled from what Fixwell knows so
// Stripe asks the company as little as possible. Pure: the handler reads the company and passes it in.

/** Stripe's merchant category for building and home-improvement contractors. */
export const BUILDING_SERVICES_MCC = '1520';

export interface ConnectAccountCompany {
  uid: string;
  /** The company's login email: Stripe writes to it about the account. */
  email: string;
  businessName: string;
  trades: readonly string[];
  /** The public profile page; null when the app has no public address to give (local runs). */
  profileUrl: string | null;
}

/** "Plumber, Electrician and Roofer": the trades' labels as a sentence list. */
export function tradeList(trades: readonly string[]): string {
  const labels = [
    ...new Set(trades.map((slug) => TRADES.find((trade) => trade.slug === slug)?.label ?? slug)),
  ];
  if (labels.length <= 1) return labels[0] ?? 'Home improvement';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export function connectAccountCreateParams(
  company: ConnectAccountCompany,
): Stripe.AccountCreateParams {
  return {
    type: 'express',
    country: 'GB',
    // Stripe refuses an empty value; what is missing, its onboarding asks for.
    ...(company.email ? { email: company.email } : {}),
    capabilities: {
      card_payments: { requested: true },
      transfers: { requested: true },
    },
    business_profile: {
      ...(company.businessName ? { name: company.businessName } : {}),
      ...(company.profileUrl ? { url: company.profileUrl } : {}),
      product_description: `${tradeList(company.trades)} work for homeowners, booked through Fixwell.`,
      mcc: BUILDING_SERVICES_MCC,
    },
    metadata: { companyUid: company.uid },
  };
}

/** Stripe refuses addresses it cannot reach; a loopback address is only useful to the local stand-in. */
export function profileUrlForStripe(url: string, localStripe: boolean): string | null {
  const host = new URL(url).hostname;
  const loopback = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  return loopback && !localStripe ? null : url;
}

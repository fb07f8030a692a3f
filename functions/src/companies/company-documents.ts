import type { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

// TODO(lead): these shapes belong in @fixwell/common next to UserProfile, so the web app reads the
// same definitions; they live here until that module exists.

/** companies/{ownerUid}: the public-facing company profile. */
export interface CompanyDocument {
  ownerId: string;
  businessName: string;
  slug: string;
  mainTrade: string;
  trades: string[];
  basePostcode: string;
  public: boolean;
  description?: string;
  phone?: string;
  website?: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'none',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** subscriptions/{ownerUid}: billing state, written only by functions and the seed. */
export interface SubscriptionDocument {
  status: SubscriptionStatus;
  planId: string | null;
  currentPeriodEnd: Timestamp | null;
  updatedAt: Timestamp;
}

/** A company may use subscription-guarded features only while active or trialing. */
export function isActiveSubscription(status: SubscriptionStatus | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

/** The company sign-up details on users/{uid} that companies/{uid} is built from. */
export const companySignUpSchema = z.object({
  role: z.literal('company'),
  businessName: z.string().trim().min(1).max(120),
  mainTrade: z.string().trim().min(1).max(60),
  basePostcode: z.string().trim().min(5).max(10),
});

export type CompanySignUp = z.infer<typeof companySignUpSchema>;

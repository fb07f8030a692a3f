import type { Timestamp } from 'firebase-admin/firestore';
import type { CompanyDocument as CommonCompanyDocument } from '@fixwell/common/company';
import type { SubscriptionDocument as CommonSubscriptionDocument } from '@fixwell/common/subscription';
import { z } from 'zod';

export type { SubscriptionStatus } from '@fixwell/common/subscription';
export { subscriptionAccess, SUBSCRIPTION_STATUSES } from '@fixwell/common/subscription';

export type CompanyDocument = CommonCompanyDocument<Timestamp>;
export type SubscriptionDocument = CommonSubscriptionDocument<Timestamp>;

/** The company sign-up details on users/{uid} that companies/{uid} is built from. */
export const companySignUpSchema = z.object({
  role: z.literal('company'),
  businessName: z.string().trim().min(1).max(120),
  mainTrade: z.string().trim().min(1).max(60),
  basePostcode: z.string().trim().min(5).max(10),
});

export type CompanySignUp = z.infer<typeof companySignUpSchema>;

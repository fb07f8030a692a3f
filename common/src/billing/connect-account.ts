// Stripe Connect (Express) accounts through which companies are paid out. `connectAccounts/{uid}`
// mirrors the account as Stripe holds it; only the Connect webhook writes it.

export const CONNECT_ACCOUNT_STATUSES = [
  'onboarding',
  'restricted',
  'enabled',
  'rejected',
] as const;
export type ConnectAccountStatus = (typeof CONNECT_ACCOUNT_STATUSES)[number];

export const CONNECT_ACCOUNT_STATUS_LABELS: Record<ConnectAccountStatus, string> = {
  onboarding: 'Setting up',
  restricted: 'Action needed',
  enabled: 'Payouts enabled',
  rejected: 'Rejected',
};

/** `connectAccounts/{companyUid}`. */
export interface ConnectAccountDocument<TTime> {
  accountId: string;
  companyId: string;
  companyName: string;
  status: ConnectAccountStatus;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** Stripe's `requirements.currently_due` (e.g. `external_account`, `individual.dob.day`). */
  requirementsDue: string[];
  /** Stripe's `requirements.past_due`: overdue, so charges or payouts are paused. */
  requirementsPastDue: string[];
  /** Stripe's `requirements.disabled_reason`, when the account cannot take charges. */
  disabledReason: string | null;
  /** When Stripe created the account. */
  stripeCreatedAt: TTime;
  updatedAt: TTime;
}

/** One status from Stripe's flags, so the pages and the admin filter agree on what each means. */
export function connectAccountStatus(account: {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  requirementsDue: readonly string[];
  requirementsPastDue: readonly string[];
  disabledReason: string | null;
}): ConnectAccountStatus {
  if (account.disabledReason?.startsWith('rejected')) return 'rejected';
  if (!account.detailsSubmitted) return 'onboarding';
  if (account.chargesEnabled && account.payoutsEnabled && account.requirementsPastDue.length === 0)
    return 'enabled';
  return 'restricted';
}

const REQUIREMENT_LABELS: Record<string, string> = {
  external_account: 'Bank account for payouts',
  'business_profile.url': 'Business website',
  'business_profile.mcc': 'Type of business',
  'business_profile.product_description': 'What your business does',
  business_type: 'Type of business (sole trader or company)',
  'company.name': 'Registered company name',
  'company.address.line1': 'Business address',
  'company.tax_id': 'Company registration number',
  'individual.first_name': 'Your first name',
  'individual.last_name': 'Your last name',
  'individual.dob.day': 'Your date of birth',
  'individual.dob.month': 'Your date of birth',
  'individual.dob.year': 'Your date of birth',
  'individual.address.line1': 'Your home address',
  'individual.email': 'Your email address',
  'individual.phone': 'Your phone number',
  'individual.verification.document': 'Proof of identity',
  'tos_acceptance.date': "Acceptance of Stripe's terms",
  'tos_acceptance.ip': "Acceptance of Stripe's terms",
};

/** What a person reads for Stripe's requirement codes, each once (three date-of-birth codes are one). */
export function requirementLabels(codes: readonly string[]): string[] {
  return [...new Set(codes.map((code) => REQUIREMENT_LABELS[code] ?? code))];
}

import { brandingOf } from '../company-branding';
import type { CompanyDocument, CompanyPrivateDocument } from '../company';

// Whether a company's profile is ready to publish (issue 15 §1 "Publish my profile"): the
// onboarding checklist shows these items, and publishCompanyProfile refuses until every required
// one is done. One function for both, so the page and the server never disagree.

/** Shortest description a published profile may have. */
export const DESCRIPTION_MIN_FOR_PUBLISHING = 100;

export const READINESS_ITEM_IDS = [
  'business',
  'trades',
  'coverage',
  'description',
  'contact',
  'insurance',
  'logo',
  'registrations',
  'subscription',
  'payouts',
] as const;
export type ReadinessItemId = (typeof READINESS_ITEM_IDS)[number];

export interface ReadinessItem {
  id: ReadinessItemId;
  /** What to do, for people ("Describe your business in at least 100 characters"). */
  label: string;
  done: boolean;
  /** Required before the profile can be published; the others help but do not block. */
  required: boolean;
  /** Where in the app it is done. */
  href: string;
  /** Where it stands, when there is more to say than done or not ("Waiting for our check"). */
  detail?: string;
}

export interface ProfileReadiness {
  items: ReadinessItem[];
  /** Every required item is done. */
  canPublish: boolean;
  /** The labels of the required items not done yet, in checklist order. */
  missing: string[];
  requiredDone: number;
  requiredTotal: number;
  done: number;
  total: number;
}

/** What readiness reads of `companies/{uid}` (any timestamp type; extra fields are ignored). */
export type ReadinessCompany = Partial<
  Pick<
    CompanyDocument<unknown>,
    | 'businessName'
    | 'legalForm'
    | 'companiesHouseNumber'
    | 'trades'
    | 'baseDistrict'
    | 'basePostcode'
    | 'coverage'
    | 'coverageKeys'
    | 'description'
    | 'phone'
    | 'branding'
  >
>;

/** What readiness reads of `companyPrivate/{uid}`. */
export type ReadinessCompanyPrivate = Partial<
  Pick<CompanyPrivateDocument<unknown>, 'basePostcode'>
>;

/** A check of `verificationChecks/{uid}_{type}`: its type and status are all readiness needs. */
export interface ReadinessCheck {
  type: string;
  status: string;
}

export interface ProfileReadinessInput {
  company: ReadinessCompany | null | undefined;
  companyPrivate: ReadinessCompanyPrivate | null | undefined;
  checks: readonly ReadinessCheck[];
  /** The company has a subscription that gives it leads; unknown counts as not yet. */
  subscribed?: boolean;
  /** Stripe Connect can pay the company out; unknown counts as not yet. */
  payoutsEnabled?: boolean;
}

/** Where each item is done (web paths; the profile editor's sections carry these ids). */
export const READINESS_LINKS: Record<ReadinessItemId, string> = {
  // On the onboarding page itself: it carries the same editors as /company/profile, which a
  // company reaches only once subscribed (SPEC §2), so a new company can finish without paying.
  business: '/company/onboarding#business',
  trades: '/company/onboarding#coverage',
  coverage: '/company/onboarding#coverage',
  description: '/company/onboarding#description',
  contact: '/company/onboarding#contact',
  insurance: '/company/onboarding#checks',
  logo: '/company/branding',
  registrations: '/company/onboarding#checks',
  subscription: '/company/billing',
  payouts: '/company/stripe-connect',
};

export const READINESS_LABELS: Record<ReadinessItemId, string> = {
  business: 'Business details: trading name, legal form and Companies House number',
  trades: 'The trades you offer',
  coverage: 'Your base postcode and the area you cover',
  description: `A description of your business (at least ${DESCRIPTION_MIN_FOR_PUBLISHING} characters)`,
  contact: 'A public phone number',
  insurance: 'Your insurance, sent to us for checking',
  logo: 'Your logo',
  registrations: 'Trade registrations (Gas Safe, NICEIC, TrustMark…)',
  subscription: 'A subscription, to receive leads',
  payouts: 'Card payments and payouts (Stripe Connect)',
};

const REQUIRED: ReadonlySet<ReadinessItemId> = new Set([
  'business',
  'trades',
  'coverage',
  'description',
  'contact',
  'insurance',
]);

/** A check that counts: waiting for an admin, or verified. Rejected and expired ones do not. */
const COUNTS = new Set(['submitted', 'verified']);
const CHECK_DETAILS: Record<string, string> = {
  submitted: 'Sent: waiting for our check',
  verified: 'Verified',
  rejected: 'Rejected: send it again with the right evidence',
  expired: 'Expired: send a current certificate',
};

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

function businessDone(company: ReadinessCompany): boolean {
  if (!filled(company.businessName) || !company.legalForm) return false;
  const registered = company.legalForm === 'limited-company' || company.legalForm === 'llp';
  return !registered || filled(company.companiesHouseNumber);
}

function coverageDone(company: ReadinessCompany, companyPrivate: ReadinessCompanyPrivate): boolean {
  const base =
    filled(companyPrivate.basePostcode) ||
    filled(company.baseDistrict) ||
    filled(company.basePostcode);
  const covers = company.coverage != null || (company.coverageKeys?.length ?? 0) > 0;
  return base && covers;
}

/** The onboarding checklist and whether the profile may be published. */
export function profileReadiness(input: ProfileReadinessInput): ProfileReadiness {
  const company = input.company ?? {};
  const companyPrivate = input.companyPrivate ?? {};
  const insurance = input.checks.find((check) => check.type === 'insurance');
  const registrations = input.checks.filter(
    (check) => check.type !== 'insurance' && check.type !== 'companies-house',
  );
  const registrationsCounted = registrations.filter((check) => COUNTS.has(check.status));

  const done: Record<ReadinessItemId, boolean> = {
    business: businessDone(company),
    trades: (company.trades?.length ?? 0) > 0,
    coverage: coverageDone(company, companyPrivate),
    description: (company.description?.trim().length ?? 0) >= DESCRIPTION_MIN_FOR_PUBLISHING,
    contact: filled(company.phone),
    insurance: insurance !== undefined && COUNTS.has(insurance.status),
    logo: brandingOf(company).logoUrl !== null,
    registrations: registrationsCounted.length > 0,
    subscription: input.subscribed === true,
    payouts: input.payoutsEnabled === true,
  };
  const details: Partial<Record<ReadinessItemId, string>> = {};
  if (insurance && CHECK_DETAILS[insurance.status])
    details.insurance = CHECK_DETAILS[insurance.status];
  if (registrationsCounted.length > 0) {
    const verified = registrationsCounted.filter((check) => check.status === 'verified').length;
    details.registrations =
      verified === registrationsCounted.length
        ? `${verified} verified`
        : `${registrationsCounted.length} sent, ${verified} verified`;
  }
  const description = company.description?.trim().length ?? 0;
  if (!done.description && description > 0)
    details.description = `${description} of ${DESCRIPTION_MIN_FOR_PUBLISHING} characters so far`;

  const items: ReadinessItem[] = READINESS_ITEM_IDS.map((id) => ({
    id,
    label: READINESS_LABELS[id],
    done: done[id],
    required: REQUIRED.has(id),
    href: READINESS_LINKS[id],
    ...(details[id] ? { detail: details[id] } : {}),
  }));
  const required = items.filter((item) => item.required);
  const missing = required.filter((item) => !item.done).map((item) => item.label);
  return {
    items,
    canPublish: missing.length === 0,
    missing,
    requiredDone: required.length - missing.length,
    requiredTotal: required.length,
    done: items.filter((item) => item.done).length,
    total: items.length,
  };
}

// ---- publishing -----------------------------------------------------------------------------

export const PUBLISH_MESSAGES = {
  companiesOnly: 'Only a company can publish its profile.',
  noCompany: 'We could not find your company. Please try again in a minute.',
  suspended:
    'Your company is suspended, so its profile cannot be published. Contact Fixwell support.',
  /** Followed by the missing items' labels. */
  notReady: 'Finish these before publishing your profile:',
  published: 'Your profile is published.',
  unpublished: 'Your profile is hidden.',
  publishFailed: 'We could not publish your profile. Please try again.',
  unpublishFailed: 'We could not hide your profile. Please try again.',
} as const;

/** "Finish these before publishing your profile: A public phone number; Your logo." */
export function notReadyMessage(missing: readonly string[]): string {
  return `${PUBLISH_MESSAGES.notReady} ${missing.join('; ')}.`;
}

/** What publishCompanyProfile and unpublishCompanyProfile answer. */
export interface PublishStateResult {
  public: boolean;
  /** ISO time the profile was first published; null if it never was. */
  publishedAt: string | null;
  slug: string;
}

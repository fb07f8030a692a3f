import {
  insuranceExpiredMessage,
  verificationCheckInfo,
  VERIFICATION_MESSAGES,
  type InsuranceDetails,
  type VerificationCheckType,
  type VerificationStatus,
} from '@fixwell/common/companies/verification';
import type { VerifiedBadge } from '@fixwell/common/company';

// Pure decisions of the verification callables: the handlers read, decide here, then write.

export type Refusal = {
  code: 'permission-denied' | 'not-found' | 'failed-precondition';
  message: string;
};

/**
 * Whether a company may submit a check of `type` over what is stored: a first submission, or a
 * new one after a rejection or an expiry. One waiting for review is not submitted twice; a
 * verified one is final, except insurance, which is renewed before it lapses (its badge stays
 * until the renewal is verified or the old policy lapses).
 */
export function submissionRefusal(
  type: VerificationCheckType,
  existing: { status: VerificationStatus } | undefined,
): Refusal | null {
  if (!existing) return null;
  if (existing.status === 'submitted')
    return { code: 'failed-precondition', message: VERIFICATION_MESSAGES.alreadySubmitted };
  if (existing.status === 'verified' && type !== 'insurance')
    return { code: 'failed-precondition', message: VERIFICATION_MESSAGES.alreadyVerified };
  return null;
}

/** The evidence ids that are not uploads of `uid` (missing records count as not theirs). */
export function foreignEvidence(
  ids: readonly string[],
  uploaders: ReadonlyMap<string, string | undefined>,
  uid: string,
): string[] {
  return ids.filter((id) => uploaders.get(id) !== uid);
}

export type ReviewOutcome =
  | { ok: false; refusal: Refusal }
  | {
      ok: true;
      status: 'verified' | 'rejected';
      /** The badge to put on the company (verify), else null. */
      badge: VerifiedBadge | null;
    };

/** An admin's verdict on a stored check, on London day `today`. */
export function reviewOutcome(
  check: { status: VerificationStatus; type: VerificationCheckType; details: unknown } | undefined,
  decision: 'verify' | 'reject',
  today: string,
): ReviewOutcome {
  if (!check)
    return {
      ok: false,
      refusal: { code: 'not-found', message: VERIFICATION_MESSAGES.checkNotFound },
    };
  if (check.status !== 'submitted')
    return {
      ok: false,
      refusal: { code: 'failed-precondition', message: VERIFICATION_MESSAGES.notWaiting },
    };
  if (decision === 'reject') return { ok: true, status: 'rejected', badge: null };
  const badge: VerifiedBadge = { id: verificationCheckInfo(check.type).badge, checkedOn: today };
  if (check.type === 'insurance') {
    const expiresOn = (check.details as InsuranceDetails).expiresOn;
    if (expiresOn < today)
      return {
        ok: false,
        refusal: { code: 'failed-precondition', message: insuranceExpiredMessage(expiresOn) },
      };
    badge.expiresOn = expiresOn;
  }
  return { ok: true, status: 'verified', badge };
}

/** The company's badges with `badge` put in (replacing one of its id). */
export function withBadge(badges: readonly VerifiedBadge[], badge: VerifiedBadge): VerifiedBadge[] {
  return [...badges.filter((existing) => existing.id !== badge.id), badge];
}

export function withoutBadge(badges: readonly VerifiedBadge[], id: string): VerifiedBadge[] {
  return badges.filter((existing) => existing.id !== id);
}

/** Both badge fields of the company document, kept in step. */
export function badgeFields(badges: VerifiedBadge[]): {
  verifiedBadges: VerifiedBadge[];
  badges: string[];
} {
  return { verifiedBadges: badges, badges: badges.map((badge) => badge.id) };
}

/** A stored `verifiedBadges` read defensively (older documents have only `badges`). */
export function storedBadges(value: unknown): VerifiedBadge[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (badge): badge is VerifiedBadge =>
      typeof badge === 'object' &&
      badge !== null &&
      typeof (badge as VerifiedBadge).id === 'string' &&
      typeof (badge as VerifiedBadge).checkedOn === 'string',
  );
}

export type SuspensionOutcome =
  | { ok: false; refusal: Refusal }
  | {
      ok: true;
      company: { suspended: boolean; public: boolean };
      /** What companyPrivate keeps: the reason and whether it was public before. */
      private: { suspendedReason: string | null; publicBeforeSuspension: boolean | null };
    };

/**
 * Suspending hides the company (`public: false`) and remembers whether it was public, so lifting
 * the suspension restores exactly that.
 */
export function suspensionOutcome(
  company: { public: boolean; suspended?: boolean } | undefined,
  companyPrivate: { publicBeforeSuspension?: boolean | null } | undefined,
  input: { suspended: boolean; reason: string },
): SuspensionOutcome {
  if (!company)
    return {
      ok: false,
      refusal: { code: 'not-found', message: VERIFICATION_MESSAGES.companyNotFound },
    };
  const suspended = company.suspended === true;
  if (input.suspended) {
    if (suspended)
      return {
        ok: false,
        refusal: { code: 'failed-precondition', message: VERIFICATION_MESSAGES.alreadySuspended },
      };
    return {
      ok: true,
      company: { suspended: true, public: false },
      private: { suspendedReason: input.reason, publicBeforeSuspension: company.public === true },
    };
  }
  if (!suspended)
    return {
      ok: false,
      refusal: { code: 'failed-precondition', message: VERIFICATION_MESSAGES.notSuspended },
    };
  return {
    ok: true,
    company: { suspended: false, public: companyPrivate?.publicBeforeSuspension === true },
    private: { suspendedReason: null, publicBeforeSuspension: null },
  };
}

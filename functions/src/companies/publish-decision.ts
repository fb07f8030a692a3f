import {
  notReadyMessage,
  profileReadiness,
  PUBLISH_MESSAGES,
  type ReadinessCheck,
  type ReadinessCompany,
  type ReadinessCompanyPrivate,
} from '@fixwell/common/companies/profile-readiness';

// The decisions of publishCompanyProfile and unpublishCompanyProfile, free of Firestore so unit
// tests call them directly: the handlers read, decide here, then write.

export interface PublishFacts {
  company:
    | (ReadinessCompany & { public?: boolean; suspended?: boolean; publishedAt?: unknown })
    | undefined;
  companyPrivate: ReadinessCompanyPrivate | undefined;
  /** The company's checks; publishing needs only its insurance check. */
  checks: readonly ReadinessCheck[];
}

export type PublishDecision =
  | { kind: 'publish'; firstTime: boolean }
  | { kind: 'unchanged' }
  | { kind: 'refuse'; message: string; missing: string[] };

/**
 * Publish only a company that exists, is not suspended, and whose required parts are done (the
 * same profileReadiness the onboarding page shows). Publishing a public profile changes nothing.
 */
export function decidePublish(facts: PublishFacts): PublishDecision {
  const { company } = facts;
  if (!company) return { kind: 'refuse', message: PUBLISH_MESSAGES.noCompany, missing: [] };
  if (company.suspended === true)
    return { kind: 'refuse', message: PUBLISH_MESSAGES.suspended, missing: [] };
  const readiness = profileReadiness({
    company,
    companyPrivate: facts.companyPrivate,
    checks: facts.checks,
  });
  if (!readiness.canPublish)
    return {
      kind: 'refuse',
      message: notReadyMessage(readiness.missing),
      missing: readiness.missing,
    };
  if (company.public === true) return { kind: 'unchanged' };
  return { kind: 'publish', firstTime: company.publishedAt == null };
}

export type UnpublishDecision =
  { kind: 'unpublish' } | { kind: 'unchanged' } | { kind: 'refuse'; message: string };

/** Hiding is always allowed to the owner; a hidden profile stays as it is. */
export function decideUnpublish(company: { public?: boolean } | undefined): UnpublishDecision {
  if (!company) return { kind: 'refuse', message: PUBLISH_MESSAGES.noCompany };
  return company.public === true ? { kind: 'unpublish' } : { kind: 'unchanged' };
}

import type { VerificationCheck } from '@/features/verification/api/verification-data';

/** Acme's insurance check as the data module answers it, submitted; override what a test is about. */
export function makeVerificationCheck(
  overrides: Partial<VerificationCheck> = {},
): VerificationCheck {
  return {
    id: 'acme_insurance',
    companyId: 'acme',
    companyName: 'Acme Plumbing',
    type: 'insurance',
    status: 'submitted',
    details: {
      insurer: 'Hiscox',
      policyNumber: 'PL-1',
      coverPence: 200_000_000,
      expiresOn: '2027-06-01',
    },
    evidence: [],
    submittedAt: new Date('2026-11-22T10:00:00Z'),
    reviewedAt: null,
    reviewedBy: null,
    rejectionReason: null,
    checkedOn: null,
    expiresOn: null,
    ...overrides,
  };
}

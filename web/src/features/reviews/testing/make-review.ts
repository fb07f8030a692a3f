import type { ReviewInvitation, StoredReview } from '@/features/reviews/review-types';

export function makeInvitation(overrides: Partial<ReviewInvitation> = {}): ReviewInvitation {
  const leadId = overrides.leadId ?? 'quote-1_company-uid';
  return {
    id: leadId,
    leadId,
    companyId: 'company-uid',
    companyName: 'Acme Plumbing',
    companySlug: 'acme-plumbing-leeds',
    serviceName: 'Boiler repair',
    reason: 'invoice-paid',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    reviewedAt: null,
    ...overrides,
  };
}

export function makeStoredReview(overrides: Partial<StoredReview> = {}): StoredReview {
  const leadId = overrides.leadId ?? 'quote-0_company-uid';
  return {
    id: leadId,
    leadId,
    companyId: 'company-uid',
    companyName: 'Acme Plumbing',
    customerId: 'customer-uid',
    authorName: 'Sarah T.',
    ratings: { quality: 5, value: 4, reliability: 4 },
    rating: 4.3,
    body: 'Arrived on time, found the fault quickly and left everything tidy.',
    serviceName: 'Leak repair',
    verifiedJob: true,
    status: 'published',
    hidden: null,
    reply: null,
    reportCount: 0,
    createdAt: new Date('2026-11-10T09:00:00Z'),
    ...overrides,
  };
}

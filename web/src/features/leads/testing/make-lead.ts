import type { LeadDocument } from '@fixwell/common/lead/lead';

// No app imports: the end-to-end tests write this very lead to the emulator.
type Lead = LeadDocument<Date> & { id: string };

/** A new lead as matching writes it, for component and end-to-end tests. */
export function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 'quote-1_company-uid',
    quoteId: 'quote-1',
    companyId: 'company-uid',
    service: 'plumber',
    serviceName: 'Plumber',
    answers: { 'job-type': 'Leak or burst pipe', rooms: ['Kitchen', 'Bathroom'] },
    timing: 'within-2-days',
    budget: '250-1000',
    description: 'Water is dripping through the kitchen ceiling under the bathroom.',
    propertyType: 'house',
    postcodeDistrict: 'LS6',
    postcodeArea: 'LS',
    distanceMiles: 3.4,
    routedToCompany: false,
    source: 'web',
    status: 'new',
    extraLeadPricePence: null,
    customer: null,
    declineReason: null,
    declineNote: null,
    createdAt: new Date('2026-11-23T10:00:00Z'),
    respondedAt: null,
    updatedAt: new Date('2026-11-23T10:00:00Z'),
    ...overrides,
  };
}

import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { quoteStatusView } from './quote-status-view';

const CREATED = Timestamp.fromDate(new Date('2026-11-20T09:30:00.000Z'));
const MATCHED = Timestamp.fromDate(new Date('2026-11-20T09:31:00.000Z'));

describe('quoteStatusView', () => {
  it('shows progress only, never contact details or the description', () => {
    const view = quoteStatusView({
      service: 'plumber',
      serviceName: 'Plumber',
      description: 'The kitchen tap drips constantly.',
      postcode: 'LS6 2AB',
      postcodeDistrict: 'LS6',
      contact: { name: 'Priya Shah', email: 'priya@example.co.uk', phone: '07700 900123' },
      customerId: 'u1',
      trackingTokenHash: 'a'.repeat(64),
      status: 'matched',
      timeline: [
        { status: 'received', at: CREATED },
        { status: 'matched', at: MATCHED },
      ],
      matches: [
        { companyId: 'c1', status: 'accepted' },
        { companyId: 'c2', status: 'declined' },
        { companyId: 'c3', status: 'accepted' },
        { companyId: 'c4', status: 'sent' },
      ],
      createdAt: CREATED,
    });
    expect(view).toEqual({
      serviceName: 'Plumber',
      postcodeDistrict: 'LS6',
      createdAt: '2026-11-20T09:30:00.000Z',
      status: 'matched',
      timeline: [
        { status: 'received', at: '2026-11-20T09:30:00.000Z' },
        { status: 'matched', at: '2026-11-20T09:31:00.000Z' },
      ],
      responses: 2,
    });
    const text = JSON.stringify(view);
    for (const secret of ['Priya', 'priya@', '07700', 'kitchen tap', 'LS6 2AB', 'u1']) {
      expect(text).not.toContain(secret);
    }
  });

  it('copes with a document missing its lists', () => {
    expect(quoteStatusView({ serviceName: 'Plumber', status: 'received' })).toMatchObject({
      timeline: [],
      responses: 0,
      createdAt: '',
    });
  });
});

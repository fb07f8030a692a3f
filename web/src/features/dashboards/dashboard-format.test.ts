import { describe, expect, it } from 'vitest';

import {
  allowanceLine,
  appointmentWhat,
  appointmentWhen,
  documentDetail,
  durationText,
  listOfNames,
  ratingText,
  requestProgress,
} from '@/features/dashboards/dashboard-format';
import {
  makeCustomerDashboard,
  makeDashboardAppointment,
} from '@/features/dashboards/testing/make-dashboards';

const [waiting, accepted] = makeCustomerDashboard().openRequests.requests;
const [invoice, quote] = makeCustomerDashboard().documents.items;

describe('the dashboards’ words', () => {
  it('says where a request has got to', () => {
    expect(requestProgress(waiting!)).toBe('Sent to 3 companies; waiting for their answers');
    expect(requestProgress(accepted!)).toBe(
      'Accepted by Leeds Plumbing; waiting for 2 more companies',
    );
    expect(
      requestProgress({ ...accepted!, offered: 2, acceptedBy: ['Leeds Plumbing', 'Drip Fix'] }),
    ).toBe('Accepted by Leeds Plumbing and Drip Fix');
    expect(requestProgress({ ...waiting!, offered: 0, status: 'received' })).toBe(
      'Finding local companies for you',
    );
    expect(listOfNames(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('gives an appointment’s day, window and who', () => {
    expect(appointmentWhen(makeDashboardAppointment())).toBe('Tuesday 24 November 2026, 8–10am');
    expect(
      appointmentWhen(makeDashboardAppointment({ windowStart: '11:30', windowEnd: '13:00' })),
    ).toBe('Tuesday 24 November 2026, 11:30am–1pm');
    expect(appointmentWhat(makeDashboardAppointment())).toBe(
      'Site visit with Leeds Plumbing, LS6 2AB',
    );
  });

  it('says what a document asks for, in pounds and pence', () => {
    expect(documentDetail(invoice!)).toBe('£1,234.50 to pay by 20 November 2026 (overdue)');
    expect(documentDetail(quote!)).toBe('£500.00, valid until 22 December 2026');
  });

  it('says a duration the way people do', () => {
    expect(durationText(1)).toBe('1 minute');
    expect(durationText(42)).toBe('42 minutes');
    expect(durationText(60)).toBe('1 hour');
    expect(durationText(125)).toBe('2 hours 5 minutes');
    expect(durationText(60 * 27)).toBe('1 day 3 hours');
    expect(durationText(60 * 48)).toBe('2 days');
  });

  it('says how many leads are left, and when they run out', () => {
    const allowance = {
      allowance: 5,
      used: 2,
      remaining: 3,
      periodEnd: '2026-12-10T00:00:00.000Z',
      planName: 'Starter',
    };
    expect(allowanceLine(allowance)).toBe(
      '3 of 5 leads left in your Starter plan this period. It renews on 10 December 2026.',
    );
    expect(allowanceLine({ ...allowance, used: 5, remaining: 0 })).toBe(
      'You have used all 5 leads in your Starter plan this period. It renews on 10 December 2026.',
    );
    expect(allowanceLine({ ...allowance, allowance: 0, remaining: 0, used: 0 })).toBe(
      'Your plan includes no leads this period.',
    );
  });

  it('gives the rating with its count', () => {
    expect(ratingText(4.7, 12)).toBe('4.7 out of 5 from 12 reviews');
    expect(ratingText(5, 1)).toBe('5.0 out of 5 from 1 review');
    expect(ratingText(0, 0)).toBe('No reviews yet');
  });
});

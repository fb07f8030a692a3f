import { describe, expect, it } from 'vitest';

import { londonDay } from './funnel-day';
import {
  planEvents,
  planSubmission,
  type FunnelSessionState,
  type PlannedEvent,
} from './funnel-plan';

const DAY = '2026-11-23';
let clock = 1_000;
/** Batches made one after another, as one browser makes them. */
const plan = (stored: FunnelSessionState | undefined, day: string, events: PlannedEvent[]) =>
  planEvents(stored, day, events, (clock += 1_000));
const entered = (step: PlannedEvent['step'], service: string | null = null): PlannedEvent => ({
  step,
  kind: 'entered',
  service,
});
const completed = (step: PlannedEvent['step'], service: string | null = null): PlannedEvent => ({
  step,
  kind: 'completed',
  service,
});
const abandoned = (step: PlannedEvent['step'], service: string | null = null): PlannedEvent => ({
  step,
  kind: 'abandoned',
  service,
});

describe('planEvents', () => {
  it('counts each step and kind once, overall and for the service when there is one', () => {
    const counted = plan(undefined, DAY, [
      entered('service'),
      completed('service', 'plumber'),
      entered('job', 'plumber'),
    ]);
    expect(counted.increments).toEqual({
      'steps.service.entered': 1,
      'steps.service.completed': 1,
      'services.plumber.service.completed': 1,
      'steps.job.entered': 1,
      'services.plumber.job.entered': 1,
    });
    expect(counted.session).toEqual({
      day: DAY,
      counted: ['service.entered', 'service.completed', 'job.entered'],
      abandoned: null,
      submitted: false,
    });
  });

  it('does not count a step entered again the same day (reload, Back), but does the next day', () => {
    const first = plan(undefined, DAY, [entered('service'), entered('service')]);
    expect(first.increments).toEqual({ 'steps.service.entered': 1 });
    const again = plan(first.session, DAY, [entered('service')]);
    expect(again.increments).toEqual({});
    const tomorrow = plan(first.session, '2026-11-24', [entered('service')]);
    expect(tomorrow.increments).toEqual({ 'steps.service.entered': 1 });
  });

  it('counts a departure once, and moves it when the visit leaves again from a later step', () => {
    const left = plan(undefined, DAY, [abandoned('job', 'plumber')]);
    expect(left.increments).toEqual({
      'steps.job.abandoned': 1,
      'services.plumber.job.abandoned': 1,
    });
    expect(left.abandoned).toBe(true);
    expect(plan(left.session, DAY, [abandoned('job', 'plumber')]).increments).toEqual({});

    const later = plan(left.session, DAY, [abandoned('contact', 'plumber')]);
    expect(later.increments).toEqual({
      'steps.job.abandoned': -1,
      'services.plumber.job.abandoned': -1,
      'steps.contact.abandoned': 1,
      'services.plumber.contact.abandoned': 1,
    });
  });

  it('takes a departure back when the visit comes back, even with an event already counted', () => {
    const before = plan(undefined, DAY, [entered('job', 'plumber')]);
    const left = plan(before.session, DAY, [abandoned('job', 'plumber')]);
    const back = plan(left.session, DAY, [entered('job', 'plumber')]);
    expect(back.increments).toEqual({
      'steps.job.abandoned': -1,
      'services.plumber.job.abandoned': -1,
    });
    expect(back.abandoned).toBe(false);
    expect(back.session.abandoned).toBeNull();
  });

  it('lets no late beacon undo or move a departure that happened after it', () => {
    const first = planEvents(undefined, DAY, [entered('job')], 5_000);
    const left = planEvents(first.session, DAY, [abandoned('contact')], 7_000);
    // Made at 6 s (the step before), delivered after the departure.
    const late = planEvents(left.session, DAY, [entered('contact'), abandoned('place')], 6_000);
    expect(late.increments).toEqual({ 'steps.contact.entered': 1 });
    expect(late.abandoned).toBe(true);
    expect(late.session.abandoned).toEqual({ step: 'contact', service: null, at: 7_000 });
    // Anything made after the departure is a return.
    expect(planEvents(late.session, DAY, [entered('contact')], 8_000).increments).toEqual({
      'steps.contact.abandoned': -1,
    });
  });

  it('ignores departures after the request was sent', () => {
    const sent = planSubmission(undefined, DAY, 'plumber')!;
    const late = plan(sent.session, DAY, [abandoned('contact', 'plumber')]);
    expect(late.increments).toEqual({});
    expect(late.abandoned).toBe(false);
  });
});

describe('planSubmission', () => {
  it('counts the last step completed and the request sent, and takes back a departure', () => {
    const left = plan(undefined, DAY, [
      entered('contact', 'plumber'),
      abandoned('contact', 'plumber'),
    ]);
    const sent = planSubmission(left.session, DAY, 'plumber');
    expect(sent?.increments).toEqual({
      'steps.contact.abandoned': -1,
      'services.plumber.contact.abandoned': -1,
      'steps.contact.completed': 1,
      'services.plumber.contact.completed': 1,
      'steps.submitted.entered': 1,
      'services.plumber.submitted.entered': 1,
    });
    expect(sent?.session.submitted).toBe(true);
  });

  it('counts a visit once, and a request without a visit all the same', () => {
    const first = planSubmission(undefined, DAY, 'plumber')!;
    expect(planSubmission(first.session, DAY, 'plumber')).toBeNull();
    expect(planSubmission(undefined, DAY, 'electrician')?.increments).toMatchObject({
      'steps.submitted.entered': 1,
    });
  });

  it("does not take back yesterday's departure", () => {
    const left = plan(undefined, '2026-11-22', [abandoned('place', 'plumber')]);
    expect(planSubmission(left.session, DAY, 'plumber')?.increments).not.toHaveProperty(
      'steps.place.abandoned',
    );
  });
});

describe('londonDay', () => {
  it('is the calendar day in London, in summer time too', () => {
    expect(londonDay(Date.UTC(2026, 10, 23, 23, 30))).toBe('2026-11-23');
    expect(londonDay(Date.UTC(2026, 6, 1, 23, 30))).toBe('2026-07-02');
  });
});

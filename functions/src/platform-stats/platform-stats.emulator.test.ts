import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  PLATFORM_STATS_MESSAGES,
  serviceStatsDayId,
  type AdminDashboard,
} from '@fixwell/common/admin/platform-stats';
import { londonDateOf } from '@fixwell/common/london-time';
import { COLLECTIONS } from '@fixwell/common/collections';

import { checkout, closeClients, seedPlan, signedInAs } from '../testing/billing-fixtures';
import {
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  eventually,
  webClient,
  type WebClient,
} from '../testing/emulators';
import { quoteForm, seedCompany, seedQuoteCatalogue } from '../testing/quote-fixtures';
import { standIn } from '../testing/stripe-stand-in';
import { quoteContributions } from './platform-contributions';
import { recomputePlatformForWrite } from './platform-stats-triggers';
import { recomputePlatformStatsNow } from './recompute-platform-stats';

// The platform's daily figures on the emulators: the real quote callable, matching and the
// triggers keep `platformStatsDays` and `serviceStatsDays` right; a trigger delivered again counts
// nothing twice; the nightly pass repairs a wrong day and records the snapshots; the dashboard
// callable answers admins only; a failed Stripe delivery is recorded and then resolved.

const today = () => londonDateOf(Date.now());
const dayRef = (day = today()) => adminDb().collection(COLLECTIONS.platformStatsDays).doc(day);
const serviceDay = async (slug: string, day = today()) =>
  (
    await adminDb().collection(COLLECTIONS.serviceStatsDays).doc(serviceStatsDayId(slug, day)).get()
  ).data();
async function dayWhen(accept: (day: Record<string, unknown>) => boolean, what: string) {
  let last: unknown;
  try {
    // Generous: the first triggers of a run start cold on a busy machine.
    return await eventually(
      async () => {
        const data = (await dayRef().get()).data();
        last = data;
        return data && accept(data) ? data : undefined;
      },
      what,
      40_000,
    );
  } catch (error) {
    throw new Error(`${String(error)}; the day was ${JSON.stringify(last)}`);
  }
}

let guest: WebClient;
beforeEach(async () => {
  await Promise.all([clearEmulators(), standIn.reset()]);
  guest = webClient();
});
afterEach(async () => {
  await standIn.pauseDeliveries(false);
  await Promise.all([guest.close(), closeClients()]);
});
afterAll(closeAdmin);

/** A request for a service nobody offers, stored as matching leaves it. */
async function noMatchQuote(id: string, minutesAgo = 10) {
  const at = Timestamp.fromMillis(Date.now() - minutesAgo * 60_000);
  const quote = {
    service: 'roofer',
    serviceName: 'Roofer',
    postcode: 'LS6 2AB',
    postcodeArea: 'LS',
    postcodeDistrict: 'LS6',
    status: 'no-match',
    noMatchReason: 'no-company-covers',
    matches: [],
    timeline: [{ status: 'received', at }],
    createdAt: at,
    matchedAt: at,
    updatedAt: at,
  };
  await adminDb().collection(COLLECTIONS.quotes).doc(id).set(quote);
  return quote;
}

describe('the triggers', () => {
  it('count a request, its match and its lead on today, for the platform and the service', async () => {
    await seedQuoteCatalogue();
    await seedCompany('acme');
    await guest.call('submitQuoteRequest', quoteForm());
    await noMatchQuote('q-nobody');

    const day = await dayWhen(
      (d) => d.quoteRequests === 2 && d.matched === 1 && d.noMatch === 1 && d.leadsSent === 1,
      'the day with both requests and the lead',
    );
    expect(day).toMatchObject({ day: today(), requestsByArea: { LS: 2 }, cardPaymentsPence: 0 });
    expect(await serviceDay('plumber')).toMatchObject({
      service: 'plumber',
      quoteRequests: 1,
      matched: 1,
      noMatch: 0,
      leadsSent: 1,
      requestsByArea: { LS: 1 },
    });
    expect(await serviceDay('roofer')).toMatchObject({ quoteRequests: 1, noMatch: 1 });
  }, 60_000);

  it('count nothing twice when a trigger is delivered again', async () => {
    const quote = await noMatchQuote('q-again');
    const first = await dayWhen((d) => d.quoteRequests === 1, 'the request counted');
    // The same create delivered again, and an update that changes nothing counted.
    await recomputePlatformForWrite(quoteContributions, undefined, quote);
    await recomputePlatformForWrite(quoteContributions, quote, {
      ...quote,
      updatedAt: Timestamp.now(),
    });
    const again = (await dayRef().get()).data()!;
    expect(again.quoteRequests).toBe(1);
    expect(again.noMatch).toBe(1);
    expect(again.services).toEqual(first.services);
  });

  it('leave a day alone that was recomputed from sources read after the write', async () => {
    const quote = await noMatchQuote('q-burst');
    await dayWhen((d) => d.quoteRequests === 1, 'the request counted');
    const readAt = (await dayRef().get()).get('sourcesReadAt') as Timestamp;
    // A write committed before that read is already counted: nothing to do.
    const before = new Timestamp(readAt.seconds - 1, readAt.nanoseconds);
    expect(await recomputePlatformForWrite(quoteContributions, undefined, quote, before)).toEqual({
      days: [],
      written: 0,
    });
    // One committed after it is not: the day is read again.
    const after = new Timestamp(readAt.seconds + 1, readAt.nanoseconds);
    const again = await recomputePlatformForWrite(quoteContributions, undefined, quote, after);
    expect(again.days).toEqual([today()]);
    expect((await dayRef().get()).data()?.quoteRequests).toBe(1);
  });

  it('take a deleted request off its day', async () => {
    await noMatchQuote('q-gone');
    await dayWhen((d) => d.quoteRequests === 1, 'the request counted');
    await adminDb().collection(COLLECTIONS.quotes).doc('q-gone').delete();
    await dayWhen((d) => d.quoteRequests === 0, 'the request taken off');
    expect(await serviceDay('roofer')).toBeUndefined();
  });
});

describe('the nightly pass', () => {
  it('repairs a wrong day and records revenue and the companies covering each service', async () => {
    await seedQuoteCatalogue();
    await seedCompany('acme');
    await seedCompany('lapsed', { status: 'canceled' });
    await noMatchQuote('q-night');
    await dayWhen((d) => d.quoteRequests === 1, 'the request counted');
    await dayRef().update({ quoteRequests: 40, noMatch: 0 });

    const result = await recomputePlatformStatsNow();
    expect(result.mrrPence).toBe(2_900);
    const day = (await dayRef().get()).data()!;
    expect(day).toMatchObject({
      quoteRequests: 1,
      noMatch: 1,
      mrrPence: 2_900,
      activeSubscriptions: 1,
    });
    expect(day.services.plumber).toMatchObject({ quoteRequests: 0, companiesCovering: 1 });
    expect(await serviceDay('plumber')).toMatchObject({ companiesCovering: 1 });
    expect(await serviceDay('roofer')).toMatchObject({ quoteRequests: 1, companiesCovering: 0 });

    // A later trigger keeps the day's snapshot.
    await noMatchQuote('q-later', 5);
    const later = await dayWhen((d) => d.quoteRequests === 2, 'the second request');
    expect(later.mrrPence).toBe(2_900);
    expect(later.services.plumber.companiesCovering).toBe(1);
  });
});

describe('getAdminDashboard', () => {
  it('answers admins the tiles and the alerts, and refuses everyone else', async () => {
    await seedQuoteCatalogue();
    await seedCompany('acme');
    await noMatchQuote('q-dash');
    await noMatchQuote('q-old', 8 * 24 * 60);
    await adminDb()
      .collection(COLLECTIONS.mail)
      .doc('m-bounced')
      .set({
        to: 'nobody@example.co.uk',
        message: { subject: 'Your quote request', text: 'Hello' },
        kind: 'quote-no-match',
        createdAt: Timestamp.now(),
        delivery: {
          state: 'ERROR',
          attempts: 3,
          error: 'Mailbox unavailable',
          startTime: Timestamp.now(),
          endTime: Timestamp.now(),
        },
      });
    await adminDb()
      .collection(COLLECTIONS.mail)
      .doc('m-sent')
      .set({
        to: 'someone@example.co.uk',
        message: { subject: 'Fine' },
        kind: 'quote-no-match',
        createdAt: Timestamp.now(),
        delivery: { state: 'SUCCESS', attempts: 1, endTime: Timestamp.now() },
      });
    await dayWhen((d) => d.quoteRequests === 1, 'the request counted');

    const admin = await signedInAs('boss', 'admin');
    const dashboard = await admin.call<AdminDashboard>('getAdminDashboard');
    expect(dashboard.today).toBe(today());
    expect(dashboard.tiles.requestsToday.value).toBe(1);
    expect(dashboard.tiles.matchRate.value).toBe(0);
    expect(dashboard.tiles.mrrPence.value).toBe(2_900);
    expect(dashboard.alerts.noMatch.total).toBe(1);
    expect(dashboard.alerts.noMatch.items).toEqual([
      expect.objectContaining({
        quoteId: 'q-dash',
        serviceName: 'Roofer',
        postcodeDistrict: 'LS6',
      }),
    ]);
    expect(dashboard.alerts.mailFailures.items).toEqual([
      expect.objectContaining({
        mailId: 'm-bounced',
        to: 'nobody@example.co.uk',
        subject: 'Your quote request',
        error: 'Mailbox unavailable',
        attempts: 3,
      }),
    ]);
    expect(dashboard.alerts.webhookFailures).toEqual({ total: 0, items: [] });

    for (const role of ['company', 'customer'] as const) {
      const other = await signedInAs(`not-admin-${role}`, role);
      expect(await callFailure(other.call('getAdminDashboard'))).toMatchObject({
        code: 'functions/permission-denied',
        message: PLATFORM_STATS_MESSAGES.adminsOnly,
      });
    }
    expect((await callFailure(guest.call('getAdminDashboard'))).code).toBe(
      'functions/unauthenticated',
    );
  });
});

describe('failed Stripe webhooks', () => {
  it('records each failed delivery and resolves the event when it succeeds', async () => {
    await seedPlan('starter', { pence: 2_900, allowance: 5 });
    const client = await signedInAs('hartley', 'company');
    await standIn.pauseDeliveries(true);
    await checkout(client, 'starter');
    const events = await standIn.events({ type: 'customer.subscription.created' });
    const created = events.at(-1)!;
    await standIn.fault({ method: 'GET', path: '/v1/subscriptions/*', status: 500, times: 2 });

    expect((await standIn.deliver(created.id)).status).toBe(500);
    expect((await standIn.deliver(created.id)).status).toBe(500);
    const failureRef = adminDb().collection(COLLECTIONS.webhookFailures).doc(created.id);
    const failed = (await failureRef.get()).data()!;
    expect(failed).toMatchObject({
      eventId: created.id,
      endpoint: 'platform',
      type: 'customer.subscription.created',
      attempts: 2,
      resolved: false,
      resolvedAt: null,
    });
    expect(failed.message).toEqual(expect.any(String));
    expect(failed.lastFailedAt.toMillis()).toBeGreaterThanOrEqual(failed.firstFailedAt.toMillis());

    const admin = await signedInAs('boss', 'admin');
    const before = await admin.call<AdminDashboard>('getAdminDashboard');
    expect(before.alerts.webhookFailures.items).toEqual([
      expect.objectContaining({ eventId: created.id, attempts: 2, endpoint: 'platform' }),
    ]);

    expect((await standIn.deliver(created.id)).status).toBe(200);
    expect(await failureRef.get().then((s) => s.data())).toMatchObject({
      resolved: true,
      attempts: 2,
    });
    const after = await admin.call<AdminDashboard>('getAdminDashboard');
    expect(after.alerts.webhookFailures).toEqual({ total: 0, items: [] });
  });
});

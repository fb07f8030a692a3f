import { signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { addDays, londonDateOf, londonInstant } from '@fixwell/common/london-time';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  mailTo,
  webClient,
  type WebClient,
} from '../testing/emulators';
import {
  COMPANY_PASSWORD,
  CUSTOMER_PASSWORD,
  seedCompany,
  seedCustomer,
} from '../testing/quote-fixtures';
import { sendAppointmentRemindersNow } from './send-appointment-reminders';

// The appointment callables against the emulators, each change checked for its system message,
// notification and email; the reminders run through `sendAppointmentRemindersNow(now)` with a
// chosen clock.

const COMPANY = 'appt-co';
const OTHER_COMPANY = 'appt-other-co';
const CUSTOMER = 'appt-customer';
const OTHER_CUSTOMER = 'appt-other-customer';
const QUOTE = 'appt-quote';
const CONVERSATION = `${QUOTE}_${COMPANY}`;
const GUEST_QUOTE = 'appt-guest-quote';
const GUEST_CONVERSATION = `${GUEST_QUOTE}_${COMPANY}`;
const GUEST_EMAIL = 'guest-homeowner@example.co.uk';
const HOUR = 3_600_000;

const clients: WebClient[] = [];
let emails: Record<string, string>;

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(closeAdmin);

function seedConversation(quoteId: string, customerId: string | null, contactEmail: string) {
  const db = adminDb();
  const id = `${quoteId}_${COMPANY}`;
  return Promise.all([
    db
      .collection(COLLECTIONS.quotes)
      .doc(quoteId)
      .set({
        serviceName: 'Plumbing',
        customerId,
        contact: { name: 'Priya Shah', email: contactEmail, phone: '07700 900123' },
      }),
    db
      .collection(COLLECTIONS.conversations)
      .doc(id)
      .set({
        leadId: id,
        quoteId,
        companyId: COMPANY,
        customerId,
        participantIds: customerId ? [COMPANY, customerId] : [COMPANY],
        companyName: `Company ${COMPANY}`,
        customerName: 'Priya Shah',
        serviceName: 'Plumbing',
        postcodeDistrict: 'LS6',
        lastMessage: null,
        unreadCounts: {},
        unreadBy: [],
        lastReadAt: {},
        acceptedAt: Timestamp.now(),
        firstCompanyMessageAt: null,
        leadCredit: null,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      }),
  ]);
}

beforeEach(async () => {
  await clearEmulators();
  const [company, otherCompany, customer, otherCustomer] = await Promise.all([
    seedCompany(COMPANY),
    seedCompany(OTHER_COMPANY),
    seedCustomer(CUSTOMER),
    seedCustomer(OTHER_CUSTOMER),
  ]);
  emails = {
    [COMPANY]: company,
    [OTHER_COMPANY]: otherCompany,
    [CUSTOMER]: customer,
    [OTHER_CUSTOMER]: otherCustomer,
  };
  await seedConversation(QUOTE, CUSTOMER, customer);
  await seedConversation(GUEST_QUOTE, null, GUEST_EMAIL);
});

async function as(uid: string): Promise<WebClient> {
  const client = webClient();
  clients.push(client);
  const password = uid.endsWith('-co') ? COMPANY_PASSWORD : CUSTOMER_PASSWORD;
  await signInWithEmailAndPassword(client.auth, emails[uid] ?? '', password);
  return client;
}

/** A London date a few days ahead, so the proposal is never in the past. */
const SOON = addDays(londonDateOf(Date.now()), 3);

function proposal(overrides: Record<string, unknown> = {}) {
  return {
    conversationId: CONVERSATION,
    kind: 'site-visit',
    time: { date: SOON, windowStart: '08:00', windowEnd: '10:00', durationMinutes: 90 },
    address: { line1: '1 High Street', line2: '', town: 'Leeds', postcode: 'ls6 1aa' },
    notes: 'Please leave the side gate open.',
    ...overrides,
  };
}

const appointmentData = async (id: string) =>
  (await adminDb().collection(COLLECTIONS.appointments).doc(id).get()).data() ?? {};

const noticesOf = async (uid: string) =>
  (await adminDb().collection(COLLECTIONS.notifications).where('userId', '==', uid).get()).docs.map(
    (doc) => doc.data(),
  );

const systemMessages = async (conversationId: string) =>
  (
    await adminDb()
      .collection(COLLECTIONS.conversations)
      .doc(conversationId)
      .collection(COLLECTIONS.messages)
      .get()
  ).docs
    .map((doc) => doc.data())
    .filter((message) => message.kind === 'system')
    .map((message) => (message.system as { event: string }).event);

async function propose(overrides: Record<string, unknown> = {}): Promise<string> {
  const company = await as(COMPANY);
  const { appointmentId } = await company.call<{ appointmentId: string }>(
    'proposeAppointment',
    proposal(overrides),
  );
  return appointmentId;
}

describe('proposeAppointment', () => {
  it('stores the proposal with its London times as instants and tells the customer everywhere', async () => {
    const id = await propose();

    const stored = await appointmentData(id);
    expect(stored).toMatchObject({
      conversationId: CONVERSATION,
      quoteId: QUOTE,
      companyId: COMPANY,
      customerId: CUSTOMER,
      participantIds: [COMPANY, CUSTOMER],
      status: 'proposed',
      date: SOON,
      address: { line1: '1 High Street', town: 'Leeds', postcode: 'LS6 1AA', line2: '' },
      remindersSent: [],
      documentId: null,
    });
    const startsAt = londonInstant(SOON, '08:00').getTime();
    expect((stored.startsAt as Timestamp).toMillis()).toBe(startsAt);
    expect((stored.endsAt as Timestamp).toMillis()).toBe(startsAt + 90 * 60_000);
    expect(stored.history).toEqual([
      expect.objectContaining({ action: 'proposed', by: 'company', previous: null }),
    ]);

    expect(await systemMessages(CONVERSATION)).toEqual(['appointment-proposed']);
    const conversation = (
      await adminDb().collection(COLLECTIONS.conversations).doc(CONVERSATION).get()
    ).data();
    expect(conversation?.unreadBy).toEqual([CUSTOMER]);
    expect(await noticesOf(CUSTOMER)).toEqual([
      expect.objectContaining({
        type: 'appointment-proposed',
        link: `/customer/appointments?a=${id}`,
      }),
    ]);
    expect(await noticesOf(COMPANY)).toEqual([]);
    const [mail] = await mailTo(emails[CUSTOMER] ?? '');
    expect(mail).toMatchObject({ kind: 'appointment' });
    const message = mail?.message as { subject: string; text: string };
    expect(message.text).toContain(`/customer/appointments?a=${id}`);
    expect(message.text).toMatch(/\w+day \d{1,2} \w+ \d{4}, 8–10am/);
  });

  it('emails a guest customer at the quote’s contact address', async () => {
    await propose({ conversationId: GUEST_CONVERSATION });

    expect((await mailTo(GUEST_EMAIL)).map((mail) => mail.kind)).toEqual(['appointment']);
    expect(await systemMessages(GUEST_CONVERSATION)).toEqual(['appointment-proposed']);
  });

  it('honours the customer’s email preference: the notification still comes, the email not', async () => {
    await adminDb()
      .collection(COLLECTIONS.notificationPreferences)
      .doc(CUSTOMER)
      .set({ email: { appointments: false }, messageDigest: false, updatedAt: Timestamp.now() });

    await propose();

    expect(await noticesOf(CUSTOMER)).toHaveLength(1);
    expect(await mailTo(emails[CUSTOMER] ?? '')).toEqual([]);
  });

  it('refuses a deactivated company', async () => {
    const company = await as(COMPANY);
    await adminDb().collection(COLLECTIONS.users).doc(COMPANY).update({ active: false });

    const refused = await callFailure(company.call('proposeAppointment', proposal()));
    expect(refused.code).toBe('functions/permission-denied');
  });

  it('refuses the customer, another company, a missing conversation and a past time', async () => {
    const customer = await as(CUSTOMER);
    expect((await callFailure(customer.call('proposeAppointment', proposal()))).code).toBe(
      'functions/permission-denied',
    );
    const other = await as(OTHER_COMPANY);
    expect((await callFailure(other.call('proposeAppointment', proposal()))).code).toBe(
      'functions/permission-denied',
    );
    const company = await as(COMPANY);
    expect(
      (
        await callFailure(
          company.call('proposeAppointment', proposal({ conversationId: 'nope_x' })),
        )
      ).code,
    ).toBe('functions/not-found');
    const yesterday = addDays(londonDateOf(Date.now()), -1);
    const past = await callFailure(
      company.call(
        'proposeAppointment',
        proposal({
          time: { date: yesterday, windowStart: '08:00', windowEnd: '10:00', durationMinutes: 60 },
        }),
      ),
    );
    expect(past).toMatchObject({
      code: 'functions/invalid-argument',
      message: 'Choose a time that has not passed yet.',
    });
    const backwards = await callFailure(
      company.call(
        'proposeAppointment',
        proposal({
          time: { date: SOON, windowStart: '10:00', windowEnd: '08:00', durationMinutes: 60 },
        }),
      ),
    );
    expect(backwards.message).toBe('The arrival window must end after it starts.');
    expect(await adminDb().collection(COLLECTIONS.appointments).get()).toHaveProperty('size', 0);
  });

  it('books a job from the company’s accepted quote of the same lead, and no other', async () => {
    const documents = adminDb().collection(COLLECTIONS.documents);
    await documents.doc('accepted-quote').set({
      companyId: COMPANY,
      kind: 'quote',
      status: 'accepted',
      leadId: CONVERSATION,
    });
    await documents.doc('sent-quote').set({
      companyId: COMPANY,
      kind: 'quote',
      status: 'sent',
      leadId: CONVERSATION,
    });

    const id = await propose({ kind: 'job', documentId: 'accepted-quote' });
    expect(await appointmentData(id)).toMatchObject({ kind: 'job', documentId: 'accepted-quote' });

    const company = await as(COMPANY);
    const refused = await callFailure(
      company.call('proposeAppointment', proposal({ kind: 'job', documentId: 'sent-quote' })),
    );
    expect(refused.code).toBe('functions/failed-precondition');
  });
});

describe('respondToAppointment', () => {
  it('the customer confirms; the company is told; a second answer is refused', async () => {
    const id = await propose();
    const customer = await as(CUSTOMER);

    expect(
      await customer.call('respondToAppointment', { appointmentId: id, answer: 'confirm' }),
    ).toEqual({ status: 'confirmed' });

    const stored = await appointmentData(id);
    expect(stored.status).toBe('confirmed');
    expect(
      (stored.history as { action: string; by: string }[]).map((entry) => entry.action),
    ).toEqual(['proposed', 'confirmed']);
    expect(await noticesOf(COMPANY)).toEqual([
      expect.objectContaining({
        type: 'appointment-confirmed',
        link: `/company/appointments?a=${id}`,
      }),
    ]);
    expect((await mailTo(emails[COMPANY] ?? '')).map((mail) => mail.kind)).toEqual(['appointment']);
    expect(await systemMessages(CONVERSATION)).toEqual(
      expect.arrayContaining(['appointment-proposed', 'appointment-confirmed']),
    );

    const again = await callFailure(
      customer.call('respondToAppointment', { appointmentId: id, answer: 'decline' }),
    );
    expect(again.code).toBe('functions/failed-precondition');
  });

  it('asks for another time only with a note, and only the customer may answer', async () => {
    const id = await propose();
    const company = await as(COMPANY);
    expect(
      (
        await callFailure(
          company.call('respondToAppointment', { appointmentId: id, answer: 'confirm' }),
        )
      ).code,
    ).toBe('functions/permission-denied');
    const stranger = await as(OTHER_CUSTOMER);
    expect(
      (
        await callFailure(
          stranger.call('respondToAppointment', { appointmentId: id, answer: 'confirm' }),
        )
      ).code,
    ).toBe('functions/permission-denied');

    const customer = await as(CUSTOMER);
    expect(
      (
        await callFailure(
          customer.call('respondToAppointment', { appointmentId: id, answer: 'request-change' }),
        )
      ).code,
    ).toBe('functions/invalid-argument');
    await customer.call('respondToAppointment', {
      appointmentId: id,
      answer: 'request-change',
      note: 'Could you come after 3pm?',
    });
    const stored = await appointmentData(id);
    expect(stored.status).toBe('change-requested');
    expect((stored.history as { note: string | null }[]).at(-1)?.note).toBe(
      'Could you come after 3pm?',
    );
    expect(await noticesOf(COMPANY)).toEqual([
      expect.objectContaining({ type: 'appointment-change-requested' }),
    ]);
  });
});

describe('rescheduleAppointment', () => {
  it('sets the new time, keeps the old one in the history and asks the customer again', async () => {
    const id = await propose();
    const customer = await as(CUSTOMER);
    await customer.call('respondToAppointment', { appointmentId: id, answer: 'confirm' });
    const later = addDays(SOON, 2);

    const company = await as(COMPANY);
    expect(
      await company.call('rescheduleAppointment', {
        appointmentId: id,
        time: { date: later, windowStart: '13:00', windowEnd: '15:00', durationMinutes: 60 },
        note: 'Our van is booked that morning.',
      }),
    ).toEqual({ status: 'proposed' });

    const stored = await appointmentData(id);
    expect(stored).toMatchObject({ status: 'proposed', date: later, windowStart: '13:00' });
    expect((stored.startsAt as Timestamp).toMillis()).toBe(londonInstant(later, '13:00').getTime());
    expect((stored.history as unknown[]).at(-1)).toMatchObject({
      action: 'rescheduled',
      by: 'company',
      previous: { date: SOON, windowStart: '08:00', windowEnd: '10:00' },
    });
    expect((await noticesOf(CUSTOMER)).map((notice) => notice.type).sort()).toEqual([
      'appointment-proposed',
      'appointment-rescheduled',
    ]);

    const refused = await callFailure(
      customer.call('rescheduleAppointment', {
        appointmentId: id,
        time: { date: later, windowStart: '13:00', windowEnd: '15:00', durationMinutes: 60 },
      }),
    );
    expect(refused.code).toBe('functions/permission-denied');
  });
});

describe('cancelAppointment', () => {
  it('either side cancels with a reason, once; strangers cannot', async () => {
    const id = await propose();
    const stranger = await as(OTHER_COMPANY);
    expect(
      (
        await callFailure(
          stranger.call('cancelAppointment', { appointmentId: id, reason: 'Not mine' }),
        )
      ).code,
    ).toBe('functions/permission-denied');

    const customer = await as(CUSTOMER);
    expect(
      await customer.call('cancelAppointment', { appointmentId: id, reason: 'We sold the house.' }),
    ).toEqual({ cancelled: true });
    const stored = await appointmentData(id);
    expect(stored.status).toBe('cancelled');
    expect((stored.history as unknown[]).at(-1)).toMatchObject({
      action: 'cancelled',
      by: 'customer',
      note: 'We sold the house.',
    });
    expect(await noticesOf(COMPANY)).toEqual([
      expect.objectContaining({ type: 'appointment-cancelled' }),
    ]);

    const company = await as(COMPANY);
    expect(
      (
        await callFailure(
          company.call('cancelAppointment', { appointmentId: id, reason: 'Also cancelling' }),
        )
      ).code,
    ).toBe('functions/failed-precondition');
  });
});

describe('completeAppointment', () => {
  it('the company completes a confirmed appointment once it has started, not before', async () => {
    const id = await propose();
    const customer = await as(CUSTOMER);
    await customer.call('respondToAppointment', { appointmentId: id, answer: 'confirm' });
    const company = await as(COMPANY);

    expect(
      (await callFailure(company.call('completeAppointment', { appointmentId: id }))).code,
    ).toBe('functions/failed-precondition');

    // The visit has happened: its start moved into the past.
    await adminDb()
      .collection(COLLECTIONS.appointments)
      .doc(id)
      .update({ startsAt: Timestamp.fromMillis(Date.now() - HOUR) });
    expect(
      (await callFailure(customer.call('completeAppointment', { appointmentId: id }))).code,
    ).toBe('functions/permission-denied');
    expect(await company.call('completeAppointment', { appointmentId: id })).toEqual({
      completed: true,
    });
    expect((await appointmentData(id)).status).toBe('completed');
    expect((await noticesOf(CUSTOMER)).map((notice) => notice.type)).toContain(
      'appointment-completed',
    );
  });
});

describe('sendAppointmentRemindersNow', () => {
  const START = Date.UTC(2026, 11, 1, 9, 0);

  async function seedAppointment(id: string, status: string, remindersSent: number[] = []) {
    await adminDb()
      .collection(COLLECTIONS.appointments)
      .doc(id)
      .set({
        conversationId: CONVERSATION,
        quoteId: QUOTE,
        companyId: COMPANY,
        customerId: CUSTOMER,
        participantIds: [COMPANY, CUSTOMER],
        companyName: `Company ${COMPANY}`,
        customerName: 'Priya Shah',
        serviceName: 'Plumbing',
        kind: 'site-visit',
        date: '2026-12-01',
        windowStart: '09:00',
        windowEnd: '11:00',
        durationMinutes: 60,
        startsAt: Timestamp.fromMillis(START),
        endsAt: Timestamp.fromMillis(START + HOUR),
        address: { line1: '1 High Street', line2: '', town: 'Leeds', postcode: 'LS6 1AA' },
        notes: '',
        status,
        history: [],
        remindersSent,
        documentId: null,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
  }

  const reminderNotices = async (uid: string) =>
    (await noticesOf(uid)).filter((notice) => notice.type === 'appointment-reminder');
  const reminderMails = async (uid: string) =>
    (await mailTo(emails[uid] ?? '')).filter((mail) => mail.kind === 'appointment-reminder');

  it('sends the 24-hour reminder once, then the 2-hour one once, to both sides', async () => {
    await seedAppointment('a1', 'confirmed');

    expect(await sendAppointmentRemindersNow(START - 25 * HOUR)).toEqual({ sent: [] });
    expect(await sendAppointmentRemindersNow(START - 23 * HOUR)).toEqual({
      sent: [{ appointmentId: 'a1', hoursBefore: 24 }],
    });
    expect(await sendAppointmentRemindersNow(START - 22 * HOUR)).toEqual({ sent: [] });
    expect(await reminderNotices(CUSTOMER)).toHaveLength(1);
    expect(await reminderNotices(COMPANY)).toEqual([
      expect.objectContaining({ link: '/company/appointments?a=a1' }),
    ]);
    expect(await reminderMails(CUSTOMER)).toHaveLength(1);
    expect(await reminderMails(COMPANY)).toHaveLength(1);

    expect(await sendAppointmentRemindersNow(START - 90 * 60_000)).toEqual({
      sent: [{ appointmentId: 'a1', hoursBefore: 2 }],
    });
    expect(await sendAppointmentRemindersNow(START - 30 * 60_000)).toEqual({ sent: [] });
    expect((await appointmentData('a1')).remindersSent).toEqual([24, 2]);
    expect(await reminderNotices(CUSTOMER)).toHaveLength(2);
    expect(await reminderMails(COMPANY)).toHaveLength(2);
  });

  it('never sends twice when two runs overlap', async () => {
    await seedAppointment('a1', 'confirmed');

    const runs = await Promise.all([
      sendAppointmentRemindersNow(START - 23 * HOUR),
      sendAppointmentRemindersNow(START - 23 * HOUR),
    ]);
    expect(runs.flatMap((run) => run.sent)).toHaveLength(1);
    expect(await reminderNotices(CUSTOMER)).toHaveLength(1);
  });

  it('sends nothing for a cancelled or unconfirmed appointment, or once the time has passed', async () => {
    await seedAppointment('cancelled', 'cancelled');
    await seedAppointment('proposed', 'proposed');
    expect(await sendAppointmentRemindersNow(START - HOUR)).toEqual({ sent: [] });

    await seedAppointment('late', 'confirmed');
    expect(await sendAppointmentRemindersNow(START + 60_000)).toEqual({ sent: [] });
    expect(await reminderNotices(CUSTOMER)).toEqual([]);
  });
});

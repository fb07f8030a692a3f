import { COLLECTIONS } from '@fixwell/common/collections';
import { orderBy, serverTimestamp, Timestamp, where, limit } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner: customer, otherCustomer, company, otherCompany } = PEOPLE;
const appointments = operationsOn(COLLECTIONS.appointments);

const NEXT_WEEK = Timestamp.fromDate(new Date(Date.now() + 7 * 24 * 3600 * 1000));

/** An appointment as proposeAppointment writes it. */
const storedAppointment = (companyId: string, customerId: string | null) => ({
  conversationId: `q1_${companyId}`,
  quoteId: 'q1',
  companyId,
  customerId,
  participantIds: customerId ? [companyId, customerId] : [companyId],
  companyName: `${companyId} Ltd`,
  customerName: 'Alice',
  serviceName: 'Plumbing',
  kind: 'site-visit',
  date: '2026-12-01',
  windowStart: '08:00',
  windowEnd: '10:00',
  durationMinutes: 60,
  startsAt: NEXT_WEEK,
  endsAt: NEXT_WEEK,
  address: { line1: '1 High Street', line2: '', town: 'Leeds', postcode: 'LS6 1AA' },
  notes: '',
  status: 'proposed',
  history: [{ action: 'proposed', by: 'company', at: LAST_WEEK, note: null, previous: null }],
  remindersSent: [],
  documentId: null,
  createdAt: LAST_WEEK,
  updatedAt: LAST_WEEK,
});

/** The queries the appointment pages run (the list and the week). */
const listOf = (uid: string) => [
  where('participantIds', 'array-contains', uid),
  orderBy('endsAt', 'asc'),
  limit(51),
];
const weekOf = (uid: string) => [
  where('participantIds', 'array-contains', uid),
  where('startsAt', '>=', LAST_WEEK),
  orderBy('startsAt', 'asc'),
  limit(51),
];

useRulesEnvironment({
  seedEach: async (db) => {
    await appointments.set(db, 'a-acme-alice', storedAppointment(company.uid, customer.uid));
    await appointments.set(
      db,
      'a-zenith-bob',
      storedAppointment(otherCompany.uid, otherCustomer.uid),
    );
    await appointments.set(db, 'a-acme-guest', storedAppointment(company.uid, null));
  },
});

describe('appointments/{id}', () => {
  describe('customer (a participant)', () => {
    const db = () => dbAs.owner();

    it('get and list: allowed on their own appointments', async () => {
      await toAllow(appointments.get(db(), 'a-acme-alice'));
      await toAllow(appointments.list(db(), ...listOf(customer.uid)));
      await toAllow(appointments.list(db(), ...weekOf(customer.uid)));
    });
    it('update: denied, a confirmation or a status forged by hand included', async () => {
      await toDeny(appointments.update(db(), 'a-acme-alice', { status: 'confirmed' }));
      await toDeny(
        appointments.update(db(), 'a-acme-alice', {
          status: 'completed',
          updatedAt: serverTimestamp(),
        }),
      );
      await toDeny(appointments.update(db(), 'a-acme-alice', { remindersSent: [24, 2] }));
    });
    it('create and delete: denied', async () => {
      await toDeny(appointments.add(db(), storedAppointment(company.uid, customer.uid)));
      await toDeny(appointments.delete(db(), 'a-acme-alice'));
    });
  });

  describe('company (a participant)', () => {
    const db = () => dbAs.company();

    it('get and list: allowed on its own appointments, a guest’s included', async () => {
      await toAllow(appointments.get(db(), 'a-acme-alice'));
      await toAllow(appointments.get(db(), 'a-acme-guest'));
      await toAllow(appointments.list(db(), ...listOf(company.uid)));
    });
    it('create, update and delete: denied (they go through the callables)', async () => {
      await toDeny(appointments.add(db(), storedAppointment(company.uid, customer.uid)));
      await toDeny(appointments.set(db(), 'a-new', storedAppointment(company.uid, customer.uid)));
      await toDeny(appointments.update(db(), 'a-acme-alice', { status: 'completed' }));
      await toDeny(
        appointments.update(db(), 'a-acme-alice', {
          participantIds: [company.uid, customer.uid, otherCustomer.uid],
        }),
      );
      await toDeny(appointments.delete(db(), 'a-acme-alice'));
    });
  });

  describe('other customer', () => {
    const db = () => dbAs.otherCustomer();

    it('get and list: denied on someone else’s appointments, by id and by query', async () => {
      await toDeny(appointments.get(db(), 'a-acme-alice'));
      await toDeny(appointments.list(db(), ...listOf(customer.uid)));
      await toDeny(appointments.list(db(), orderBy('startsAt'), limit(10)));
      await toAllow(appointments.list(db(), ...listOf(otherCustomer.uid)));
    });
    it('update: denied, adding themselves included', async () => {
      await toDeny(
        appointments.update(db(), 'a-acme-alice', {
          participantIds: [company.uid, customer.uid, otherCustomer.uid],
        }),
      );
    });
  });

  describe('other company', () => {
    const db = () => dbAs.otherCompany();

    it('get and list: denied on another company’s appointments', async () => {
      await toDeny(appointments.get(db(), 'a-acme-alice'));
      await toDeny(appointments.get(db(), 'a-acme-guest'));
      await toDeny(appointments.list(db(), ...listOf(company.uid)));
      await toDeny(appointments.list(db(), where('companyId', '==', company.uid), limit(10)));
    });
    it('create: denied, in another company’s name too', async () => {
      await toDeny(appointments.add(db(), storedAppointment(company.uid, customer.uid)));
    });
  });

  describe('anonymous visitor', () => {
    const db = () => dbAs.anonymous();

    it('get and list: denied', async () => {
      await toDeny(appointments.get(db(), 'a-acme-alice'));
      await toDeny(appointments.list(db(), limit(10)));
    });
    it('create: denied', async () => {
      await toDeny(appointments.add(db(), storedAppointment(company.uid, customer.uid)));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list: allowed on every appointment', async () => {
      await toAllow(appointments.get(db(), 'a-acme-alice'));
      await toAllow(appointments.list(db(), orderBy('startsAt'), limit(10)));
    });
    it('create, update and delete: denied (functions only)', async () => {
      await toDeny(appointments.add(db(), storedAppointment(company.uid, customer.uid)));
      await toDeny(appointments.update(db(), 'a-acme-alice', { status: 'cancelled' }));
      await toDeny(appointments.delete(db(), 'a-acme-alice'));
    });
  });

  describe('deactivated admin', () => {
    it('get and list: denied', async () => {
      await toDeny(appointments.get(dbAs.deactivatedAdmin(), 'a-acme-alice'));
      await toDeny(appointments.list(dbAs.deactivatedAdmin(), orderBy('startsAt'), limit(10)));
    });
  });
});

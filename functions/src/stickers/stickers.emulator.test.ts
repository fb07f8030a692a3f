import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { COLLECTIONS } from '@fixwell/common/collections';
import { STICKER_MESSAGES } from '@fixwell/common/stickers/sticker-order';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  mailTo,
  notificationsOf,
} from '../testing/emulators';
import { seedCompanyDocument, testPeople } from '../testing/user-fixtures';

const people = testPeople();

beforeEach(async () => {
  await clearEmulators();
  await Promise.all([
    people.seed('acme', 'company'),
    people.seed('draft', 'company'),
    people.seed('alice', 'customer'),
    people.seed('root', 'admin'),
  ]);
  const sticker = (uid: string) => ({
    businessName: `${uid} Plumbing`,
    slug: `${uid}-plumbing-ls6`,
    town: 'Leeds',
  });
  await Promise.all([
    seedCompanyDocument('acme', sticker('acme')),
    seedCompanyDocument('draft', { ...sticker('draft'), public: false }),
  ]);
});
afterEach(people.closeClients);
afterAll(closeAdmin);

const db = () => adminDb();

const ORDER = {
  quantities: { 'van-door': 2, 'rear-window': 0, 'shop-window': '0', door: 1 },
  address: {
    name: 'Sam Acme',
    line1: '12 Cardigan Road',
    line2: '',
    town: 'Leeds',
    postcode: 'ls6 1ab',
  },
};

const orderOf = async (id: string) =>
  (await db().collection(COLLECTIONS.stickerOrders).doc(id).get()).data();

async function audit() {
  const snapshot = await db().collection(COLLECTIONS.adminAudit).get();
  return snapshot.docs.map((d) => d.data());
}

describe('orderStickers', () => {
  it('records the order with the profile’s address as the QR code’s target, free of charge', async () => {
    const acme = await people.signedIn('acme');
    const { orderId } = await acme.call<{ orderId: string }>('orderStickers', ORDER);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({
      companyId: 'acme',
      companyName: 'acme Plumbing',
      profileUrl: 'http://localhost:5173/company/profile/acme-plumbing-ls6',
      items: [
        { kind: 'van-door', quantity: 2 },
        { kind: 'door', quantity: 1 },
      ],
      address: { name: 'Sam Acme', line1: '12 Cardigan Road', town: 'Leeds', postcode: 'LS6 1AB' },
      status: 'new',
      trackingNumber: null,
      totalPence: 0,
      history: [{ status: 'new', by: 'acme', note: null }],
    });

    // The company reads its own orders under the rules, with the query the page runs.
    const mine = await getDocs(
      query(
        collection(acme.firestore, COLLECTIONS.stickerOrders),
        where('companyId', '==', 'acme'),
      ),
    );
    expect(mine.docs.map((d) => d.id)).toEqual([orderId]);
  });

  it('asks a company to publish its profile first, and refuses customers', async () => {
    const draft = await people.signedIn('draft');
    expect(await callFailure(draft.call('orderStickers', ORDER))).toMatchObject({
      code: 'functions/failed-precondition',
      message: STICKER_MESSAGES.publishFirst,
    });
    const alice = await people.signedIn('alice');
    expect(await callFailure(alice.call('orderStickers', ORDER))).toMatchObject({
      code: 'functions/permission-denied',
      message: STICKER_MESSAGES.companiesOnly,
    });
    const visitor = people.visitor();
    expect(await callFailure(visitor.call('orderStickers', ORDER))).toMatchObject({
      code: 'functions/unauthenticated',
    });
    expect((await db().collection(COLLECTIONS.stickerOrders).get()).size).toBe(0);
  });

  it('refuses bad input with the field’s own words, and a second order while one is open', async () => {
    const acme = await people.signedIn('acme');
    const none = {
      ...ORDER,
      quantities: { 'van-door': 0, 'rear-window': 0, 'shop-window': 0, door: 0 },
    };
    expect(await callFailure(acme.call('orderStickers', none))).toMatchObject({
      code: 'functions/invalid-argument',
      message: STICKER_MESSAGES.noStickers,
    });
    const tooMany = { ...ORDER, quantities: { ...ORDER.quantities, door: 21 } };
    expect(await callFailure(acme.call('orderStickers', tooMany))).toMatchObject({
      message: STICKER_MESSAGES.quantity,
    });
    const badPostcode = { ...ORDER, address: { ...ORDER.address, postcode: 'LS6' } };
    expect(await callFailure(acme.call('orderStickers', badPostcode))).toMatchObject({
      message: STICKER_MESSAGES.postcode,
    });
    await acme.call('orderStickers', ORDER);
    expect(await callFailure(acme.call('orderStickers', ORDER))).toMatchObject({
      code: 'functions/failed-precondition',
      message: STICKER_MESSAGES.openOrder,
    });
  });
});

describe('updateStickerOrder', () => {
  async function ordered(): Promise<string> {
    const acme = await people.signedIn('acme');
    return (await acme.call<{ orderId: string }>('orderStickers', ORDER)).orderId;
  }

  it('moves an order new → printing → posted, telling the company each time, audited', async () => {
    const orderId = await ordered();
    const root = await people.signedIn('root');
    expect(await root.call('updateStickerOrder', { orderId, status: 'printing' })).toEqual({
      status: 'printing',
    });
    expect(
      await callFailure(
        root.call('updateStickerOrder', { orderId, status: 'posted', trackingNumber: ' ' }),
      ),
    ).toMatchObject({ code: 'functions/invalid-argument', message: STICKER_MESSAGES.tracking });
    expect(
      await root.call('updateStickerOrder', {
        orderId,
        status: 'posted',
        trackingNumber: 'RM123456789GB',
      }),
    ).toEqual({ status: 'posted' });

    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'posted', trackingNumber: 'RM123456789GB' });
    expect(
      (order!.history as { status: string; by: string }[]).map((h) => [h.status, h.by]),
    ).toEqual([
      ['new', 'acme'],
      ['printing', 'root'],
      ['posted', 'root'],
    ]);

    const told = await notificationsOf('acme', 'sticker-order-updated');
    expect(told.map((n) => n.title).sort()).toEqual([
      'Your stickers are being printed',
      'Your stickers are in the post',
    ]);
    expect(told.every((n) => n.link === '/company/stickers')).toBe(true);
    const mails = (await mailTo(people.emailOf('acme'))).filter((m) => m.kind === 'sticker-order');
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => (m.message as { text: string }).text).join('\n')).toContain(
      'RM123456789GB',
    );
    const entries = await audit();
    expect(entries.map((e) => e.action).sort()).toEqual([
      'sticker-order.posted',
      'sticker-order.printing',
    ]);
    expect(entries[0]).toMatchObject({
      actor: { uid: 'root' },
      target: `stickerOrders/${orderId}`,
    });

    // Never backwards, and a posted order is final.
    expect(
      await callFailure(root.call('updateStickerOrder', { orderId, status: 'printing' })),
    ).toMatchObject({ code: 'functions/failed-precondition', message: STICKER_MESSAGES.backwards });
    expect(
      await callFailure(
        root.call('updateStickerOrder', { orderId, status: 'cancelled', reason: 'x' }),
      ),
    ).toMatchObject({ code: 'functions/failed-precondition' });
  });

  it('cancels with a reason the company is told, and lets it order again', async () => {
    const orderId = await ordered();
    const root = await people.signedIn('root');
    expect(
      await callFailure(
        root.call('updateStickerOrder', { orderId, status: 'cancelled', reason: '' }),
      ),
    ).toMatchObject({ message: STICKER_MESSAGES.reason });
    await root.call('updateStickerOrder', {
      orderId,
      status: 'cancelled',
      reason: 'Address incomplete',
    });
    expect(await orderOf(orderId)).toMatchObject({
      status: 'cancelled',
      cancelledReason: 'Address incomplete',
    });
    const [notice] = await notificationsOf('acme', 'sticker-order-updated');
    expect(notice!.body).toContain('Address incomplete');
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'sticker-order.cancelled',
      reason: 'Address incomplete',
    });

    const acme = await people.signedIn('acme');
    await expect(acme.call('orderStickers', ORDER)).resolves.toHaveProperty('orderId');
  });

  it('is for admins only, and the company cannot read another company’s order', async () => {
    const orderId = await ordered();
    const acme = await people.signedIn('acme');
    expect(
      await callFailure(acme.call('updateStickerOrder', { orderId, status: 'printing' })),
    ).toMatchObject({ code: 'functions/permission-denied', message: STICKER_MESSAGES.adminsOnly });
    const draft = await people.signedIn('draft');
    await expect(
      getDoc(doc(draft.firestore, COLLECTIONS.stickerOrders, orderId)),
    ).rejects.toThrow();
    const root = await people.signedIn('root');
    expect(
      await callFailure(root.call('updateStickerOrder', { orderId: 'nope', status: 'printing' })),
    ).toMatchObject({ code: 'functions/not-found' });
    expect(await orderOf(orderId)).toMatchObject({ status: 'new' });
  });
});

import { signInWithEmailAndPassword } from 'firebase/auth';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { COLLECTIONS } from '@fixwell/common/collections';
import { STICKER_MESSAGES } from '@fixwell/common/stickers/sticker-order';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  adminAuth,
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  mailTo,
  uniqueEmail,
  webClient,
  type WebClient,
} from '../testing/emulators';

const PASSWORD = 'Sticker-pass-42';

let clients: WebClient[] = [];
let emails: Record<string, string> = {};

beforeEach(async () => {
  await clearEmulators();
  clients = [];
  emails = {};
  await Promise.all([
    person('acme', 'company'),
    person('draft', 'company'),
    person('alice', 'customer'),
    person('root', 'admin'),
  ]);
  await Promise.all([company('acme', true), company('draft', false)]);
});
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
});
afterAll(closeAdmin);

const db = () => adminDb();

async function person(uid: string, role: 'customer' | 'company' | 'admin') {
  const email = uniqueEmail(uid);
  emails[uid] = email;
  await adminAuth().createUser({ uid, email, password: PASSWORD, emailVerified: true });
  await db()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({ id: uid, email, role, active: true, displayName: uid, emailVerified: true });
}

async function company(uid: string, published: boolean) {
  await db()
    .collection(COLLECTIONS.companies)
    .doc(uid)
    .set({
      ownerId: uid,
      businessName: `${uid} Plumbing`,
      slug: `${uid}-plumbing-ls6`,
      mainTrade: 'plumber',
      trades: ['plumber'],
      baseDistrict: 'LS6',
      town: 'Leeds',
      public: published,
      postcodeAreas: ['LS'],
      coverageKeys: ['plumber|LS'],
      rating: 0,
      reviewCount: 0,
    });
}

async function signedIn(uid: string): Promise<WebClient> {
  const client = webClient();
  clients.push(client);
  await signInWithEmailAndPassword(client.auth, emails[uid]!, PASSWORD);
  return client;
}

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

async function notices(uid: string) {
  const snapshot = await db()
    .collection(COLLECTIONS.notifications)
    .where('userId', '==', uid)
    .where('type', '==', 'sticker-order-updated')
    .get();
  return snapshot.docs.map((d) => d.data());
}

async function audit() {
  const snapshot = await db().collection(COLLECTIONS.adminAudit).get();
  return snapshot.docs.map((d) => d.data());
}

describe('orderStickers', () => {
  it('records the order with the profile’s address as the QR code’s target, free of charge', async () => {
    const acme = await signedIn('acme');
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
    const draft = await signedIn('draft');
    expect(await callFailure(draft.call('orderStickers', ORDER))).toMatchObject({
      code: 'functions/failed-precondition',
      message: STICKER_MESSAGES.publishFirst,
    });
    const alice = await signedIn('alice');
    expect(await callFailure(alice.call('orderStickers', ORDER))).toMatchObject({
      code: 'functions/permission-denied',
      message: STICKER_MESSAGES.companiesOnly,
    });
    const visitor = webClient();
    clients.push(visitor);
    expect(await callFailure(visitor.call('orderStickers', ORDER))).toMatchObject({
      code: 'functions/unauthenticated',
    });
    expect((await db().collection(COLLECTIONS.stickerOrders).get()).size).toBe(0);
  });

  it('refuses bad input with the field’s own words, and a second order while one is open', async () => {
    const acme = await signedIn('acme');
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
    const acme = await signedIn('acme');
    return (await acme.call<{ orderId: string }>('orderStickers', ORDER)).orderId;
  }

  it('moves an order new → printing → posted, telling the company each time, audited', async () => {
    const orderId = await ordered();
    const root = await signedIn('root');
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

    const told = await notices('acme');
    expect(told.map((n) => n.title).sort()).toEqual([
      'Your stickers are being printed',
      'Your stickers are in the post',
    ]);
    expect(told.every((n) => n.link === '/company/stickers')).toBe(true);
    const mails = (await mailTo(emails.acme!)).filter((m) => m.kind === 'sticker-order');
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
    const root = await signedIn('root');
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
    const [notice] = await notices('acme');
    expect(notice!.body).toContain('Address incomplete');
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'sticker-order.cancelled',
      reason: 'Address incomplete',
    });

    const acme = clients[0]!;
    await expect(acme.call('orderStickers', ORDER)).resolves.toHaveProperty('orderId');
  });

  it('is for admins only, and the company cannot read another company’s order', async () => {
    const orderId = await ordered();
    const acme = clients[0]!;
    expect(
      await callFailure(acme.call('updateStickerOrder', { orderId, status: 'printing' })),
    ).toMatchObject({ code: 'functions/permission-denied', message: STICKER_MESSAGES.adminsOnly });
    const draft = await signedIn('draft');
    await expect(
      getDoc(doc(draft.firestore, COLLECTIONS.stickerOrders, orderId)),
    ).rejects.toThrow();
    const root = await signedIn('root');
    expect(
      await callFailure(root.call('updateStickerOrder', { orderId: 'nope', status: 'printing' })),
    ).toMatchObject({ code: 'functions/not-found' });
    expect(await orderOf(orderId)).toMatchObject({ status: 'new' });
  });
});

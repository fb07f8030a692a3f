// The stickers feature's only contact with Firebase: the company's own profile (what a sticker
// shows), its sticker orders, the admins' queue, and the two callables. Hooks build on these, so
// component tests replace this one module.
import {
  orderStickersCallable,
  updateStickerOrderCallable,
  type CallableInput,
  type CallableOutput,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  STICKER_KINDS,
  STICKER_ORDER_STATUSES,
  type StickerKind,
  type StickerOrderStatus,
} from '@fixwell/common/stickers/sticker-order';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore';

import type {
  StickerOrder,
  StickerProfile,
  StickerQueuePage,
} from '@/features/stickers/sticker-types';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { watchCount } from '@/lib/firestore-live';
import { fetchPage } from '@/lib/firestore-page';

/** Orders a company's page lists (a company has few: one open at a time). */
export const COMPANY_ORDERS_LIMIT = 20;
/** Orders per page of the admins' queue. */
export const STICKER_QUEUE_PAGE_SIZE = 20;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function statusOf(value: unknown): StickerOrderStatus {
  return (STICKER_ORDER_STATUSES as readonly unknown[]).includes(value)
    ? (value as StickerOrderStatus)
    : 'new';
}

export function stickerOrderFromData(id: string, data: DocumentData): StickerOrder {
  const address = (data.address ?? {}) as Record<string, unknown>;
  const items = Array.isArray(data.items) ? (data.items as Record<string, unknown>[]) : [];
  const history = Array.isArray(data.history) ? (data.history as Record<string, unknown>[]) : [];
  return {
    id,
    companyId: text(data.companyId),
    companyName: text(data.companyName),
    profileUrl: text(data.profileUrl),
    items: items
      .filter((item) => (STICKER_KINDS as readonly unknown[]).includes(item.kind))
      .map((item) => ({
        kind: item.kind as StickerKind,
        quantity: typeof item.quantity === 'number' ? item.quantity : 0,
      })),
    address: {
      name: text(address.name),
      line1: text(address.line1),
      line2: text(address.line2),
      town: text(address.town),
      postcode: text(address.postcode),
    },
    status: statusOf(data.status),
    trackingNumber: typeof data.trackingNumber === 'string' ? data.trackingNumber : null,
    cancelledReason: typeof data.cancelledReason === 'string' ? data.cancelledReason : null,
    totalPence: typeof data.totalPence === 'number' ? data.totalPence : 0,
    history: history.map((entry) => ({
      status: statusOf(entry.status),
      at: dateOf(entry.at),
      by: text(entry.by),
      note: typeof entry.note === 'string' ? entry.note : null,
    })),
    createdAt: dateOf(data.createdAt) ?? new Date(0),
    updatedAt: dateOf(data.updatedAt) ?? new Date(0),
  };
}

const orderConverter = readConverter(stickerOrderFromData);
const orders = () =>
  collection(firestore(), COLLECTIONS.stickerOrders).withConverter(orderConverter);

const profileConverter = readConverter((_id, data): StickerProfile => ({
  businessName: text(data.businessName),
  slug: text(data.slug),
  mainTrade: text(data.mainTrade),
  published: data.public === true,
  suspended: data.suspended === true,
}));

/** The signed-in company's own profile (readable by its owner even unpublished); null while it is made. */
export async function fetchStickerProfile(companyId: string): Promise<StickerProfile | null> {
  const snapshot = await getDoc(
    doc(firestore(), COLLECTIONS.companies, companyId).withConverter(profileConverter),
  );
  return snapshot.data() ?? null;
}

/** The company's own orders, newest first (rules: `companyId == uid`). */
export async function fetchCompanyStickerOrders(companyId: string): Promise<StickerOrder[]> {
  const snapshot = await getDocs(
    query(
      orders(),
      where('companyId', '==', companyId),
      orderBy('createdAt', 'desc'),
      limit(COMPANY_ORDERS_LIMIT),
    ),
  );
  return snapshot.docs.map((document) => document.data());
}

/** The admins' queue for one status, oldest first (the first ordered is the first printed). */
export async function fetchStickerQueue(
  status: StickerOrderStatus,
  pageSize: number,
): Promise<StickerQueuePage> {
  const { items, hasMore } = await fetchPage(
    query(orders(), where('status', '==', status), orderBy('createdAt', 'asc')),
    pageSize,
  );
  return { orders: items, hasMore };
}

/** How many orders wait to be printed, counted on the server. */
export async function countNewStickerOrders(): Promise<number> {
  const snapshot = await getCountFromServer(
    query(collection(firestore(), COLLECTIONS.stickerOrders), where('status', '==', 'new')),
  );
  return snapshot.data().count;
}

export function orderStickers(
  input: CallableInput<typeof orderStickersCallable>,
): Promise<CallableOutput<typeof orderStickersCallable>> {
  return callFunction(orderStickersCallable, input, {
    fallback: 'We could not place your order. Please try again.',
  });
}

export function updateStickerOrder(
  input: CallableInput<typeof updateStickerOrderCallable>,
): Promise<CallableOutput<typeof updateStickerOrderCallable>> {
  return callFunction(updateStickerOrderCallable, input, {
    fallback: 'We could not update the order. Please try again.',
  });
}

/** How many orders wait to be printed, live: the number on "Sticker requests" in the admin menu. */
export function watchNewStickerOrderCount(
  onData: (count: number) => void,
  onError: (error: Error) => void,
): () => void {
  return watchCount(query(orders(), where('status', '==', 'new')), onData, onError);
}

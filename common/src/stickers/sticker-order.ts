import { z } from 'zod';

import { normaliseUkPostcode } from '../uk-postcode';

// Stickers for a company's van, windows and door, each carrying a QR code to its public profile.
// A company orders them (`orderStickers`); Fixwell prints and posts them, an admin moving each
// order new → printing → posted (with a tracking number) or cancelled (with a reason), never
// backwards (`updateStickerOrder`). `stickerOrders/{id}` is written by those functions only; the
// company reads its own orders, admins read all.
//
// Price: Fixwell pays for stickers while it grows (every size is £0, shown as "Free"). The price
// stays a field in pence so charging later is one change here, decided on the server.

export const STICKER_KINDS = ['van-door', 'rear-window', 'shop-window', 'door'] as const;
export type StickerKind = (typeof STICKER_KINDS)[number];

export interface StickerSize {
  kind: StickerKind;
  label: string;
  /** Printed size, for people: "600 × 300 mm". */
  size: string;
  widthMm: number;
  heightMm: number;
  /** What the company pays per sticker, in pence (0 while Fixwell pays). */
  pricePence: number;
  hint: string;
}

export const STICKER_SIZES: Record<StickerKind, StickerSize> = {
  'van-door': {
    kind: 'van-door',
    label: 'Van door',
    size: '600 × 300 mm',
    widthMm: 600,
    heightMm: 300,
    pricePence: 0,
    hint: 'Weatherproof vinyl for the side of a van.',
  },
  'rear-window': {
    kind: 'rear-window',
    label: 'Rear window',
    size: '300 × 100 mm',
    widthMm: 300,
    heightMm: 100,
    pricePence: 0,
    hint: 'Sticks to the inside of a van or car rear window.',
  },
  'shop-window': {
    kind: 'shop-window',
    label: 'Shop window',
    size: 'A4, 297 × 210 mm',
    widthMm: 297,
    heightMm: 210,
    pricePence: 0,
    hint: 'For a shop front or office window.',
  },
  door: {
    kind: 'door',
    label: 'Door',
    size: 'A6, 148 × 105 mm',
    widthMm: 148,
    heightMm: 105,
    pricePence: 0,
    hint: 'A small one for a front door or a toolbox.',
  },
};

export const STICKER_QUANTITY_MAX = 20;

export const STICKER_ORDER_STATUSES = ['new', 'printing', 'posted', 'cancelled'] as const;
export type StickerOrderStatus = (typeof STICKER_ORDER_STATUSES)[number];

export const STICKER_STATUS_LABELS: Record<StickerOrderStatus, string> = {
  new: 'Ordered',
  printing: 'Printing',
  posted: 'Posted',
  cancelled: 'Cancelled',
};

/** Where an order may go from each status: forward only; posted and cancelled are final. */
export const STICKER_NEXT_STATUSES: Record<StickerOrderStatus, readonly StickerOrderStatus[]> = {
  new: ['printing', 'cancelled'],
  printing: ['posted', 'cancelled'],
  posted: [],
  cancelled: [],
};

export interface StickerOrderItem {
  kind: StickerKind;
  quantity: number;
}

export interface StickerDeliveryAddress {
  name: string;
  line1: string;
  line2: string;
  town: string;
  /** Normalised full UK postcode ("LS6 2AB"). */
  postcode: string;
}

export interface StickerOrderHistoryEntry<TTime> {
  status: StickerOrderStatus;
  at: TTime;
  /** The uid of who made the change: the company for `new`, an admin after. */
  by: string;
  /** The tracking number (posted) or the reason (cancelled). */
  note: string | null;
}

/** `stickerOrders/{id}`: written by the orderStickers and updateStickerOrder callables only. */
export interface StickerOrderDocument<TTime> {
  companyId: string;
  companyName: string;
  /** The public profile the QR code leads to. */
  profileUrl: string;
  items: StickerOrderItem[];
  address: StickerDeliveryAddress;
  status: StickerOrderStatus;
  trackingNumber: string | null;
  cancelledReason: string | null;
  /** Total the company pays, in pence (0 while stickers are free). */
  totalPence: number;
  history: StickerOrderHistoryEntry<TTime>[];
  createdAt: TTime;
  updatedAt: TTime;
}

export const STICKER_MESSAGES = {
  quantity: `Choose from 0 to ${STICKER_QUANTITY_MAX} of each sticker.`,
  noStickers: 'Choose at least one sticker.',
  name: 'Enter who the parcel is for.',
  line1: 'Enter the first line of the address.',
  town: 'Enter the town.',
  postcode: 'Enter a full UK postcode, such as LS6 2AB.',
  tooLong: 'This is too long.',
  companiesOnly: 'Only a company account can order stickers.',
  notFound: 'We could not find your company profile.',
  publishFirst:
    'Publish your profile first: the QR code on each sticker leads to your public profile.',
  suspended: 'Your account is suspended, so stickers cannot be ordered. Please contact support.',
  openOrder:
    'You already have an order being prepared. Wait until it is posted before ordering more.',
  adminsOnly: 'Only Fixwell admins can update sticker orders.',
  orderNotFound: 'We could not find that sticker order.',
  backwards: 'That step is not possible from the order’s current status.',
  tracking: 'Enter the tracking number from the postage label.',
  reason: 'Say why the order is cancelled; the company is told.',
} as const;

const quantity = z.coerce
  .number({ error: STICKER_MESSAGES.quantity })
  .int(STICKER_MESSAGES.quantity)
  .min(0, STICKER_MESSAGES.quantity)
  .max(STICKER_QUANTITY_MAX, STICKER_MESSAGES.quantity);

export const stickerAddressSchema = z.object({
  name: z.string().trim().min(1, STICKER_MESSAGES.name).max(100, STICKER_MESSAGES.tooLong),
  line1: z.string().trim().min(1, STICKER_MESSAGES.line1).max(120, STICKER_MESSAGES.tooLong),
  line2: z.string().trim().max(120, STICKER_MESSAGES.tooLong).default(''),
  town: z.string().trim().min(1, STICKER_MESSAGES.town).max(80, STICKER_MESSAGES.tooLong),
  postcode: z
    .string()
    .trim()
    .refine((value) => normaliseUkPostcode(value) !== null, STICKER_MESSAGES.postcode)
    .transform((value) => normaliseUkPostcode(value) ?? value),
});

/**
 * What a company sends: how many of each sticker (0–20 each, at least one in all) and where to.
 * The form uses the same schema.
 */
export const orderStickersSchema = z
  .object({
    quantities: z.object({
      'van-door': quantity,
      'rear-window': quantity,
      'shop-window': quantity,
      door: quantity,
    }),
    address: stickerAddressSchema,
  })
  .refine((value) => STICKER_KINDS.some((kind) => value.quantities[kind] > 0), {
    path: ['quantities'],
    message: STICKER_MESSAGES.noStickers,
  });
export type OrderStickersInput = z.output<typeof orderStickersSchema>;

const orderId = z.string().trim().min(1).max(200);

/** An admin's step: to printing, to posted with a tracking number, or cancelled with a reason. */
export const updateStickerOrderSchema = z.discriminatedUnion('status', [
  z.object({ orderId, status: z.literal('printing') }),
  z.object({
    orderId,
    status: z.literal('posted'),
    trackingNumber: z
      .string()
      .trim()
      .min(1, STICKER_MESSAGES.tracking)
      .max(60, STICKER_MESSAGES.tooLong),
  }),
  z.object({
    orderId,
    status: z.literal('cancelled'),
    reason: z.string().trim().min(1, STICKER_MESSAGES.reason).max(500, STICKER_MESSAGES.tooLong),
  }),
]);
export type UpdateStickerOrderInput = z.output<typeof updateStickerOrderSchema>;

/** The order's lines, in the catalogue's order, without sizes of which none were chosen. */
export function stickerItemsOf(quantities: Record<StickerKind, number>): StickerOrderItem[] {
  return STICKER_KINDS.filter((kind) => quantities[kind] > 0).map((kind) => ({
    kind,
    quantity: quantities[kind],
  }));
}

/** What an order costs, in pence, from our own prices. */
export function stickerTotalPence(items: readonly StickerOrderItem[]): number {
  return items.reduce((sum, item) => sum + STICKER_SIZES[item.kind].pricePence * item.quantity, 0);
}

/** "2 × Van door (600 × 300 mm), 1 × Door (A6, 148 × 105 mm)". */
export function describeStickerItems(items: readonly StickerOrderItem[]): string {
  return items
    .map(
      (item) =>
        `${item.quantity} × ${STICKER_SIZES[item.kind].label} (${STICKER_SIZES[item.kind].size})`,
    )
    .join(', ');
}

/** The public profile's path, the QR code's target: `/company/profile/<slug>`. */
export function publicProfilePath(slug: string): string {
  return `/company/profile/${encodeURIComponent(slug)}`;
}

import { describe, expect, it } from 'vitest';

import {
  describeStickerItems,
  orderStickersSchema,
  STICKER_MESSAGES,
  STICKER_SIZES,
  stickerItemsOf,
  stickerTotalPence,
  updateStickerOrderSchema,
} from './sticker-order';

const address = { name: 'Sam', line1: '1 High St', town: 'Leeds', postcode: 'ls61ab' };
const none = { 'van-door': 0, 'rear-window': 0, 'shop-window': 0, door: 0 };

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('orderStickersSchema', () => {
  it('accepts 0–20 of each with at least one sticker, and normalises the postcode', () => {
    const parsed = orderStickersSchema.parse({
      quantities: { ...none, 'van-door': '2', door: 20 },
      address,
    });
    expect(parsed.quantities).toEqual({ ...none, 'van-door': 2, door: 20 });
    expect(parsed.address).toEqual({ ...address, line2: '', postcode: 'LS6 1AB' });
  });

  it('refuses no stickers, too many, fractions and a postcode that is not a full one', () => {
    expect(messages(orderStickersSchema.safeParse({ quantities: none, address }))).toEqual([
      STICKER_MESSAGES.noStickers,
    ]);
    expect(
      messages(orderStickersSchema.safeParse({ quantities: { ...none, door: 21 }, address })),
    ).toContain(STICKER_MESSAGES.quantity);
    expect(
      messages(orderStickersSchema.safeParse({ quantities: { ...none, door: 1.5 }, address })),
    ).toContain(STICKER_MESSAGES.quantity);
    expect(
      messages(
        orderStickersSchema.safeParse({
          quantities: { ...none, door: 1 },
          address: { ...address, postcode: 'LS6' },
        }),
      ),
    ).toEqual([STICKER_MESSAGES.postcode]);
  });
});

describe('updateStickerOrderSchema', () => {
  it('needs a tracking number to post and a reason to cancel', () => {
    expect(
      messages(
        updateStickerOrderSchema.safeParse({ orderId: 'o', status: 'posted', trackingNumber: ' ' }),
      ),
    ).toEqual([STICKER_MESSAGES.tracking]);
    expect(
      messages(
        updateStickerOrderSchema.safeParse({ orderId: 'o', status: 'cancelled', reason: '' }),
      ),
    ).toEqual([STICKER_MESSAGES.reason]);
    expect(updateStickerOrderSchema.safeParse({ orderId: 'o', status: 'new' }).success).toBe(false);
  });
});

describe('order lines', () => {
  it('keeps chosen sizes in catalogue order, described for people, free while Fixwell pays', () => {
    const items = stickerItemsOf({ ...none, door: 1, 'van-door': 2 });
    expect(items).toEqual([
      { kind: 'van-door', quantity: 2 },
      { kind: 'door', quantity: 1 },
    ]);
    expect(describeStickerItems(items)).toBe(
      '2 × Van door (600 × 300 mm), 1 × Door (A6, 148 × 105 mm)',
    );
    expect(Object.values(STICKER_SIZES).every((size) => size.pricePence === 0)).toBe(true);
    expect(stickerTotalPence(items)).toBe(0);
  });
});

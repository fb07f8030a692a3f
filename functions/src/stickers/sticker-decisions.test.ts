import { STICKER_MESSAGES } from '@fixwell/common/stickers/sticker-order';
import { describe, expect, it } from 'vitest';

import { orderStickersDecision, updateStickerOrderDecision } from './sticker-decisions';

const company = { role: 'company', active: true };
const published = { public: true, slug: 'acme-plumbing-ls6' };

describe('orderStickersDecision', () => {
  it('lets an active company with a published profile order', () => {
    expect(
      orderStickersDecision({ profile: company, company: published, hasOpenOrder: false }),
    ).toEqual({ order: true });
  });

  it('refuses customers, admins and deactivated companies', () => {
    for (const profile of [
      { role: 'customer', active: true },
      { role: 'admin', active: true },
      { role: 'company', active: false },
      undefined,
    ]) {
      expect(orderStickersDecision({ profile, company: published, hasOpenOrder: false })).toEqual({
        order: false,
        refusal: { code: 'permission-denied', message: STICKER_MESSAGES.companiesOnly },
      });
    }
  });

  it('asks to publish first when the profile is not public: the QR code must lead somewhere', () => {
    expect(
      orderStickersDecision({
        profile: company,
        company: { public: false, slug: 'acme' },
        hasOpenOrder: false,
      }),
    ).toEqual({
      order: false,
      refusal: { code: 'failed-precondition', message: STICKER_MESSAGES.publishFirst },
    });
  });

  it('refuses a suspended company, a missing profile and a second open order', () => {
    expect(
      orderStickersDecision({
        profile: company,
        company: { ...published, suspended: true },
        hasOpenOrder: false,
      }),
    ).toMatchObject({ order: false, refusal: { message: STICKER_MESSAGES.suspended } });
    expect(
      orderStickersDecision({ profile: company, company: undefined, hasOpenOrder: false }),
    ).toMatchObject({ order: false, refusal: { code: 'not-found' } });
    expect(
      orderStickersDecision({ profile: company, company: published, hasOpenOrder: true }),
    ).toMatchObject({ order: false, refusal: { message: STICKER_MESSAGES.openOrder } });
  });
});

describe('updateStickerOrderDecision', () => {
  it('moves forward: new → printing → posted with its tracking number', () => {
    expect(
      updateStickerOrderDecision({ status: 'new' }, { orderId: 'o', status: 'printing' }),
    ).toEqual({ update: true, status: 'printing', note: null });
    expect(
      updateStickerOrderDecision(
        { status: 'printing' },
        { orderId: 'o', status: 'posted', trackingNumber: 'RM123456789GB' },
      ),
    ).toEqual({ update: true, status: 'posted', note: 'RM123456789GB' });
  });

  it('cancels a new or printing order with its reason', () => {
    for (const status of ['new', 'printing'] as const) {
      expect(
        updateStickerOrderDecision(
          { status },
          { orderId: 'o', status: 'cancelled', reason: 'Duplicate' },
        ),
      ).toEqual({ update: true, status: 'cancelled', note: 'Duplicate' });
    }
  });

  it('never goes backwards, skips printing or changes a final order', () => {
    const refused = {
      update: false,
      refusal: { code: 'failed-precondition', message: STICKER_MESSAGES.backwards },
    };
    expect(
      updateStickerOrderDecision(
        { status: 'new' },
        { orderId: 'o', status: 'posted', trackingNumber: 'X' },
      ),
    ).toEqual(refused);
    expect(
      updateStickerOrderDecision({ status: 'posted' }, { orderId: 'o', status: 'printing' }),
    ).toEqual(refused);
    expect(
      updateStickerOrderDecision(
        { status: 'posted' },
        { orderId: 'o', status: 'cancelled', reason: 'x' },
      ),
    ).toEqual(refused);
    expect(
      updateStickerOrderDecision({ status: 'cancelled' }, { orderId: 'o', status: 'printing' }),
    ).toEqual(refused);
    expect(
      updateStickerOrderDecision({ status: 'printing' }, { orderId: 'o', status: 'printing' }),
    ).toEqual(refused);
  });

  it('answers not-found for a missing order', () => {
    expect(
      updateStickerOrderDecision(undefined, { orderId: 'o', status: 'printing' }),
    ).toMatchObject({
      update: false,
      refusal: { code: 'not-found' },
    });
  });
});

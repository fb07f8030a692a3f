import {
  STICKER_MESSAGES,
  STICKER_NEXT_STATUSES,
  type StickerOrderStatus,
  type UpdateStickerOrderInput,
} from '@fixwell/common/stickers/sticker-order';

// The decisions of the stickers domain, pure so they are tested without the emulators: who may
// order stickers, and which step an admin may take on an order.

export interface StickerRefusal {
  code: 'permission-denied' | 'not-found' | 'failed-precondition';
  message: string;
}

export type OrderDecision = { order: true } | { order: false; refusal: StickerRefusal };

/**
 * An active company account with a published, unsuspended profile (the QR code must lead
 * somewhere) and no order still being prepared may order.
 */
export function orderStickersDecision(input: {
  profile: { role?: unknown; active?: unknown } | undefined;
  company: { public?: unknown; suspended?: unknown; slug?: unknown } | undefined;
  hasOpenOrder: boolean;
}): OrderDecision {
  const refuse = (code: StickerRefusal['code'], message: string): OrderDecision => ({
    order: false,
    refusal: { code, message },
  });
  if (input.profile?.role !== 'company' || input.profile.active !== true) {
    return refuse('permission-denied', STICKER_MESSAGES.companiesOnly);
  }
  if (!input.company) return refuse('not-found', STICKER_MESSAGES.notFound);
  if (input.company.suspended === true) {
    return refuse('failed-precondition', STICKER_MESSAGES.suspended);
  }
  if (
    input.company.public !== true ||
    typeof input.company.slug !== 'string' ||
    !input.company.slug
  ) {
    return refuse('failed-precondition', STICKER_MESSAGES.publishFirst);
  }
  if (input.hasOpenOrder) return refuse('failed-precondition', STICKER_MESSAGES.openOrder);
  return { order: true };
}

export type UpdateDecision =
  | { update: true; status: StickerOrderStatus; note: string | null }
  | { update: false; refusal: StickerRefusal };

/** An admin's step is allowed only forward from the order's current status (never backwards). */
export function updateStickerOrderDecision(
  order: { status: StickerOrderStatus } | undefined,
  input: UpdateStickerOrderInput,
): UpdateDecision {
  if (!order) {
    return {
      update: false,
      refusal: { code: 'not-found', message: STICKER_MESSAGES.orderNotFound },
    };
  }
  if (!STICKER_NEXT_STATUSES[order.status].includes(input.status)) {
    return {
      update: false,
      refusal: { code: 'failed-precondition', message: STICKER_MESSAGES.backwards },
    };
  }
  const note =
    input.status === 'posted'
      ? input.trackingNumber
      : input.status === 'cancelled'
        ? input.reason
        : null;
  return { update: true, status: input.status, note };
}

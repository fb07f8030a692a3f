import type { StickerOrder } from '@/features/stickers/sticker-types';

/** A sticker order as the data module answers it; override what a test is about. */
export function makeStickerOrder(overrides: Partial<StickerOrder> = {}): StickerOrder {
  const createdAt = overrides.createdAt ?? new Date('2026-11-20T10:00:00Z');
  return {
    id: 'order-1',
    companyId: 'company-uid',
    companyName: 'Brightwater Plumbing',
    profileUrl: 'http://localhost:5173/company/profile/brightwater-plumbing-ls6',
    items: [
      { kind: 'van-door', quantity: 2 },
      { kind: 'door', quantity: 1 },
    ],
    address: {
      name: 'Sam Bright',
      line1: '12 Cardigan Road',
      line2: '',
      town: 'Leeds',
      postcode: 'LS6 1AB',
    },
    status: 'new',
    trackingNumber: null,
    cancelledReason: null,
    totalPence: 0,
    history: [{ status: 'new', at: createdAt, by: 'company-uid', note: null }],
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

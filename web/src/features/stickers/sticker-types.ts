import type {
  StickerOrderDocument,
  StickerOrderHistoryEntry,
} from '@fixwell/common/stickers/sticker-order';

/**
 * `stickerOrders/{id}` as the pages read it, dates as `Date` (a history date it could not read is
 * null).
 */
export type StickerOrder = Omit<StickerOrderDocument<Date>, 'history'> & {
  id: string;
  history: StickerOrderHistoryEntry<Date | null>[];
};

/** What the stickers page needs of the company: what goes on a sticker and whether it may order. */
export type StickerProfile = {
  businessName: string;
  slug: string;
  mainTrade: string;
  published: boolean;
  suspended: boolean;
};

export type StickerQueuePage = { orders: StickerOrder[]; hasMore: boolean };

import type {
  StickerDeliveryAddress,
  StickerOrderItem,
  StickerOrderStatus,
} from '@fixwell/common/stickers/sticker-order';

/** `stickerOrders/{id}` as the pages read it, dates as `Date`. */
export type StickerOrder = {
  id: string;
  companyId: string;
  companyName: string;
  profileUrl: string;
  items: StickerOrderItem[];
  address: StickerDeliveryAddress;
  status: StickerOrderStatus;
  trackingNumber: string | null;
  cancelledReason: string | null;
  totalPence: number;
  history: { status: StickerOrderStatus; at: Date | null; by: string; note: string | null }[];
  createdAt: Date;
  updatedAt: Date;
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

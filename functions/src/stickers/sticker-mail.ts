import {
  describeStickerItems,
  type StickerOrderItem,
  type StickerOrderStatus,
} from '@fixwell/common/stickers/sticker-order';

import { layout, oneLine, type MailMessage } from '../mail/mail-templates';

// The email a company gets at each step of its sticker order. It is about something the company
// ordered (like a delivery notice), so it goes with `mailDocument`, with no category to switch
// off; the same words go in the in-app notification.

export interface StickerOrderStep {
  status: StickerOrderStatus;
  businessName: string;
  items: readonly StickerOrderItem[];
  /** The tracking number when posted, the reason when cancelled. */
  note: string | null;
}

const TITLES: Record<StickerOrderStatus, string> = {
  new: 'Sticker order received',
  printing: 'Your stickers are being printed',
  posted: 'Your stickers are in the post',
  cancelled: 'Your sticker order was cancelled',
};

/** The notification's title and the one-line summary both the email and the app show. */
export function stickerStepText(step: StickerOrderStep): { title: string; body: string } {
  const what = describeStickerItems(step.items);
  const body: Record<StickerOrderStatus, string> = {
    new: `We have your order for ${what}. We will tell you when it is printed and posted.`,
    printing: `We are printing ${what}. We will tell you when they are posted.`,
    posted: `We have posted ${what}. Tracking number: ${step.note ?? ''}.`,
    cancelled: `We cancelled your order for ${what}. Reason: ${step.note ?? ''}`,
  };
  return { title: TITLES[step.status], body: body[step.status] };
}

export function stickerOrderEmail(step: StickerOrderStep, link: string): MailMessage {
  const { title, body } = stickerStepText(step);
  const lines = [`Hello ${oneLine(step.businessName)},`, oneLine(body)];
  if (step.status === 'cancelled') {
    lines.push('You can order again from your stickers page whenever you like.');
  }
  return {
    subject: title,
    text: `${lines.join('\n\n')}\n\nYour sticker orders: ${link}\n\nThe Fixwell team\n`,
    html: layout(lines, link, 'See your sticker orders'),
  };
}

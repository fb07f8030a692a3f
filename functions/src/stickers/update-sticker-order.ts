import { Timestamp } from 'firebase-admin/firestore';

import { updateStickerOrderCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  STICKER_MESSAGES,
  type StickerOrderDocument,
} from '@fixwell/common/stickers/sticker-order';
import type { UserProfileDocument } from '@fixwell/common/user-profile';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { recordAdminAction } from '../lib/admin-audit';
import { appUrl } from '../lib/app-url';
import { requireActiveRole } from '../lib/callable-guards';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';
import { mailDocument } from '../mail/queue-mail';
import { notificationDocument } from '../notifications/notification-document';
import { updateStickerOrderDecision } from './sticker-decisions';
import { stickerOrderEmail, stickerStepText } from './sticker-mail';
import { invalidStickerInput, refusalError, STICKERS_LINK, stickerOrdersRef } from './sticker-refs';

/**
 * An admin moves a sticker order one step forward (printing; posted with its tracking number) or
 * cancels it with a reason, never backwards. The company is told in the app and by email, and
 * the step is in the admin audit, all in the transaction that makes it.
 */
export const updateStickerOrder = onCallable(
  updateStickerOrderCallable,
  async (input, { uid }) => {
    const email = (await readUserProfile(uid))?.email ?? '';
    const status = await runTransaction(async (tx) => {
      const ref = stickerOrdersRef().doc(input.orderId);
      const order = readDoc<StickerOrderDocument<Timestamp>>(await tx.get(ref));
      const decision = updateStickerOrderDecision(order, input);
      if (!decision.update) throw refusalError(decision.refusal);
      const found = order!;
      const owner = readDoc<UserProfileDocument<Timestamp>>(
        await tx.get(db().collection(COLLECTIONS.users).doc(found.companyId)),
      );
      const now = Timestamp.now();
      tx.update(ref, {
        status: decision.status,
        ...(decision.status === 'posted' ? { trackingNumber: decision.note } : {}),
        ...(decision.status === 'cancelled' ? { cancelledReason: decision.note } : {}),
        history: [
          ...found.history,
          { status: decision.status, at: now, by: uid, note: decision.note },
        ],
        updatedAt: now,
      } satisfies Partial<StickerOrderDocument<WriteTime>>);
      recordAdminAction(tx, {
        action: `sticker-order.${decision.status}`,
        actor: { uid, email },
        target: ref.path,
        before: { status: found.status, trackingNumber: found.trackingNumber },
        after: {
          status: decision.status,
          trackingNumber: decision.status === 'posted' ? decision.note : found.trackingNumber,
        },
        reason: decision.status === 'cancelled' ? decision.note : null,
      });
      const step = {
        status: decision.status,
        businessName: found.companyName,
        items: found.items,
        note: decision.note,
      };
      const { title, body } = stickerStepText(step);
      tx.create(
        db().collection(COLLECTIONS.notifications).doc(),
        notificationDocument(found.companyId, {
          type: 'sticker-order-updated',
          title,
          body,
          link: STICKERS_LINK,
        }),
      );
      if (owner?.email) {
        tx.create(
          db().collection(COLLECTIONS.mail).doc(),
          mailDocument(
            owner.email,
            stickerOrderEmail(step, `${appUrl()}${STICKERS_LINK}`),
            'sticker-order',
          ),
        );
      }
      return decision.status;
    });
    logInfo('stickers.updated', { orderId: input.orderId, status });
    return { status };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', STICKER_MESSAGES.adminsOnly),
    invalid: (error) => invalidStickerInput(error.issues, 'Choose an order and a step for it.'),
  },
);

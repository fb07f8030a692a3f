import { Timestamp } from 'firebase-admin/firestore';

import { orderStickersCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument } from '@fixwell/common/company';
import {
  publicProfilePath,
  stickerItemsOf,
  stickerTotalPence,
  type StickerOrderDocument,
} from '@fixwell/common/stickers/sticker-order';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';
import { orderStickersDecision } from './sticker-decisions';
import { invalidStickerInput, refusalError, stickerOrdersRef } from './sticker-refs';

/**
 * A company orders stickers for its published profile: the QR code's address and the price are
 * decided here from our own data (the profile's slug; every size is free for now), never taken
 * from the caller. One order at a time may be waiting to be posted.
 */
export const orderStickers = onCallable(
  orderStickersCallable,
  async ({ quantities, address }, { uid }) => {
    const profile = await readUserProfile(uid);
    const orderId = await runTransaction(async (tx) => {
      const companyRef = db().collection(COLLECTIONS.companies).doc(uid);
      const company = readDoc<CompanyDocument<Timestamp>>(await tx.get(companyRef));
      const open = await tx.get(
        stickerOrdersRef()
          .where('companyId', '==', uid)
          .where('status', 'in', ['new', 'printing'])
          .limit(1),
      );
      const decision = orderStickersDecision({ profile, company, hasOpenOrder: !open.empty });
      if (!decision.order) throw refusalError(decision.refusal);
      const items = stickerItemsOf(quantities);
      const now = Timestamp.now();
      const ref = stickerOrdersRef().doc();
      tx.create(ref, {
        companyId: uid,
        companyName: company!.businessName,
        profileUrl: `${appUrl()}${publicProfilePath(company!.slug)}`,
        items,
        address,
        status: 'new',
        trackingNumber: null,
        cancelledReason: null,
        totalPence: stickerTotalPence(items),
        history: [{ status: 'new', at: now, by: uid, note: null }],
        createdAt: now,
        updatedAt: now,
      } satisfies StickerOrderDocument<WriteTime>);
      return ref.id;
    });
    logInfo('stickers.ordered', { orderId });
    return { orderId };
  },
  {
    auth: 'required',
    invalid: (error) =>
      invalidStickerInput(error.issues, 'Check the sticker quantities and the delivery address.'),
  },
);

import { HttpsError } from 'firebase-functions/https';

import { COLLECTIONS } from '@fixwell/common/collections';
import { STICKER_MESSAGES } from '@fixwell/common/stickers/sticker-order';

import { db } from '../lib/admin';
import type { StickerRefusal } from './sticker-decisions';

export const stickerOrdersRef = () => db().collection(COLLECTIONS.stickerOrders);

/** Where a company follows its orders in the app. */
export const STICKERS_LINK = '/company/stickers';

export function refusalError(refusal: StickerRefusal): HttpsError {
  return new HttpsError(refusal.code, refusal.message);
}

const KNOWN_MESSAGES = new Set<string>(Object.values(STICKER_MESSAGES));

/**
 * Input the schema refused, answered with the first of our own words among its issues (a
 * missing tracking number, a bad postcode…), else `fallback`.
 */
export function invalidStickerInput(
  issues: readonly { message: string }[],
  fallback: string,
): HttpsError {
  const known = issues.find((issue) => KNOWN_MESSAGES.has(issue.message));
  return new HttpsError('invalid-argument', known?.message ?? fallback);
}

import { HttpsError } from 'firebase-functions/https';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import type { z } from 'zod';

import { SITE_IMAGE_MESSAGES, type SiteImageDocument } from '@fixwell/common/admin/site-images';
import { removeSiteImageCallable, updateSiteImageAltCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { runTransaction } from '../lib/transaction';
import { recordAdminAction } from '../lib/admin-audit';
import { requireActiveRole } from '../lib/callable-guards';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';
import { auditView, siteImageRef } from './site-image-handlers';
import { deleteSiteImageVersion } from './site-image-store';

const adminGuard = ({ uid }: { uid: string }) =>
  requireActiveRole(uid, 'admin', SITE_IMAGE_MESSAGES.adminsOnly);

/** Bad input answers the message of its first problem (the alt text's, the slot's). */
const invalid = (error: z.ZodError) =>
  new HttpsError('invalid-argument', error.issues[0]?.message ?? SITE_IMAGE_MESSAGES.unknownSlot);

async function actorOf(uid: string) {
  return { uid, email: (await readUserProfile(uid))?.email ?? '' };
}

/** Admins: a slot's alt text (audited); the image and its URLs stay as they are. */
export const updateSiteImageAlt = onCallable(
  updateSiteImageAltCallable,
  async ({ slot, alt }, { uid }) => {
    const actor = await actorOf(uid);
    await runTransaction(async (tx) => {
      const ref = siteImageRef(slot);
      const current = readDoc<SiteImageDocument<Timestamp>>(await tx.get(ref));
      if (!current)
        throw new HttpsError('failed-precondition', SITE_IMAGE_MESSAGES.nothingToUpdate);
      tx.update(ref, {
        alt,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<SiteImageDocument<WriteTime>>);
      recordAdminAction(tx, {
        action: 'site-image.alt',
        actor,
        target: `${COLLECTIONS.siteImages}/${slot}`,
        before: auditView(current),
        after: auditView({ alt, version: current.version }),
        reason: null,
      });
    });
    logInfo('site-image.alt-changed', { slot });
    return { alt };
  },
  { auth: 'required', guard: adminGuard, invalid },
);

/**
 * Admins: empty a slot (audited). Pages fall back to what they showed before site images (no
 * hero, the site's default share image) as their cached copies expire; the slot's files go.
 */
export const removeSiteImage = onCallable(
  removeSiteImageCallable,
  async ({ slot }, { uid }) => {
    const actor = await actorOf(uid);
    const removed = await runTransaction(async (tx) => {
      const ref = siteImageRef(slot);
      const current = readDoc<SiteImageDocument<Timestamp>>(await tx.get(ref));
      if (!current)
        throw new HttpsError('failed-precondition', SITE_IMAGE_MESSAGES.nothingToRemove);
      tx.delete(ref);
      recordAdminAction(tx, {
        action: 'site-image.remove',
        actor,
        target: `${COLLECTIONS.siteImages}/${slot}`,
        before: auditView(current),
        after: null,
        reason: null,
      });
      return current;
    });
    for (const version of [removed.version, removed.previousVersion]) {
      if (!version) continue;
      await deleteSiteImageVersion(slot, version).catch((error: unknown) =>
        logError('site-image.remove-files-failed', error, { slot, version }),
      );
    }
    logInfo('site-image.removed', { slot });
    return { removed: true as const };
  },
  { auth: 'required', guard: adminGuard, invalid },
);

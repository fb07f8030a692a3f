import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import {
  changedSettings,
  PLATFORM_SETTINGS_AUDIT_ACTION,
  PLATFORM_SETTINGS_DOC,
  PLATFORM_SETTINGS_MESSAGES,
  PLATFORM_SETTINGS_TARGET,
  platformSettingsOf,
  type PlatformSettingsDocument,
} from '@fixwell/common/admin/platform-settings';
import { updatePlatformSettingsCallable } from '@fixwell/common/callables';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';

import { fieldMessages } from '../companies/company-profile-update';
import { recordAdminAction } from '../lib/admin-audit';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import type { WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { forgetPlatformSettings } from '../lib/platform-settings';
import { requireRecentSignIn } from '../lib/recent-sign-in';
import { readUserProfile } from '../lib/user-profiles';

/**
 * An admin saves the platform settings of /admin/settings: the matching cap (`settings/matching`,
 * where matching reads it), the first-reply windows, the feature switches and the support email
 * (`settings/platform`). One transaction writes what changed and an `adminAudit` entry with each
 * changed setting before and after; saving the settings in force writes nothing. Functions see the
 * change through lib/platform-settings.ts within its cache time. Needs a sign-in within the last 5
 * minutes.
 */
export const updatePlatformSettings = onCallable(
  updatePlatformSettingsCallable,
  async (input, { uid, request }) => {
    requireRecentSignIn(request.auth?.token.auth_time);
    const profile = await readUserProfile(uid);
    const settings = db().collection(COLLECTIONS.settings);
    const platformRef = settings.doc(PLATFORM_SETTINGS_DOC);
    const matchingRef = settings.doc(SETTINGS_DOCS.matching);
    const changed = await runTransaction(async (tx) => {
      const [platform, matching] = await tx.getAll(platformRef, matchingRef);
      // As saved: an empty support email stays empty (the deployment's own applies).
      const before = platformSettingsOf(platform?.data(), matching?.data());
      const change = changedSettings(before, input);
      const keys = Object.keys(change.after);
      if (keys.length === 0) return keys;

      const { maxCompaniesPerQuote, ...rest } = input;
      tx.set(platformRef, {
        ...rest,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies PlatformSettingsDocument<WriteTime>);
      if (maxCompaniesPerQuote !== before.maxCompaniesPerQuote) {
        tx.set(
          matchingRef,
          { maxCompaniesPerQuote, updatedAt: FieldValue.serverTimestamp() },
          { merge: true },
        );
      }
      recordAdminAction(tx, {
        action: PLATFORM_SETTINGS_AUDIT_ACTION,
        actor: { uid, email: profile?.email ?? '' },
        target: PLATFORM_SETTINGS_TARGET,
        before: change.before,
        after: change.after,
        reason: null,
      });
      return keys;
    });
    forgetPlatformSettings();
    if (changed.length > 0) logInfo('platform-settings.updated', { changed: changed.join(',') });
    return { settings: input, changed };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', PLATFORM_SETTINGS_MESSAGES.notAdmin),
    invalid: (error) =>
      new HttpsError(
        'invalid-argument',
        error.issues[0]?.message ?? PLATFORM_SETTINGS_MESSAGES.failed,
        { fields: fieldMessages(error.issues) },
      ),
  },
);

import { HttpsError } from 'firebase-functions/https';

import { INDEXNOW_MESSAGES, indexNowUrlProblem } from '@fixwell/common/admin/indexnow';
import { submitIndexNowUrlsCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { recordAdminAction } from '../lib/admin-audit';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readUserProfile } from '../lib/user-profiles';
import { submitToIndexNow } from './submit-to-index-now';

/**
 * An admin submits a list of this site's URLs (at most 10,000, our own origin only) to IndexNow.
 * The submission is in the history with the endpoint's response code, and in the admin audit log.
 */
export const submitIndexNowUrls = onCallable(
  submitIndexNowUrlsCallable,
  async ({ urls }, { uid }) => {
    const problem = indexNowUrlProblem(urls, appUrl());
    if (problem) throw new HttpsError('invalid-argument', problem, { field: 'urls' });
    const profile = await readUserProfile(uid);
    const actor = { uid, email: profile?.email ?? '' };
    const record = await submitToIndexNow({
      urls,
      trigger: 'manual',
      source: null,
      requestedBy: actor,
    });
    if (!record) throw new HttpsError('invalid-argument', INDEXNOW_MESSAGES.urlsRequired);
    await runTransaction(async (tx) => {
      recordAdminAction(tx, {
        action: 'indexnow.submit',
        actor,
        target: `${COLLECTIONS.indexNowSubmissions}/${record.submissionId}`,
        before: null,
        after: { urlCount: urls.length, status: record.status },
        reason: null,
      });
    });
    return record;
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', INDEXNOW_MESSAGES.notAdmin),
  },
);

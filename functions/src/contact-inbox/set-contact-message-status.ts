import { FieldValue } from 'firebase-admin/firestore';

import {
  CONTACT_AUDIT_ACTIONS,
  type ContactInboxFields,
} from '@fixwell/common/admin/contact-inbox';
import { setContactMessageStatusCallable } from '@fixwell/common/callables';
import type { ContactMessageDocument } from '@fixwell/common/contact-message';

import { recordAdminAction } from '../lib/admin-audit';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import type { WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';
import { statusChange } from './contact-inbox-decisions';
import {
  contactMessageRef,
  contactMessageTarget,
  ADMIN_ONLY,
  readContactMessage,
} from './contact-inbox-refs';

/**
 * An admin moves a contact message to new, read or archived (opening a message marks it read).
 * The first time it is read or archived, `readAt` is stamped. Each change is audited; asking for
 * the status it already has writes nothing.
 */
export const setContactMessageStatus = onCallable(
  setContactMessageStatusCallable,
  async ({ messageId, status }, { uid }) => {
    const profile = await readUserProfile(uid);
    const changed = await runTransaction(async (tx) => {
      const message = await readContactMessage(tx, messageId);
      const change = statusChange({ status: message.status, readAt: message.readAt }, status);
      if (!change.change) return false;
      tx.update(contactMessageRef(messageId), {
        status: change.status,
        ...(change.stampReadAt ? { readAt: FieldValue.serverTimestamp() } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<ContactMessageDocument<WriteTime> & ContactInboxFields<WriteTime>>);
      recordAdminAction(tx, {
        action: CONTACT_AUDIT_ACTIONS.status,
        actor: { uid, email: profile?.email ?? '' },
        target: contactMessageTarget(messageId),
        before: { status: message.status },
        after: { status: change.status },
        reason: null,
      });
      return true;
    });
    if (changed) logInfo('contact-inbox.status-changed', { messageId, status });
    return { status };
  },
  ADMIN_ONLY,
);

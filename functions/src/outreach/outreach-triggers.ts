import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';

import { runTransaction } from '../lib/transaction';
import { suppressEmail } from '../lib/email-suppression';
import { logInfo } from '../lib/log';
import { prospectByEmail, writeFinalStatus } from './outreach-store';

/** Marks the prospect with this address, if any, in one transaction. */
async function markProspect(
  email: string,
  to: 'signed-up' | 'bounced',
  now = Date.now(),
): Promise<boolean> {
  return runTransaction(async (tx) => {
    const { ref, prospect } = await prospectByEmail(tx, email);
    if (!prospect) return false;
    return writeFinalStatus(tx, ref, prospect, to, to, now);
  });
}

/**
 * A business that was invited signs up: a new company profile (`users/{uid}` with role company)
 * whose email is a prospect's marks it signed up, which stops its sequence.
 */
export const onOutreachCompanySignUp = onDocumentCreated(
  `${COLLECTIONS.users}/{uid}`,
  async (event) => {
    const profile = event.data?.data();
    if (profile?.role !== 'company' || typeof profile.email !== 'string' || !profile.email) return;
    if (await markProspect(profile.email, 'signed-up'))
      logInfo('outreach.signed-up', { uid: event.params.uid });
  },
);

/**
 * The mailer could not deliver an outreach email (`delivery.state` ERROR, written back by the
 * Trigger Email extension): the prospect is marked bounced and the address suppressed, so no
 * marketing email goes to it again.
 */
export const onOutreachMailUpdated = onDocumentUpdated(
  `${COLLECTIONS.mail}/{mailId}`,
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (after?.kind !== 'outreach' || typeof after.to !== 'string') return;
    const state = (after.delivery as { state?: unknown } | undefined)?.state;
    const previous = (before?.delivery as { state?: unknown } | undefined)?.state;
    if (state !== 'ERROR' || previous === 'ERROR') return;
    await suppressEmail(after.to, 'bounced', 'outreach');
    if (await markProspect(after.to, 'bounced'))
      logInfo('outreach.bounced', { mailId: event.params.mailId });
  },
);

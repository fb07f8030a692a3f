import { FieldPath, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/scheduler';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { ConversationDocument } from '@fixwell/common/conversations/conversation';
import { millisOf } from '@fixwell/common/timestamps';

import { londonDateOf } from '@fixwell/common/london-time';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { readDoc } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';
import { preferencesRef, readUserMailContext, userMail } from '../mail/user-mail';
import { messageDigestEmail, type DigestConversation } from './message-digest-mail';

// The daily message digest: people who chose "Messages: send me one email a day instead"
// (`notificationPreferences/{uid}.messageDigest`) get one email a London day listing their
// conversations with unread messages. `lastDigestAt` on their preferences records the day it went,
// so a second run the same day (a retry, or two instances) sends nothing more.

/** People per page of the preferences query. */
const PAGE = 200;
/** Conversations listed in one digest at most (the busiest first). */
export const DIGEST_MAX_CONVERSATIONS = 20;

/** Whether a digest was already sent on the London day of `now`. */
export function sentToday(lastDigestAt: unknown, now: number): boolean {
  const last = millisOf(lastDigestAt);
  return last !== null && londonDateOf(last) === londonDateOf(now);
}

type StoredConversation = Partial<ConversationDocument<Timestamp>>;

/** One line of the digest for `uid`, or null when the conversation holds nothing unread for them. */
export function digestLine(
  uid: string,
  area: 'customer' | 'company',
  id: string,
  conversation: StoredConversation,
): DigestConversation | null {
  const unread = conversation.unreadCounts?.[uid] ?? 0;
  if (unread <= 0) return null;
  const job = [conversation.serviceName, conversation.postcodeDistrict]
    .filter(Boolean)
    .join(' in ');
  return {
    otherParty:
      (area === 'company' ? conversation.customerName : conversation.companyName) ||
      (area === 'company' ? 'Your customer' : 'The company'),
    job: job || 'Your job',
    unread,
    preview: conversation.lastMessage?.text ?? '',
    link: `${appUrl()}/${area}/chat?c=${encodeURIComponent(id)}`,
  };
}

type DigestOutcome = 'sent' | 'nothing-unread' | 'already-sent' | 'no-email' | 'off';

async function sendDigest(uid: string, now: number): Promise<DigestOutcome> {
  const profile = await readUserProfile(uid);
  if (!profile || profile.active === false || typeof profile.email !== 'string' || !profile.email)
    return 'no-email';
  const area = profile.role === 'company' ? 'company' : 'customer';
  const unread = await db()
    .collection(COLLECTIONS.conversations)
    .where('unreadBy', 'array-contains', uid)
    .limit(DIGEST_MAX_CONVERSATIONS * 2)
    .get();
  const lines = unread.docs
    .map((doc) => digestLine(uid, area, doc.id, readDoc<StoredConversation>(doc) ?? {}))
    .filter((line): line is DigestConversation => line !== null)
    .sort((a, b) => b.unread - a.unread)
    .slice(0, DIGEST_MAX_CONVERSATIONS);
  if (lines.length === 0) return 'nothing-unread';

  const message = messageDigestEmail({
    name: profile.displayName ?? '',
    conversations: lines,
    allLink: `${appUrl()}/${area}/chat`,
  });
  return runTransaction(async (tx): Promise<DigestOutcome> => {
    const ref = preferencesRef(uid);
    const stored = await tx.get(ref);
    if (stored.get('messageDigest') !== true) return 'off';
    if (sentToday(stored.get('lastDigestAt'), now)) return 'already-sent';
    const context = await readUserMailContext(uid, tx);
    const mail = userMail(context, {
      uid,
      to: profile.email,
      category: 'messages',
      kind: 'message-digest',
      message,
    });
    if (!mail) return 'off';
    tx.create(db().collection(COLLECTIONS.mail).doc(), mail);
    // The run's own clock, so a run that is told the time (tests) judges the next day by it too.
    tx.update(ref, { lastDigestAt: Timestamp.fromMillis(now) });
    return 'sent';
  });
}

/** Sends today's digests; returns how many went out. */
export async function sendMessageDigestsNow(now: number = Date.now()): Promise<{ sent: number }> {
  const preferences = db().collection(COLLECTIONS.notificationPreferences);
  let sent = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = preferences
      .where('messageDigest', '==', true)
      .orderBy(FieldPath.documentId())
      .limit(PAGE);
    if (after) page = page.startAfter(after);
    const chosen = await page.get();
    for (const doc of chosen.docs) {
      if (sentToday(doc.get('lastDigestAt'), now)) continue;
      if (doc.get('email.messages') === false) continue;
      try {
        if ((await sendDigest(doc.id, now)) === 'sent') sent += 1;
      } catch (error) {
        // One person's failure must not cost everyone else their digest.
        logError('message-digest.failed', error, { uid: doc.id });
      }
    }
    if (chosen.size < PAGE) break;
    after = chosen.docs.at(-1);
  }
  logInfo('message-digest.sent', { sent });
  return { sent };
}

/** Every day at 07:00 London time. */
export const sendMessageDigests = onSchedule(
  { schedule: 'every day 07:00', timeZone: 'Europe/London' },
  async () => {
    await sendMessageDigestsNow();
  },
);

import { Timestamp } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/scheduler';

import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { logError, logInfo } from '../lib/log';
import { publishPostIn, readPostIn } from './blog-publishing';

/** Due posts handled per run; the rest wait five minutes. */
export const SCHEDULED_BATCH = 50;

/**
 * Publishes every scheduled post whose time has come. Each post in its own transaction, which
 * checks it is still scheduled and due (an admin may have unpublished it meanwhile). A post that
 * can no longer be published (its category deleted, its address taken) stays scheduled and is
 * logged. Answers the ids it published.
 */
export async function publishScheduledPostsNow(now = Date.now()): Promise<string[]> {
  const due = await db()
    .collection(COLLECTIONS.blogPosts)
    .where('status', '==', 'scheduled')
    .where('publishAt', '<=', Timestamp.fromMillis(now))
    .orderBy('publishAt')
    .limit(SCHEDULED_BATCH)
    .get();
  const published: string[] = [];
  for (const doc of due.docs) {
    try {
      const done = await runTransaction(async (tx) => {
        const post = await readPostIn(tx, doc.id);
        if (post.status !== 'scheduled' || !post.publishAt || post.publishAt.toMillis() > now)
          return false;
        await publishPostIn(tx, doc.id, post, {
          actor: post.updatedBy,
          now,
          reason: 'Scheduled publication',
        });
        return true;
      });
      if (done) published.push(doc.id);
    } catch (error) {
      logError('blog.scheduled-publish-failed', error, { postId: doc.id });
    }
  }
  if (published.length > 0) logInfo('blog.scheduled-published', { posts: published.length });
  return published;
}

export const publishScheduledPosts = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Europe/London' },
  async () => {
    await publishScheduledPostsNow();
  },
);

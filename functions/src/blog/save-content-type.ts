import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import type { ContentTypeDocument } from '@fixwell/common/admin/blog';
import { saveContentTypeCallable } from '@fixwell/common/callables';

import { recordAdminAction } from '../lib/admin-audit';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { actorOf, blogAdminOnly, contentTypeRef } from './blog-store';

/**
 * An admin edits a `/:contentType` section's name, introduction and SEO texts. The set of
 * sections is fixed by the routes, so only those slugs are accepted.
 */
export const saveContentType = onCallable(
  saveContentTypeCallable,
  async ({ slug, label, intro, seoTitle, seoDescription }, { uid }) => {
    const actor = await actorOf(uid);
    await runTransaction(async (tx) => {
      const ref = contentTypeRef(slug);
      const existing = readDoc<ContentTypeDocument<Timestamp>>(await tx.get(ref));
      const after = { label, intro, seoTitle, seoDescription };
      tx.set(ref, {
        ...after,
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: actor,
      } satisfies ContentTypeDocument<WriteTime>);
      recordAdminAction(tx, {
        action: 'content-type.update',
        actor,
        target: ref.path,
        before: existing
          ? {
              label: existing.label,
              intro: existing.intro,
              seoTitle: existing.seoTitle,
              seoDescription: existing.seoDescription,
            }
          : null,
        after,
        reason: null,
      });
    });
    return { saved: true as const };
  },
  blogAdminOnly,
);

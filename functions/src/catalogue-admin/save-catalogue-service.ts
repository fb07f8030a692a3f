import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import {
  changedServiceFields,
  serviceKeywordKey,
  type ServiceSuggestionDocument,
  type StoredService,
} from '@fixwell/common/admin/catalogue-admin';
import { saveCatalogueServiceCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { recordAdminAction } from '../lib/admin-audit';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { mailDocument } from '../mail/queue-mail';
import { serviceSaveRefusal, suggestionsRefusal } from './catalogue-admin-decisions';
import {
  actorOf,
  catalogueAdminOnly,
  invalidFields,
  serviceRef,
  suggestionRef,
} from './catalogue-admin-store';
import { suggestionReplyEmail } from './suggestion-mail';

/**
 * An admin creates or updates a catalogue service. The document is replaced by the edited copy
 * marked `source: 'admin'` (the seed then leaves it alone); the audit records the changed fields
 * before and after. A slug never changes. On create, `suggestionIds` are marked approved and
 * their senders who left an address are told.
 */
export const saveCatalogueService = onCallable(
  saveCatalogueServiceCallable,
  async ({ mode, service, suggestionIds }, { uid }) => {
    const actor = await actorOf(uid);
    const ref = serviceRef(service.slug);
    const ids = mode === 'create' ? [...new Set(suggestionIds)] : [];
    const result = await runTransaction(async (tx) => {
      const [current, ...rest] = await tx.getAll(
        ref,
        ...service.related.map((slug) => serviceRef(slug)),
        ...ids.map((id) => suggestionRef(id)),
      );
      const related = rest.slice(0, service.related.length);
      const suggestions = rest.slice(service.related.length);
      const existing = readDoc<StoredService & { updatedAt?: Timestamp }>(current);
      const refusal = serviceSaveRefusal(
        mode,
        existing !== undefined,
        service.related.filter((_, i) => !related[i]?.exists),
      );
      if (refusal?.field) throw invalidFields({ [refusal.field]: refusal.message });
      if (refusal) throw new HttpsError(refusal.code, refusal.message);
      const stored = suggestions.map((snapshot) =>
        readDoc<ServiceSuggestionDocument<Timestamp>>(snapshot),
      );
      const suggestionRefusal = suggestionsRefusal(stored.map((s) => s?.status));
      if (suggestionRefusal)
        throw new HttpsError(suggestionRefusal.code, suggestionRefusal.message);

      // A service saved before services could be hidden has no `hidden`: it was shown.
      const before = existing
        ? ({ ...existing, hidden: existing.hidden === true } as Record<string, unknown>)
        : null;
      const changed = changedServiceFields(before, service);
      if (existing && changed.length === 0) return { slug: service.slug, changed };

      tx.set(ref, {
        ...service,
        keywordKeys: service.keywords.map(serviceKeywordKey),
        source: 'admin',
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies StoredService & { updatedAt: WriteTime });
      recordAdminAction(tx, {
        action: mode === 'create' ? 'service.create' : 'service.update',
        actor,
        target: `${COLLECTIONS.services}/${service.slug}`,
        before: before
          ? Object.fromEntries(changed.map((key) => [key, before[key] ?? null]))
          : null,
        after: Object.fromEntries(
          changed.map((key) => [key, (service as Record<string, unknown>)[key]]),
        ),
        reason: null,
      });

      const link = `${appUrl()}/quote?service=${encodeURIComponent(service.slug)}`;
      stored.forEach((suggestion, i) => {
        const id = ids[i]!;
        tx.update(suggestionRef(id), {
          status: 'approved',
          serviceSlug: service.slug,
          resolvedAt: FieldValue.serverTimestamp(),
          resolvedBy: actor,
          replied: Boolean(suggestion?.email),
        } satisfies Partial<ServiceSuggestionDocument<WriteTime>>);
        recordAdminAction(tx, {
          action: 'service-suggestion.approve',
          actor,
          target: `${COLLECTIONS.serviceSuggestions}/${id}`,
          before: { status: 'new' },
          after: { status: 'approved', serviceSlug: service.slug },
          reason: null,
        });
        if (suggestion?.email)
          tx.create(
            db().collection(COLLECTIONS.mail).doc(),
            mailDocument(
              suggestion.email,
              suggestionReplyEmail(suggestion.text, {
                kind: 'approved',
                serviceName: service.name,
                link,
              }),
              'service-suggestion-reply',
            ),
          );
      });
      return { slug: service.slug, changed };
    });
    logInfo('admin.catalogue-service', {
      slug: result.slug,
      mode,
      changed: result.changed.join(','),
    });
    return result;
  },
  catalogueAdminOnly,
);

import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import {
  CATALOGUE_ADMIN_MESSAGES,
  groupSuggestions,
  serviceKeywordKey,
  suggestionKey,
  type ServiceSuggestionDocument,
  type StoredService,
} from '@fixwell/common/admin/catalogue-admin';
import {
  listServiceSuggestionsCallable,
  resolveServiceSuggestionsCallable,
  submitServiceSuggestionCallable,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { isoOf } from '@fixwell/common/timestamps';
import { outwardCodeOf } from '@fixwell/common/uk-postcode';

import { recordAdminAction } from '../lib/admin-audit';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { onCallable } from '../lib/callable';
import { clientIp } from '../lib/client-ip';
import { consumeRateLimits } from '../lib/consume-rate-limits';
import { readDoc, type WriteTime } from '../lib/documents';
import { identifierHashKey, keyedHash } from '../lib/keyed-hash';
import { logInfo } from '../lib/log';
import type { RateLimitRule } from '../lib/rate-limit-rules';
import { mailDocument } from '../mail/queue-mail';
import { suggestionsRefusal, withKeyword } from './catalogue-admin-decisions';
import {
  actorOf,
  catalogueAdminOnly,
  invalidFields,
  serviceRef,
  suggestionRef,
} from './catalogue-admin-store';
import { suggestionReplyEmail } from './suggestion-mail';

/** Suggestions one IP address may send: a few an hour is plenty for a person. */
export const SERVICE_SUGGESTION_PER_IP: RateLimitRule = {
  scope: 'service-suggestion-ip',
  limit: 5,
  windowMs: 60 * 60 * 1000,
};

/** How many suggestions of one status the inbox reads at most (newest first). */
export const SUGGESTION_LIST_LIMIT = 300;

/**
 * A visitor (signed in or not) suggests a service the catalogue lacks, from the quote form.
 * Rate limited per IP address (stored only as a keyed hash); the honeypot is answered as if
 * received and nothing is stored.
 */
export const submitServiceSuggestion = onCallable(
  submitServiceSuggestionCallable,
  async (input, { request }) => {
    if (input.website !== '') return { received: true as const };
    const ip = clientIp(request.rawRequest.headers, request.rawRequest.ip);
    const { allowed } = await consumeRateLimits([
      { rule: SERVICE_SUGGESTION_PER_IP, identifier: ip },
    ]);
    if (!allowed)
      throw new HttpsError('resource-exhausted', CATALOGUE_ADMIN_MESSAGES.suggestionRateLimited);
    const key = suggestionKey(input.text);
    const collection = db().collection(COLLECTIONS.serviceSuggestions);
    const similar = await collection
      .where('key', '==', key)
      .where('status', '==', 'new')
      .count()
      .get();
    const ipHash = keyedHash(await identifierHashKey(), ip);
    await collection.add({
      text: input.text,
      key,
      district: input.postcode ? outwardCodeOf(input.postcode) : null,
      email: input.email === '' ? null : input.email.toLowerCase(),
      ipHash,
      similarBefore: similar.data().count,
      status: 'new',
      createdAt: FieldValue.serverTimestamp(),
      resolvedAt: null,
      resolvedBy: null,
      serviceSlug: null,
      replied: false,
    } satisfies ServiceSuggestionDocument<WriteTime>);
    logInfo('catalogue.suggestion', { key });
    return { received: true as const };
  },
  {
    invalid: (error) =>
      invalidFields(
        Object.fromEntries(
          error.issues.map((issue) => [issue.path.map(String).join('.') || 'form', issue.message]),
        ),
      ),
  },
);

/** Admins: the newest suggestions of one status, similar ones grouped. */
export const listServiceSuggestions = onCallable(
  listServiceSuggestionsCallable,
  async ({ status }) => {
    const snapshot = await db()
      .collection(COLLECTIONS.serviceSuggestions)
      .where('status', '==', status)
      .orderBy('createdAt', 'desc')
      .limit(SUGGESTION_LIST_LIMIT + 1)
      .get();
    const docs = snapshot.docs.slice(0, SUGGESTION_LIST_LIMIT);
    const groups = groupSuggestions(
      docs.map((doc) => {
        const data = readDoc<ServiceSuggestionDocument<Timestamp>>(doc)!;
        return {
          id: doc.id,
          key: data.key,
          text: data.text,
          district: data.district,
          hasEmail: Boolean(data.email),
          status: data.status,
          createdAt: isoOf(data.createdAt) ?? new Date(0).toISOString(),
          serviceSlug: data.serviceSlug,
        };
      }),
    );
    return { groups, truncated: snapshot.size > SUGGESTION_LIST_LIMIT };
  },
  catalogueAdminOnly,
);

/**
 * Admins: merge a group of suggestions into an existing service (the wording becomes one of its
 * keywords, so search finds it) or reject it. Each suggestion is audited; senders who left an
 * address are told.
 */
export const resolveServiceSuggestions = onCallable(
  resolveServiceSuggestionsCallable,
  async ({ ids, action, serviceSlug, keyword }, { uid }) => {
    const actor = await actorOf(uid);
    const unique = [...new Set(ids)];
    const result = await runTransaction(async (tx) => {
      const snapshots = await tx.getAll(...unique.map((id) => suggestionRef(id)));
      const suggestions = snapshots.map((snapshot) =>
        readDoc<ServiceSuggestionDocument<Timestamp>>(snapshot),
      );
      const refusal = suggestionsRefusal(suggestions.map((s) => s?.status));
      if (refusal) throw new HttpsError(refusal.code, refusal.message);
      let service: StoredService | undefined;
      if (action === 'merge') {
        service = readDoc<StoredService>(await tx.get(serviceRef(serviceSlug)));
        if (!service)
          throw invalidFields({ serviceSlug: CATALOGUE_ADMIN_MESSAGES.serviceNotFound });
        const words = keyword || suggestions[0]!.text;
        const keywords = withKeyword(service.keywords, words);
        if (keywords.length !== (service.keywords ?? []).length) {
          tx.update(serviceRef(serviceSlug), {
            keywords,
            keywordKeys: keywords.map(serviceKeywordKey),
            source: 'admin',
            updatedAt: FieldValue.serverTimestamp(),
          });
          recordAdminAction(tx, {
            action: 'service.update',
            actor,
            target: `${COLLECTIONS.services}/${serviceSlug}`,
            before: { keywords: service.keywords ?? [] },
            after: { keywords },
            reason: `Merged suggestion “${words}”`,
          });
        }
      }
      const status = action === 'merge' ? 'merged' : 'rejected';
      const link =
        action === 'merge'
          ? `${appUrl()}/quote?service=${encodeURIComponent(serviceSlug)}`
          : `${appUrl()}/quote`;
      let emailed = 0;
      suggestions.forEach((suggestion, i) => {
        const id = unique[i]!;
        tx.update(suggestionRef(id), {
          status,
          serviceSlug: action === 'merge' ? serviceSlug : null,
          resolvedAt: FieldValue.serverTimestamp(),
          resolvedBy: actor,
          replied: Boolean(suggestion!.email),
        } satisfies Partial<ServiceSuggestionDocument<WriteTime>>);
        recordAdminAction(tx, {
          action: action === 'merge' ? 'service-suggestion.merge' : 'service-suggestion.reject',
          actor,
          target: `${COLLECTIONS.serviceSuggestions}/${id}`,
          before: { status: 'new' },
          after: { status, serviceSlug: action === 'merge' ? serviceSlug : null },
          reason: null,
        });
        if (suggestion!.email) {
          emailed += 1;
          tx.create(
            db().collection(COLLECTIONS.mail).doc(),
            mailDocument(
              suggestion!.email,
              suggestionReplyEmail(
                suggestion!.text,
                action === 'merge'
                  ? { kind: 'merged', serviceName: service!.name, link }
                  : { kind: 'rejected', link },
              ),
              'service-suggestion-reply',
            ),
          );
        }
      });
      return { resolved: suggestions.length, emailed };
    });
    logInfo('admin.service-suggestions', { action, resolved: result.resolved });
    return result;
  },
  catalogueAdminOnly,
);

import { FieldValue } from 'firebase-admin/firestore';

import {
  describeIndexNowStatus,
  INDEXNOW_MAX_URLS,
  INDEXNOW_URLS_KEPT,
  indexNowOutcome,
  type IndexNowSubmission,
  type IndexNowTrigger,
} from '@fixwell/common/admin/indexnow';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import type { WriteTime } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import { indexNowEndpoint } from './index-now-endpoint';
import { indexNowKey } from './index-now-key';
import { batches } from './index-now-urls';

/** An endpoint that has not answered in this long is recorded as not reached. */
const TIMEOUT_MS = 10_000;

export type SubmissionRecord = {
  submissionId: string;
  status: number | null;
  outcome: IndexNowSubmission<WriteTime>['outcome'];
  message: string;
};

/** The absolute URLs of site paths (`/blog/x`) on our origin. */
export function siteUrls(paths: readonly string[]): string[] {
  const origin = appUrl();
  return paths.map((path) => `${origin}${path}`);
}

/**
 * Sends `urls` (absolute, on our origin) to the IndexNow endpoint, in lists of at most 10,000, and
 * records each submission with the endpoint's response code in `indexNowSubmissions`. Answers the
 * record of the last list. Never throws for the endpoint's answer: the history says what happened.
 */
export async function submitToIndexNow(input: {
  urls: readonly string[];
  trigger: IndexNowTrigger;
  source: string | null;
  requestedBy: { uid: string; email: string } | null;
}): Promise<SubmissionRecord | null> {
  if (input.urls.length === 0) return null;
  const origin = new URL(appUrl());
  const key = await indexNowKey();
  const endpoint = indexNowEndpoint();
  let last: SubmissionRecord | null = null;
  for (const urlList of batches([...new Set(input.urls)], INDEXNOW_MAX_URLS)) {
    let status: number | null = null;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify({
          host: origin.host,
          key,
          keyLocation: `${origin.origin}/${key}.txt`,
          urlList,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      logError('indexnow.unreachable', error, { endpoint });
    }
    const ref = db().collection(COLLECTIONS.indexNowSubmissions).doc();
    const record = {
      trigger: input.trigger,
      source: input.source,
      requestedBy: input.requestedBy,
      endpoint,
      urls: urlList.slice(0, INDEXNOW_URLS_KEPT),
      urlCount: urlList.length,
      status,
      outcome: indexNowOutcome(status),
      message: describeIndexNowStatus(status),
      submittedAt: FieldValue.serverTimestamp(),
    } satisfies IndexNowSubmission<WriteTime>;
    await ref.create(record);
    logInfo('indexnow.submitted', {
      trigger: input.trigger,
      urlCount: urlList.length,
      status: status ?? 'none',
    });
    last = { submissionId: ref.id, status, outcome: record.outcome, message: record.message };
  }
  return last;
}

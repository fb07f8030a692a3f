import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import {
  OUTREACH_MESSAGES,
  outreachProspectRowSchema,
  outreachRowProblems,
  type ImportOutreachProspectsResult,
  type OutreachProspectDocument,
  type OutreachProspectRow,
  type OutreachProspectRowInput,
  type OutreachRowProblem,
} from '@fixwell/common/admin/outreach';
import { importOutreachProspectsCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { adminAuth } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { recordAdminAction } from '../lib/admin-audit';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { suppressedAmong } from '../lib/email-suppression';
import { logInfo } from '../lib/log';
import { importDecision } from './outreach-decisions';
import {
  actorOf,
  adminGuard,
  bumpCounts,
  campaignRef,
  invalidOutreachInput,
  prospectRef,
  type StoredCampaign,
  type StoredProspect,
} from './outreach-store';

/** Prospects written per transaction. */
const CHUNK = 200;
/** Auth's getUsers takes at most 100 identifiers a call. */
const AUTH_LOOKUP = 100;

/** Each row checked again with the shared schema; the refused ones with their row and column. */
function checkRows(rows: readonly unknown[]): {
  valid: OutreachProspectRow[];
  refused: OutreachRowProblem[];
} {
  const valid: OutreachProspectRow[] = [];
  const refused: OutreachRowProblem[] = [];
  rows.forEach((raw, index) => {
    const parsed = outreachProspectRowSchema.safeParse(raw);
    if (parsed.success) {
      valid.push(parsed.data);
      return;
    }
    const input = (typeof raw === 'object' && raw !== null ? raw : {}) as OutreachProspectRowInput;
    const line = Number.isInteger(input.line) && input.line >= 2 ? input.line : index + 2;
    const problems = outreachRowProblems({ ...input, line });
    refused.push(
      ...(problems.length > 0
        ? problems
        : [{ line, column: null, message: OUTREACH_MESSAGES.invalid }]),
    );
  });
  return { valid, refused };
}

/** The addresses among these that belong to a Fixwell account (Auth is the authority). */
async function accountEmails(emails: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < emails.length; start += AUTH_LOOKUP) {
    const { users } = await adminAuth().getUsers(
      emails.slice(start, start + AUTH_LOOKUP).map((email) => ({ email })),
    );
    for (const user of users) if (user.email) found.add(user.email.toLowerCase());
  }
  return found;
}

/**
 * Adds a file's rows to a campaign as prospects (status pending, due at once: they are emailed
 * when the campaign sends). Rows are checked again here; duplicates in the file and addresses
 * that are already prospects are merged (an existing prospect of this campaign gains the town,
 * postcode or website it lacked); suppressed addresses and Fixwell accounts are skipped. Audited.
 */
export const importOutreachProspects = onCallable(
  importOutreachProspectsCallable,
  async (input, { uid }): Promise<ImportOutreachProspectsResult> => {
    const { valid, refused } = checkRows(input.rows);
    if (!(await campaignRef(input.campaignId).get()).exists)
      throw new HttpsError('not-found', OUTREACH_MESSAGES.campaignNotFound);
    const emails = valid.map((row) => row.email);
    const [suppressed, accounts] = await Promise.all([
      suppressedAmong(emails),
      accountEmails([...new Set(emails)]),
    ]);
    const decision = importDecision(valid, { existing: new Set(), suppressed, accounts });
    const now = Date.now();
    let added = 0;
    let merged = decision.merged;

    for (let start = 0; start < decision.add.length; start += CHUNK) {
      const chunk = decision.add.slice(start, start + CHUNK);
      const outcome = await runTransaction(async (tx) => {
        const campaign = readDoc<StoredCampaign>(await tx.get(campaignRef(input.campaignId)));
        if (!campaign) throw new HttpsError('not-found', OUTREACH_MESSAGES.campaignNotFound);
        const refs = chunk.map((row) => prospectRef({ email: row.email }));
        const snapshots = await tx.getAll(...refs);
        let chunkAdded = 0;
        let chunkMerged = 0;
        chunk.forEach((row, index) => {
          const ref = refs[index]!;
          const existing = readDoc<StoredProspect>(snapshots[index]);
          if (existing) {
            chunkMerged += 1;
            if (existing.campaignId !== input.campaignId) return;
            const fillIn = {
              ...(!existing.town && row.town ? { town: row.town } : {}),
              ...(!existing.postcode && row.postcode ? { postcode: row.postcode } : {}),
              ...(!existing.website && row.website ? { website: row.website } : {}),
            };
            if (Object.keys(fillIn).length > 0)
              tx.update(ref, { ...fillIn, updatedAt: FieldValue.serverTimestamp() });
            return;
          }
          chunkAdded += 1;
          tx.create(ref, {
            campaignId: input.campaignId,
            businessName: row.businessName,
            email: row.email,
            trade: row.trade,
            town: row.town,
            postcode: row.postcode,
            website: row.website,
            status: 'pending',
            stepsSent: 0,
            nextSendAt: Timestamp.fromMillis(now),
            lastSentAt: null,
            history: [{ event: 'imported', at: Timestamp.fromMillis(now) }],
            createdAt: FieldValue.serverTimestamp(),
            updatedAt: FieldValue.serverTimestamp(),
          } satisfies OutreachProspectDocument<WriteTime>);
        });
        if (chunkAdded > 0) bumpCounts(tx, input.campaignId, null, 'pending', chunkAdded);
        return { added: chunkAdded, merged: chunkMerged };
      });
      added += outcome.added;
      merged += outcome.merged;
    }

    const result: ImportOutreachProspectsResult = {
      added,
      merged,
      optedOut: decision.optedOut,
      onFixwell: decision.onFixwell,
      refused,
    };
    await runTransaction(async (tx) => {
      const actor = await actorOf(tx, uid);
      recordAdminAction(tx, {
        action: 'outreach.import',
        actor,
        target: `${COLLECTIONS.outreachCampaigns}/${input.campaignId}`,
        before: null,
        after: {
          rows: input.rows.length,
          added,
          merged,
          optedOut: result.optedOut,
          onFixwell: result.onFixwell,
          refused: refused.length,
        },
        reason: null,
      });
    });
    logInfo('outreach.imported', { campaignId: input.campaignId, added, merged });
    return result;
  },
  { auth: 'required', guard: adminGuard, invalid: invalidOutreachInput },
);

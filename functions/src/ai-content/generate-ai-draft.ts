import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import {
  AI_DRAFT_AUDIT_ACTION,
  AI_DRAFT_FAILED_AUDIT_ACTION,
  AI_MESSAGES,
  aiProvenanceLabel,
  aiUsageDayOf,
  estimateCostPence,
  type AiAssistedMark,
  type AiUsageDayDocument,
  type AiUsageDocument,
  type GenerateAiDraftValues,
} from '@fixwell/common/admin/ai-content';
import {
  blogSearchTerms,
  type Actor,
  type BlogIdeaDocument,
  type BlogPostDocument,
  type BlogSlugClaim,
  UNPUBLISHED_DRAFT,
} from '@fixwell/common/admin/blog';
import { generateAiDraftCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { actorOf, blogIdeaRef, blogSlugRef, freeBlogSlug } from '../blog/blog-store';
import { recordAdminAction } from '../lib/admin-audit';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { limitDecision } from './ai-decisions';
import { buildPrompt, draftFields, parseDraftText, type DraftBrief } from './ai-prompt';
import { aiSecrets, configuredModel, configuredProvider } from './ai-provider';
import { aiAdminOnly, aiUsageDayRef, readAiSettings } from './ai-store';
import { approximateTokens } from './local-provider';

/** Addresses tried for a new draft: the title's, then with -2 … -5. */

/** The brief a request works from: the idea's title, phrase and notes, or the admin's own. */
async function briefOf(input: GenerateAiDraftValues): Promise<DraftBrief> {
  const own = {
    section: input.section,
    tone: input.tone,
    length: input.length,
  };
  if (input.source === 'brief') {
    return { ...own, title: input.title, searchPhrase: input.searchPhrase, brief: input.brief };
  }
  const idea = readDoc<BlogIdeaDocument<Timestamp>>(await blogIdeaRef(input.ideaId!).get());
  if (!idea) throw new HttpsError('not-found', AI_MESSAGES.ideaNotFound);
  if (idea.postId) throw new HttpsError('failed-precondition', AI_MESSAGES.ideaHasDraft);
  return {
    ...own,
    title: idea.workingTitle,
    searchPhrase: input.searchPhrase || idea.searchPhrase,
    brief: [input.brief, idea.notes].filter(Boolean).join('\n\n'),
  };
}

function emptyDay(day: string): AiUsageDayDocument<WriteTime> {
  return {
    day,
    requests: 0,
    errors: 0,
    inputTokens: 0,
    outputTokens: 0,
    costPence: 0,
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/**
 * An admin asks the provider for a blog draft. In order: the idea or brief; the daily limits,
 * checked and the request counted in one transaction (refused: resource-exhausted, saying when
 * they reset); the provider's call; then one transaction that saves the answer as a `blogPosts`
 * draft (never published), links the idea, logs the usage with its cost estimate, adds the tokens
 * to the day's rollup and records the admin action. A failed call is logged and audited too.
 */
export const generateAiDraft = onCallable(
  generateAiDraftCallable,
  async (input, { uid }) => {
    const actor: Actor = await actorOf(uid);
    const [settings, brief] = await Promise.all([readAiSettings(), briefOf(input)]);
    const provider = configuredProvider();
    const model =
      provider.name === 'local' ? configuredModel() : settings.model || configuredModel();
    const request = buildPrompt(brief, settings.houseStyle);
    const estimate =
      approximateTokens(request.system) + approximateTokens(request.prompt) + request.maxTokens;

    const { day } = aiUsageDayOf(Date.now());
    const dayRef = aiUsageDayRef(day);
    await runTransaction(async (tx) => {
      const today = readDoc<AiUsageDayDocument<Timestamp>>(await tx.get(dayRef));
      const decision = limitDecision(today, settings, estimate);
      if (!decision.allowed) throw new HttpsError('resource-exhausted', decision.message);
      tx.set(dayRef, {
        ...(today ?? emptyDay(day)),
        requests: (today?.requests ?? 0) + 1,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies AiUsageDayDocument<WriteTime>);
    });

    const usageRef = db().collection(COLLECTIONS.aiUsage).doc();
    const ideaId = input.source === 'idea' ? input.ideaId : null;
    const usage = {
      actor,
      kind: 'blog-post',
      provider: provider.name,
      model,
      label: aiProvenanceLabel(provider.name, model),
      ideaId,
      title: brief.title,
      day,
      createdAt: FieldValue.serverTimestamp(),
    } as const;

    let answer;
    try {
      answer = await provider.generate({ ...request, model });
    } catch (error) {
      const failure =
        error instanceof HttpsError
          ? error
          : new HttpsError('unavailable', AI_MESSAGES.providerDown);
      await runTransaction(async (tx) => {
        const today = readDoc<AiUsageDayDocument<Timestamp>>(await tx.get(dayRef));
        tx.create(usageRef, {
          ...usage,
          inputTokens: 0,
          outputTokens: 0,
          costPence: 0,
          outcome: 'error',
          error: failure.message,
          postId: null,
        } satisfies AiUsageDocument<WriteTime>);
        tx.set(dayRef, {
          ...(today ?? emptyDay(day)),
          errors: (today?.errors ?? 0) + 1,
          updatedAt: FieldValue.serverTimestamp(),
        } satisfies AiUsageDayDocument<WriteTime>);
        recordAdminAction(tx, {
          action: AI_DRAFT_FAILED_AUDIT_ACTION,
          actor,
          target: usageRef.path,
          before: null,
          after: { provider: provider.name, model, title: brief.title, error: failure.message },
          reason: null,
        });
      });
      throw failure;
    }

    const parsed = parseDraftText(answer.text, brief.title);
    // The local provider costs nothing; a model's tokens are priced with the settings in force.
    const costPence =
      answer.provider === 'local'
        ? 0
        : estimateCostPence(answer.inputTokens, answer.outputTokens, settings);
    const label = aiProvenanceLabel(answer.provider, answer.model);
    const postRef = db().collection(COLLECTIONS.blogPosts).doc();
    await runTransaction(async (tx) => {
      const [today, idea] = await Promise.all([
        tx.get(dayRef).then((s) => readDoc<AiUsageDayDocument<Timestamp>>(s)),
        ideaId
          ? tx.get(blogIdeaRef(ideaId)).then((s) => readDoc<BlogIdeaDocument<Timestamp>>(s))
          : Promise.resolve(undefined),
      ]);
      const slug = await freeBlogSlug(tx, parsed.title, postRef.id);
      const fields = draftFields(parsed, brief, slug);
      // The idea may have been turned into a draft meanwhile: then this draft stands alone.
      const linkIdea = ideaId !== null && idea !== undefined && !idea.postId;

      tx.set(blogSlugRef(slug), { postId: postRef.id } satisfies BlogSlugClaim);
      tx.create(postRef, {
        ...fields,
        ...UNPUBLISHED_DRAFT,
        ideaId: linkIdea ? ideaId : null,
        searchTerms: blogSearchTerms(fields.title, fields.slug, ...fields.tags),
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: actor,
        aiAssisted: {
          provider: answer.provider,
          model: answer.model,
          label,
          usageId: usageRef.id,
          generatedAt: FieldValue.serverTimestamp(),
        },
      } satisfies BlogPostDocument<WriteTime> & { aiAssisted: AiAssistedMark<WriteTime> });
      if (linkIdea) {
        tx.update(blogIdeaRef(ideaId), {
          postId: postRef.id,
          status: 'drafted',
          updatedAt: FieldValue.serverTimestamp(),
        } satisfies Partial<BlogIdeaDocument<WriteTime>>);
      }
      tx.create(usageRef, {
        ...usage,
        model: answer.model,
        label,
        title: fields.title,
        inputTokens: answer.inputTokens,
        outputTokens: answer.outputTokens,
        costPence,
        outcome: 'ok',
        error: null,
        postId: postRef.id,
      } satisfies AiUsageDocument<WriteTime>);
      const base = today ?? emptyDay(day);
      tx.set(dayRef, {
        ...base,
        inputTokens: base.inputTokens + answer.inputTokens,
        outputTokens: base.outputTokens + answer.outputTokens,
        costPence: Math.round((base.costPence + costPence) * 10_000) / 10_000,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies AiUsageDayDocument<WriteTime>);
      recordAdminAction(tx, {
        action: AI_DRAFT_AUDIT_ACTION,
        actor,
        target: postRef.path,
        before: null,
        after: {
          status: 'draft',
          title: fields.title,
          slug,
          ideaId: linkIdea ? ideaId : null,
          provider: answer.provider,
          model: answer.model,
          usageId: usageRef.id,
        },
        reason: null,
      });
    });
    logInfo('ai.draft-generated', {
      provider: answer.provider,
      model: answer.model,
      inputTokens: answer.inputTokens,
      outputTokens: answer.outputTokens,
    });
    return {
      postId: postRef.id,
      title: parsed.title,
      provider: answer.provider,
      model: answer.model,
      label,
      inputTokens: answer.inputTokens,
      outputTokens: answer.outputTokens,
    };
  },
  { ...aiAdminOnly, secrets: aiSecrets, timeoutSeconds: 120 },
);

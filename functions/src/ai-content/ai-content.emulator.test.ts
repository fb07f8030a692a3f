import { signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import {
  AI_MESSAGES,
  AI_SETTINGS_DOC,
  DEFAULT_AI_SETTINGS,
  LOCAL_PROVIDER_LABEL,
  aiUsageDayOf,
  type AiOverview,
  type GenerateAiDraftInput,
  type GenerateAiDraftResult,
} from '@fixwell/common/admin/ai-content';
import { COLLECTIONS } from '@fixwell/common/collections';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  webClient,
  type WebClient,
} from '../testing/emulators';
import { COMPANY_PASSWORD } from '../testing/quote-fixtures';
import { seedUser } from '../testing/user-fixtures';

// The AI drafts' callables on the emulators, where AI_PROVIDER=local (functions/.env.demo-fixwell).

const BRIEF: GenerateAiDraftInput = {
  source: 'brief',
  ideaId: null,
  title: 'How to bleed a radiator',
  brief: 'Cover the radiator key and checking boiler pressure afterwards.',
  searchPhrase: 'bleed a radiator',
  section: 'how-to',
  tone: 'practical',
  length: 'short',
};

let clients: WebClient[] = [];
const emails: Record<string, string> = {};
const db = () => adminDb();

async function signedIn(uid: string): Promise<WebClient> {
  const client = webClient();
  clients.push(client);
  await signInWithEmailAndPassword(client.auth, emails[uid]!, COMPANY_PASSWORD);
  return client;
}

const generate = (client: WebClient, input: Partial<GenerateAiDraftInput> = {}) =>
  client.call<GenerateAiDraftResult>('generateAiDraft', { ...BRIEF, ...input });

async function usageRows() {
  const rows = await db().collection(COLLECTIONS.aiUsage).get();
  return rows.docs.map((doc) => doc.data());
}

async function auditOf(action: string) {
  const rows = await db().collection(COLLECTIONS.adminAudit).where('action', '==', action).get();
  return rows.docs.map((doc) => doc.data());
}

beforeEach(async () => {
  await clearEmulators();
  for (const [uid, role] of [
    ['editor', 'admin'],
    ['homeowner', 'customer'],
    ['plumber', 'company'],
    ['former-admin', 'admin'],
  ] as const) {
    emails[uid] = await seedUser(uid, role);
  }
  await db().collection(COLLECTIONS.users).doc('former-admin').update({ active: false });
});

afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  clients = [];
});

afterAll(async () => {
  await clearEmulators();
  await closeAdmin();
});

const CALLS: Array<[string, unknown]> = [
  ['generateAiDraft', BRIEF],
  ['getAiOverview', null],
  ['updateAiSettings', DEFAULT_AI_SETTINGS],
];

describe('who may use the AI drafts', () => {
  it('refuses visitors, customers, companies and deactivated admins', async () => {
    const visitor = webClient();
    clients.push(visitor);
    for (const [name, input] of CALLS) {
      expect((await callFailure(visitor.call(name, input))).code, name).toBe(
        'functions/unauthenticated',
      );
    }
    for (const uid of ['homeowner', 'plumber', 'former-admin']) {
      const client = await signedIn(uid);
      for (const [name, input] of CALLS) {
        expect(await callFailure(client.call(name, input)), `${uid} ${name}`).toMatchObject({
          code: 'functions/permission-denied',
        });
      }
    }
    expect(await usageRows()).toEqual([]);
    expect((await db().collection(COLLECTIONS.blogPosts).get()).size).toBe(0);
  });
});

describe('generateAiDraft', () => {
  it('saves a draft (never published), labelled as the local provider’s, and logs the usage', async () => {
    const editor = await signedIn('editor');
    const answer = await generate(editor);
    expect(answer).toMatchObject({
      title: 'How to bleed a radiator',
      provider: 'local',
      model: 'local-template-v1',
      label: LOCAL_PROVIDER_LABEL,
    });

    const post = (await db().collection(COLLECTIONS.blogPosts).doc(answer.postId).get()).data()!;
    expect(post).toMatchObject({
      status: 'draft',
      publishedAt: null,
      publishedSlug: null,
      title: 'How to bleed a radiator',
      slug: 'how-to-bleed-a-radiator',
      section: 'how-to',
      tags: ['bleed a radiator'],
      updatedBy: { uid: 'editor' },
      aiAssisted: { provider: 'local', model: 'local-template-v1', label: LOCAL_PROVIDER_LABEL },
    });
    expect(post.markdown).toContain(LOCAL_PROVIDER_LABEL);
    expect(post.faq.length).toBeGreaterThan(0);
    expect((await db().collection(COLLECTIONS.blogSlugs).doc(post.slug).get()).data()).toEqual({
      postId: answer.postId,
    });
    // Nothing public.
    expect((await db().collection(COLLECTIONS.articles).get()).size).toBe(0);

    const [usage] = await usageRows();
    const { day } = aiUsageDayOf(Date.now());
    expect(usage).toMatchObject({
      actor: { uid: 'editor' },
      kind: 'blog-post',
      provider: 'local',
      model: 'local-template-v1',
      label: LOCAL_PROVIDER_LABEL,
      outcome: 'ok',
      error: null,
      postId: answer.postId,
      inputTokens: answer.inputTokens,
      outputTokens: answer.outputTokens,
      day,
    });
    // The local provider costs nothing.
    expect(usage!.costPence).toBe(0);
    expect(post.aiAssisted.usageId).toBeTruthy();

    const rollup = (await db().collection(COLLECTIONS.aiUsageDays).doc(day).get()).data();
    expect(rollup).toMatchObject({
      day,
      requests: 1,
      errors: 0,
      inputTokens: answer.inputTokens,
      outputTokens: answer.outputTokens,
      costPence: usage!.costPence,
    });
    expect(await auditOf('ai-draft.generate')).toEqual([
      expect.objectContaining({
        actor: { uid: 'editor', email: emails.editor },
        target: `${COLLECTIONS.blogPosts}/${answer.postId}`,
      }),
    ]);
  });

  it('drafts from an idea: its title and phrase, linked both ways; a second try is refused', async () => {
    await db().collection(COLLECTIONS.blogIdeas).doc('idea-1').set({
      workingTitle: 'Why is my boiler losing pressure',
      searchPhrase: 'boiler losing pressure',
      intent: 'informational',
      status: 'planned',
      notes: 'Mention the filling loop.',
      postId: null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    const editor = await signedIn('editor');
    const answer = await generate(editor, {
      source: 'idea',
      ideaId: 'idea-1',
      title: '',
      brief: '',
      searchPhrase: '',
      section: 'blog',
    });
    const post = (await db().collection(COLLECTIONS.blogPosts).doc(answer.postId).get()).data()!;
    expect(post).toMatchObject({
      title: 'Why is my boiler losing pressure',
      ideaId: 'idea-1',
      section: 'blog',
      tags: ['boiler losing pressure'],
      status: 'draft',
    });
    expect(post.markdown).toContain('Mention the filling loop.');
    expect((await db().collection(COLLECTIONS.blogIdeas).doc('idea-1').get()).data()).toMatchObject(
      { postId: answer.postId, status: 'drafted' },
    );

    expect(
      await callFailure(generate(editor, { source: 'idea', ideaId: 'idea-1', title: '' })),
    ).toMatchObject({ code: 'functions/failed-precondition', message: AI_MESSAGES.ideaHasDraft });
    expect(
      await callFailure(generate(editor, { source: 'idea', ideaId: 'nope', title: '' })),
    ).toMatchObject({ code: 'functions/not-found', message: AI_MESSAGES.ideaNotFound });
  });

  it('takes a free address when the title’s is used', async () => {
    const editor = await signedIn('editor');
    const first = await generate(editor);
    const second = await generate(editor);
    const slugOf = async (id: string) =>
      (await db().collection(COLLECTIONS.blogPosts).doc(id).get()).get('slug');
    expect(await slugOf(first.postId)).toBe('how-to-bleed-a-radiator');
    expect(await slugOf(second.postId)).toBe('how-to-bleed-a-radiator-2');
  });

  it('refuses bad input with a message on the field', async () => {
    const editor = await signedIn('editor');
    expect(await callFailure(generate(editor, { title: 'Short' }))).toMatchObject({
      code: 'functions/invalid-argument',
      details: { fields: { title: 'Give the post a working title (at least 10 characters).' } },
    });
    expect(await callFailure(generate(editor, { tone: 'angry' as never }))).toMatchObject({
      code: 'functions/invalid-argument',
      details: { fields: { tone: 'Choose a tone.' } },
    });
    expect(await usageRows()).toEqual([]);
  });

  it('refuses with resource-exhausted once the day’s requests or tokens are used', async () => {
    await db()
      .collection(COLLECTIONS.settings)
      .doc(AI_SETTINGS_DOC)
      .set({ ...DEFAULT_AI_SETTINGS, dailyRequestLimit: 1 });
    const editor = await signedIn('editor');
    await generate(editor);
    expect(await callFailure(generate(editor))).toMatchObject({
      code: 'functions/resource-exhausted',
      message: AI_MESSAGES.requestLimit(1),
    });

    const { day } = aiUsageDayOf(Date.now());
    await db()
      .collection(COLLECTIONS.settings)
      .doc(AI_SETTINGS_DOC)
      .set({ ...DEFAULT_AI_SETTINGS, dailyTokenLimit: 5000 });
    await db()
      .collection(COLLECTIONS.aiUsageDays)
      .doc(day)
      .update({ inputTokens: 2000, outputTokens: 2500 });
    expect(await callFailure(generate(editor))).toMatchObject({
      code: 'functions/resource-exhausted',
      message: AI_MESSAGES.tokenLimit(5000),
    });
    // Refused requests are not counted, and make no draft.
    expect((await db().collection(COLLECTIONS.aiUsageDays).doc(day).get()).get('requests')).toBe(1);
    expect((await db().collection(COLLECTIONS.blogPosts).get()).size).toBe(1);
  });
});

describe('getAiOverview and updateAiSettings', () => {
  it('shows the local provider, the settings and today’s usage', async () => {
    const editor = await signedIn('editor');
    const before = await editor.call<AiOverview>('getAiOverview', null);
    expect(before).toMatchObject({
      provider: 'local',
      model: 'local-template-v1',
      endpoint: null,
      settings: DEFAULT_AI_SETTINGS,
      today: { requests: 0, tokens: 0, costPence: 0 },
    });
    expect(before.providerLabel).toContain('Local test provider');
    const { day, resetsAt } = aiUsageDayOf(Date.now());
    expect(before.today).toMatchObject({ day, resetsAt });

    const draft = await generate(editor);
    const after = await editor.call<AiOverview>('getAiOverview', null);
    expect(after.today).toMatchObject({
      requests: 1,
      tokens: draft.inputTokens + draft.outputTokens,
    });
  });

  it('saves valid settings with an audit entry of what changed; refuses bad ones', async () => {
    const editor = await signedIn('editor');
    const next = { ...DEFAULT_AI_SETTINGS, dailyRequestLimit: 10, model: 'gpt-4.1-mini' };
    expect(await editor.call('updateAiSettings', next)).toEqual({
      settings: next,
      changed: ['model', 'dailyRequestLimit'],
    });
    expect(
      (await db().collection(COLLECTIONS.settings).doc(AI_SETTINGS_DOC).get()).data(),
    ).toMatchObject(next);
    expect(await auditOf('ai-settings.update')).toEqual([
      expect.objectContaining({
        target: `settings/${AI_SETTINGS_DOC}`,
        before: { model: '', dailyRequestLimit: 50 },
        after: { model: 'gpt-4.1-mini', dailyRequestLimit: 10 },
      }),
    ]);
    // Saving the same settings writes nothing.
    expect(await editor.call('updateAiSettings', next)).toEqual({ settings: next, changed: [] });
    expect(await auditOf('ai-settings.update')).toHaveLength(1);

    expect(
      await callFailure(editor.call('updateAiSettings', { ...next, dailyRequestLimit: 0 })),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      details: { fields: { dailyRequestLimit: 'The daily request limit must be at least 1.' } },
    });
    expect(
      await callFailure(editor.call('updateAiSettings', { ...next, model: 'gpt 4' })),
    ).toMatchObject({ code: 'functions/invalid-argument' });
  });
});

import { z } from 'zod';

import { addDays, londonDateOf, londonMidnightMillis } from '../london-time';
import { ARTICLE_SECTIONS } from '../catalogue/catalogue-constants';
import { POST_TITLE_MAX, type Actor } from './blog';

// AI-assisted drafts (issue 16 §2): `/admin/ai-content` asks a provider for a blog draft, which
// functions/src/ai-content/ always saves as a `blogPosts` draft for a person to edit (never
// published by the model). Each request is logged in `aiUsage/{id}` and counted in the day's
// rollup `aiUsageDays/{YYYY-MM-DD}` (London days) against the daily limits of `settings/aiDrafts`,
// which admins edit on `/admin/blog/ai-management`.

export const AI_PROVIDERS = ['local', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Shown beside everything the local provider wrote, and stored on its drafts and usage rows. */
export const LOCAL_PROVIDER_LABEL = 'Written by the local test provider, not an AI model';
export const AI_PROVIDER_LABELS: Record<AiProvider, string> = {
  local: 'Local test provider (no AI model: a fixed template for offline use and tests)',
  'openai-compatible': 'OpenAI-compatible chat completions API',
};
/** The line a draft or usage row carries: the local provider's label, or the model's name. */
export function aiProvenanceLabel(provider: AiProvider, model: string): string {
  return provider === 'local' ? LOCAL_PROVIDER_LABEL : `Drafted with AI assistance (${model})`;
}

/** The settings document `settings/aiDrafts` (admins read it; updateAiSettings writes it). */
export const AI_SETTINGS_DOC = 'aiDrafts';
export const AI_SETTINGS_TARGET = `settings/${AI_SETTINGS_DOC}`;
export const AI_SETTINGS_AUDIT_ACTION = 'ai-settings.update';
export const AI_DRAFT_AUDIT_ACTION = 'ai-draft.generate';
export const AI_DRAFT_FAILED_AUDIT_ACTION = 'ai-draft.failed';

export const AI_TONES = ['practical', 'friendly', 'expert'] as const;
export type AiTone = (typeof AI_TONES)[number];
export const AI_TONE_LABELS: Record<AiTone, string> = {
  practical: 'Practical and plain',
  friendly: 'Friendly and reassuring',
  expert: 'Expert and detailed',
};

export const AI_LENGTHS = ['short', 'medium', 'long'] as const;
export type AiLength = (typeof AI_LENGTHS)[number];
/** Target words of the article and the most output tokens a request may use. */
export const AI_LENGTH_SPECS: Record<
  AiLength,
  { label: string; words: number; maxTokens: number }
> = {
  short: { label: 'Short (about 500 words)', words: 500, maxTokens: 1200 },
  medium: { label: 'Medium (about 900 words)', words: 900, maxTokens: 2000 },
  long: { label: 'Long (about 1,500 words)', words: 1500, maxTokens: 3200 },
};

export const AI_SOURCES = ['idea', 'brief'] as const;
export type AiSource = (typeof AI_SOURCES)[number];

export const AI_BRIEF_MAX = 2000;
export const AI_HOUSE_STYLE_MAX = 4000;

export const AI_MESSAGES = {
  notAdmin: 'Only an admin can use AI-assisted drafts.',
  invalid: 'Check the highlighted fields.',
  ideaNotFound: 'We could not find that idea.',
  ideaHasDraft: 'This idea already has a draft. Open it from the ideas list, or write a brief.',
  requestLimit: (limit: number) =>
    `Today’s limit of ${limit.toLocaleString('en-GB')} AI requests is used up. It resets at midnight (London time).`,
  tokenLimit: (limit: number) =>
    `Today’s limit of ${limit.toLocaleString('en-GB')} AI tokens would be passed. It resets at midnight (London time); try a shorter length.`,
  noKey:
    'The AI provider has no API key. Set the AI_API_KEY secret of the functions, or use the local provider.',
  providerBusy: 'The AI provider is refusing requests for now (rate limited). Try again later.',
  providerDown: 'The AI provider did not answer properly. Try again in a few minutes.',
  providerTimeout:
    'The AI provider took too long to answer. Try again, or choose a shorter length.',
  providerRefused: 'The AI provider refused the request. Check the model name and the API key.',
  emptyAnswer: 'The AI provider answered with no text. Try again.',
  failed: 'We could not save the settings. Please try again.',
} as const;

// ---- settings ---------------------------------------------------------------------------------

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number(`Enter the ${what} as a number.`)
    .int(`Enter the ${what} as a whole number.`)
    .min(min, `The ${what} must be at least ${min.toLocaleString('en-GB')}.`)
    .max(max, `The ${what} can be at most ${max.toLocaleString('en-GB')}.`);

const price = (what: string) =>
  z
    .number(`Enter the ${what} as a number of pence.`)
    .min(0, `The ${what} cannot be negative.`)
    .max(100, `The ${what} can be at most 100p per 1,000 tokens.`)
    .refine(
      (value) => Math.round(value * 10_000) === value * 10_000,
      `Use at most 4 decimal places for the ${what}.`,
    );

export const aiSettingsSchema = z.object({
  /** Empty: the deployment's model (the AI_MODEL parameter). */
  model: z
    .string()
    .trim()
    .max(100, 'Keep the model name to 100 characters or fewer.')
    .regex(/^[A-Za-z0-9._:/-]*$/, 'Use the model’s id, such as gpt-4o-mini (no spaces).'),
  dailyRequestLimit: wholeNumber('daily request limit', 1, 1000),
  dailyTokenLimit: wholeNumber('daily token limit', 5000, 10_000_000),
  inputPencePer1k: price('price of input tokens'),
  outputPencePer1k: price('price of output tokens'),
  houseStyle: z
    .string()
    .trim()
    .max(
      AI_HOUSE_STYLE_MAX,
      `Keep the house style to ${AI_HOUSE_STYLE_MAX.toLocaleString('en-GB')} characters or fewer.`,
    ),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;

export const DEFAULT_HOUSE_STYLE = [
  'Write for UK homeowners in British English (colour, organise, metres, £).',
  'Be accurate and practical; never invent prices, statistics, laws or quotations.',
  'Say when a job needs a registered professional (Gas Safe, NICEIC/Part P).',
  'Short paragraphs, plain words, helpful headings. No hype.',
].join('\n');

/** gpt-4o-mini's list prices, about $0.15 and $0.60 per million tokens, in pence per 1,000. */
export const DEFAULT_AI_SETTINGS: AiSettings = {
  model: '',
  dailyRequestLimit: 50,
  dailyTokenLimit: 200_000,
  inputPencePer1k: 0.012,
  outputPencePer1k: 0.048,
  houseStyle: DEFAULT_HOUSE_STYLE,
};

/** The settings as saved, each field falling back to its default when absent or unreadable. */
export function aiSettingsOf(data: object | undefined): AiSettings {
  const settings = { ...DEFAULT_AI_SETTINGS };
  if (!data) return settings;
  for (const key of Object.keys(settings) as (keyof AiSettings)[]) {
    const field = aiSettingsSchema.shape[key].safeParse((data as Record<string, unknown>)[key]);
    if (field.success) (settings as Record<string, unknown>)[key] = field.data;
  }
  return settings;
}

export interface AiSettingsDocument<TTime> extends AiSettings {
  updatedAt: TTime;
}

// ---- generating a draft -----------------------------------------------------------------------

export const generateAiDraftSchema = z
  .object({
    source: z.enum(AI_SOURCES, 'Choose an idea or write a brief.'),
    /** The `blogIdeas` id when `source` is `idea`. */
    ideaId: z.string().max(128).nullable(),
    /** The working title when `source` is `brief` (an idea brings its own). */
    title: z
      .string()
      .trim()
      .max(POST_TITLE_MAX, `Keep the title to ${POST_TITLE_MAX} characters or fewer.`),
    brief: z
      .string()
      .trim()
      .max(
        AI_BRIEF_MAX,
        `Keep the brief to ${AI_BRIEF_MAX.toLocaleString('en-GB')} characters or fewer.`,
      ),
    searchPhrase: z.string().trim().max(100, 'Keep the search phrase to 100 characters or fewer.'),
    section: z.enum(ARTICLE_SECTIONS, 'Choose the content type.'),
    tone: z.enum(AI_TONES, 'Choose a tone.'),
    length: z.enum(AI_LENGTHS, 'Choose a length.'),
  })
  .superRefine((input, ctx) => {
    if (input.source === 'idea' && !input.ideaId)
      ctx.addIssue({ code: 'custom', path: ['ideaId'], message: 'Choose an idea.' });
    if (input.source === 'brief' && input.title.length < 10)
      ctx.addIssue({
        code: 'custom',
        path: ['title'],
        message: 'Give the post a working title (at least 10 characters).',
      });
  });
export type GenerateAiDraftInput = z.input<typeof generateAiDraftSchema>;
export type GenerateAiDraftValues = z.infer<typeof generateAiDraftSchema>;

export type GenerateAiDraftResult = {
  postId: string;
  title: string;
  provider: AiProvider;
  model: string;
  label: string;
  inputTokens: number;
  outputTokens: number;
};

/** What a draft made with a provider carries on its `blogPosts` document (`aiAssisted`). */
export interface AiAssistedMark<TTime> {
  provider: AiProvider;
  model: string;
  label: string;
  usageId: string;
  generatedAt: TTime;
}

// ---- usage ------------------------------------------------------------------------------------

export const AI_OUTCOMES = ['ok', 'error'] as const;
export type AiOutcome = (typeof AI_OUTCOMES)[number];

/** `aiUsage/{id}`: one request to a provider. Admins read it; functions write it. */
export interface AiUsageDocument<TTime> {
  actor: Actor;
  kind: 'blog-post';
  provider: AiProvider;
  model: string;
  /** The provenance line shown with it (the local provider's label, or the model). */
  label: string;
  inputTokens: number;
  outputTokens: number;
  /** Estimated from the prices in force, in pence to 4 places (0 for the local provider). */
  costPence: number;
  outcome: AiOutcome;
  /** The provider's failure, in words for people, when `outcome` is `error`. */
  error: string | null;
  postId: string | null;
  title: string;
  ideaId: string | null;
  /** The London date of `createdAt`, for the log's day filter. */
  day: string;
  createdAt: TTime;
}

/** `aiUsageDays/{YYYY-MM-DD}`: the day's totals, checked against the limits. */
export interface AiUsageDayDocument<TTime> {
  day: string;
  requests: number;
  errors: number;
  inputTokens: number;
  outputTokens: number;
  costPence: number;
  updatedAt: TTime;
}

export const AI_USAGE_PAGE_SIZE = 20;

/** Today's totals against the limits, as the generator and the management page show them. */
export type AiOverview = {
  provider: AiProvider;
  providerLabel: string;
  /** The model requests use now (the setting, or the deployment's). */
  model: string;
  /** The deployment's model (AI_MODEL), used when the setting is empty. */
  configuredModel: string;
  endpoint: string | null;
  settings: AiSettings;
  today: {
    day: string;
    requests: number;
    tokens: number;
    costPence: number;
    /** Epoch millis of the next London midnight. */
    resetsAt: number;
  };
};

/** Input and output tokens priced per 1,000, in pence rounded to 4 decimal places. */
export function estimateCostPence(
  inputTokens: number,
  outputTokens: number,
  prices: Pick<AiSettings, 'inputPencePer1k' | 'outputPencePer1k'>,
): number {
  const pence =
    (inputTokens * prices.inputPencePer1k + outputTokens * prices.outputPencePer1k) / 1000;
  return Math.round(pence * 10_000) / 10_000;
}

/** "£1,250.00" from £1 up; "0.0123p" below a penny; "12.5p" below £1. */
export function formatCostPence(pence: number): string {
  if (pence >= 100)
    return (pence / 100).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });
  if (pence === 0) return '0p';
  const digits = pence < 1 ? 4 : 2;
  return `${Number(pence.toFixed(digits)).toLocaleString('en-GB', { maximumFractionDigits: digits })}p`;
}

/** The London day an instant falls in, and when that day's limits reset. */
export function aiUsageDayOf(now: number): { day: string; resetsAt: number } {
  const day = londonDateOf(now);
  return { day, resetsAt: londonMidnightMillis(addDays(day, 1)) };
}

import {
  AI_LENGTH_SPECS,
  AI_TONE_LABELS,
  type AiLength,
  type AiTone,
} from '@fixwell/common/admin/ai-content';
import {
  EMPTY_BLOG_POST,
  faqItemSchema,
  POST_FAQ_MAX,
  POST_MARKDOWN_MAX,
  POST_TITLE_MAX,
  SEO_DESCRIPTION_MAX,
  blogPostFieldsSchema,
  type BlogFaqItem,
  type BlogPostFields,
} from '@fixwell/common/admin/blog';
import {
  CONTENT_TYPE_LABELS,
  type ArticleSection,
} from '@fixwell/common/catalogue/catalogue-constants';

// What is asked of a provider and how its answer becomes a blog draft. The prompt is plain
// labelled lines (the local provider reads them back); the answer is Markdown in a fixed layout:
// "# Title", a "Description:" line, the article, then "## Frequently asked questions" with one
// "### question" per answer. Anything the layout cannot place stays in the article's text.

export const FAQ_HEADING = 'Frequently asked questions';

export interface DraftBrief {
  title: string;
  searchPhrase: string;
  section: ArticleSection;
  tone: AiTone;
  length: AiLength;
  /** The idea's notes or the admin's brief. */
  brief: string;
}

export function sectionLabel(section: ArticleSection): string {
  return section === 'blog' ? 'Blog post' : CONTENT_TYPE_LABELS[section];
}

const PROMPT_LABELS = {
  title: 'Working title',
  searchPhrase: 'Target search phrase',
  section: 'Content type',
  tone: 'Tone',
  length: 'Length',
  brief: 'Brief',
} as const;

/** The system prompt (role, house style, layout) and the request, and the output budget. */
export function buildPrompt(
  brief: DraftBrief,
  houseStyle: string,
): { system: string; prompt: string; maxTokens: number } {
  const spec = AI_LENGTH_SPECS[brief.length];
  const system = [
    'You draft articles for Fixwell, a UK site that matches homeowners with vetted local trades.',
    'An editor will check and rewrite your draft before anything is published.',
    houseStyle.trim() ? `House style:\n${houseStyle.trim()}` : '',
    [
      'Answer in Markdown with exactly this layout and nothing before it:',
      '# <title, at most 100 characters>',
      'Description: <one sentence of 50 to 160 characters for search results>',
      '<the article, with ## headings>',
      `## ${FAQ_HEADING}`,
      '### <question>',
      '<answer>',
      '(two to five questions)',
    ].join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
  const lines = [
    `${PROMPT_LABELS.title}: ${oneLine(brief.title)}`,
    brief.searchPhrase ? `${PROMPT_LABELS.searchPhrase}: ${oneLine(brief.searchPhrase)}` : '',
    `${PROMPT_LABELS.section}: ${sectionLabel(brief.section)}`,
    `${PROMPT_LABELS.tone}: ${AI_TONE_LABELS[brief.tone]}`,
    `${PROMPT_LABELS.length}: about ${spec.words} words`,
    brief.brief ? `${PROMPT_LABELS.brief}:\n${brief.brief.trim()}` : '',
  ].filter(Boolean);
  return { system, prompt: lines.join('\n'), maxTokens: spec.maxTokens };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The labelled values of a prompt built by `buildPrompt` (what the local provider reads). */
export function readPrompt(prompt: string): Partial<Record<keyof typeof PROMPT_LABELS, string>> {
  const values: Partial<Record<keyof typeof PROMPT_LABELS, string>> = {};
  const entries = Object.entries(PROMPT_LABELS) as [keyof typeof PROMPT_LABELS, string][];
  const lines = prompt.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    for (const [key, label] of entries) {
      if (!line.startsWith(`${label}:`)) continue;
      const rest = line.slice(label.length + 1).trim();
      values[key] =
        key === 'brief'
          ? lines
              .slice(index + 1)
              .join('\n')
              .trim() || rest
          : rest;
    }
    if (values.brief !== undefined) break;
  }
  return values;
}

export interface ParsedDraft {
  title: string;
  description: string;
  markdown: string;
  faq: BlogFaqItem[];
}

/** A provider's Markdown answer, split into the draft's fields. */
export function parseDraftText(text: string, fallbackTitle: string): ParsedDraft {
  const lines = text.replace(/\r\n?/g, '\n').trim().split('\n');
  let title = fallbackTitle;
  let description = '';
  const body: string[] = [];
  const faq: BlogFaqItem[] = [];
  let inFaq = false;
  let question: string | null = null;
  let answer: string[] = [];
  const flushQuestion = () => {
    if (question !== null) {
      const item = faqItemSchema.safeParse({ question, answer: answer.join(' ').trim() });
      if (item.success && faq.length < POST_FAQ_MAX) faq.push(item.data);
      else body.push(`### ${question}`, '', ...answer, '');
    }
    question = null;
    answer = [];
  };
  let titleSeen = false;
  for (const line of lines) {
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!titleSeen && heading?.[1] === '#') {
      title = heading[2] ?? title;
      titleSeen = true;
      continue;
    }
    if (!description && /^\**description\**\s*:/i.test(line.trim())) {
      description = line.trim().replace(/^\**description\**\s*:\s*/i, '');
      continue;
    }
    if (heading && heading[1]!.length <= 2) {
      flushQuestion();
      inFaq = /^(frequently asked questions|faqs?)$/i.test(heading[2] ?? '');
      if (inFaq) continue;
    }
    if (inFaq) {
      if (heading && heading[1] === '###') {
        flushQuestion();
        question = heading[2] ?? '';
      } else if (question !== null) {
        if (line.trim()) answer.push(line.trim());
      } else if (line.trim()) {
        body.push(line);
      }
      continue;
    }
    body.push(line);
  }
  flushQuestion();
  return {
    title: clamp(title.replace(/[*_`]/g, '').trim() || fallbackTitle, POST_TITLE_MAX),
    description: clamp(description.replace(/[*_`]/g, '').trim(), SEO_DESCRIPTION_MAX),
    markdown: clamp(
      body
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
      POST_MARKDOWN_MAX,
    ),
    faq,
  };
}

/** Cut at a word boundary, without a trailing space or dangling punctuation. */
function clamp(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '');
}

/** The draft's fields: the parsed answer in the blog's own shape, checked by its schema. */
export function draftFields(
  parsed: ParsedDraft,
  brief: Pick<DraftBrief, 'section' | 'searchPhrase'>,
  slug: string,
): BlogPostFields {
  const tag = brief.searchPhrase.trim().slice(0, 40).trim();
  const fields: BlogPostFields = {
    ...EMPTY_BLOG_POST,
    title: parsed.title,
    slug,
    section: brief.section,
    tags: tag.length >= 2 ? [tag] : [],
    markdown: parsed.markdown,
    description: parsed.description,
    faq: parsed.faq,
  };
  return blogPostFieldsSchema.parse(fields);
}

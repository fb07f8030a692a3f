import { LOCAL_PROVIDER_LABEL } from '@fixwell/common/admin/ai-content';

import type { GenerateAnswer, GenerateRequest, TextProvider } from './ai-provider';
import { FAQ_HEADING, readPrompt } from './ai-prompt';

// The local provider: no model and no network. It reads the labelled prompt back and fills a
// fixed template (title, description, intro, headings, FAQ), so the same request always gives the
// same draft. Used on the emulators, offline and in tests; every draft it writes says so.

export const LOCAL_MODEL = 'local-template-v1';

/** A rough count in the way tokenisers land on English text: about 4 characters a token. */
export function approximateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function sentenceCase(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function localDraftText(request: Pick<GenerateRequest, 'prompt' | 'maxTokens'>): string {
  const values = readPrompt(request.prompt);
  const title = values.title || 'Untitled draft';
  const topic = (values.searchPhrase || title).toLowerCase().replace(/[?.!]+$/, '');
  const long = request.maxTokens >= 3000;
  const sections: [string, string][] = [
    [
      `What ${topic} involves`,
      `This section explains ${topic} in plain words for a UK homeowner: what the job is, why it matters and what a good result looks like.`,
    ],
    [
      'Checks you can make yourself',
      `List the safe checks a homeowner can make before booking anyone for ${topic}, and the signs that mean it is time to stop and call a professional.`,
    ],
    [
      'When to call a professional',
      `Say which parts of ${topic} need a qualified tradesperson, and which registrations to look for (such as Gas Safe or NICEIC) where they apply.`,
    ],
    [
      'What affects the cost',
      `Describe what makes ${topic} cost more or less: the size of the job, access, materials and where in the UK you live. Use Fixwell’s own price ranges, not invented figures.`,
    ],
  ];
  if (long) {
    sections.push([
      'Questions to ask before you book',
      `Suggest what to ask a tradesperson about ${topic}: experience, insurance, guarantees and how long the work will take.`,
    ]);
  }
  const description = `${sentenceCase(topic)}: what to check yourself, what affects the cost and when to call a professional.`;
  return [
    `# ${title}`,
    `Description: ${description}`,
    '',
    `> ${LOCAL_PROVIDER_LABEL}. Every section is a placeholder to rewrite before publishing.`,
    '',
    values.brief ? `${values.brief.split('\n')[0]}` : `An introduction to ${topic}.`,
    '',
    ...sections.flatMap(([heading, text]) => [`## ${heading}`, '', text, '']),
    `## ${FAQ_HEADING}`,
    '',
    `### How long does ${topic} take?`,
    'Give a typical time range for the job and what can make it take longer.',
    '',
    `### Do I need a professional for ${topic}?`,
    'Explain which parts are safe to do yourself and which need a qualified tradesperson.',
  ].join('\n');
}

export const localProvider: TextProvider & { model: string } = {
  name: 'local',
  model: LOCAL_MODEL,
  generate(request: GenerateRequest): Promise<GenerateAnswer> {
    const text = localDraftText(request);
    return Promise.resolve({
      text,
      inputTokens: approximateTokens(request.system) + approximateTokens(request.prompt),
      outputTokens: approximateTokens(text),
      model: LOCAL_MODEL,
      provider: 'local',
    });
  },
};

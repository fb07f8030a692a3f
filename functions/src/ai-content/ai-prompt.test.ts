import { DEFAULT_HOUSE_STYLE, LOCAL_PROVIDER_LABEL } from '@fixwell/common/admin/ai-content';
import { blogPostFieldsSchema } from '@fixwell/common/admin/blog';
import { describe, expect, it } from 'vitest';

import { buildPrompt, draftFields, parseDraftText, readPrompt, type DraftBrief } from './ai-prompt';
import { localProvider, LOCAL_MODEL } from './local-provider';

const BRIEF: DraftBrief = {
  title: 'How to bleed a radiator',
  searchPhrase: 'bleed a radiator',
  section: 'how-to',
  tone: 'practical',
  length: 'short',
  brief: 'Cover the radiator key and checking boiler pressure afterwards.',
};

describe('buildPrompt', () => {
  it('puts the house style and the answer layout in the system prompt', () => {
    const { system, maxTokens } = buildPrompt(BRIEF, DEFAULT_HOUSE_STYLE);
    expect(system).toContain('British English');
    expect(system).toContain('Description: <one sentence');
    expect(system).toContain('## Frequently asked questions');
    expect(maxTokens).toBe(1200);
  });

  it('states the title, phrase, content type, tone, length and brief, which read back', () => {
    const { prompt } = buildPrompt({ ...BRIEF, length: 'long' }, '');
    expect(prompt).toContain('Content type: How-to guides');
    expect(prompt).toContain('Length: about 1500 words');
    expect(readPrompt(prompt)).toEqual({
      title: 'How to bleed a radiator',
      searchPhrase: 'bleed a radiator',
      section: 'How-to guides',
      tone: 'Practical and plain',
      length: 'about 1500 words',
      brief: 'Cover the radiator key and checking boiler pressure afterwards.',
    });
  });

  it('leaves out an empty search phrase and brief, and flattens a title onto one line', () => {
    const { prompt } = buildPrompt(
      { ...BRIEF, title: 'Two\nlines', searchPhrase: '', brief: '' },
      '',
    );
    expect(prompt).not.toContain('Target search phrase');
    expect(prompt).not.toContain('Brief');
    expect(prompt).toContain('Working title: Two lines');
  });
});

describe('the local provider', () => {
  const request = { ...buildPrompt(BRIEF, DEFAULT_HOUSE_STYLE), model: 'ignored' };

  it('gives the same answer to the same request, and says it is not an AI model', async () => {
    const first = await localProvider.generate(request);
    const second = await localProvider.generate(request);
    expect(second).toEqual(first);
    expect(first.provider).toBe('local');
    expect(first.model).toBe(LOCAL_MODEL);
    expect(first.text).toContain(LOCAL_PROVIDER_LABEL);
    expect(first.inputTokens).toBeGreaterThan(0);
    expect(first.outputTokens).toBeGreaterThan(0);
  });

  it('answers in the layout the parser reads: title, description, headings and FAQ', async () => {
    const { text } = await localProvider.generate(request);
    const parsed = parseDraftText(text, 'fallback');
    expect(parsed.title).toBe('How to bleed a radiator');
    expect(parsed.description.length).toBeGreaterThanOrEqual(50);
    expect(parsed.description.length).toBeLessThanOrEqual(160);
    expect(parsed.markdown).toContain('## When to call a professional');
    expect(parsed.markdown).not.toContain('Frequently asked questions');
    expect(parsed.faq).toHaveLength(2);
    expect(parsed.faq[0]!.question).toBe('How long does bleed a radiator take?');
  });

  it('writes a different draft for a different request', async () => {
    const other = await localProvider.generate({
      ...buildPrompt({ ...BRIEF, title: 'Boiler pressure explained', searchPhrase: '' }, ''),
      model: 'x',
    });
    expect(other.text).toContain('# Boiler pressure explained');
  });
});

describe('parseDraftText', () => {
  it('reads a model’s answer with bold labels, FAQ variants and stray text', () => {
    const parsed = parseDraftText(
      [
        'Here is your draft:',
        '# **Radiator cold at the top?**',
        '**Description:** Why a radiator is cold at the top and how bleeding it fixes the problem fast.',
        '',
        'Intro paragraph.',
        '## Why it happens',
        'Air collects at the top.',
        '## FAQs',
        '### Is it safe?',
        'Yes, with the heating off and the radiator cool.',
        '### Hi?',
        'Too short a question to keep as an FAQ entry.',
      ].join('\n'),
      'Fallback title',
    );
    expect(parsed.title).toBe('Radiator cold at the top?');
    expect(parsed.description).toBe(
      'Why a radiator is cold at the top and how bleeding it fixes the problem fast.',
    );
    expect(parsed.markdown).toContain('Here is your draft:');
    expect(parsed.markdown).toContain('## Why it happens');
    expect(parsed.faq).toEqual([
      { question: 'Is it safe?', answer: 'Yes, with the heating off and the radiator cool.' },
    ]);
    // A question the blog's schema refuses stays in the text for the editor.
    expect(parsed.markdown).toContain('### Hi?');
  });

  it('falls back to the working title and cuts long fields at a word', () => {
    const parsed = parseDraftText(
      `Description: ${'word '.repeat(60)}\n\nBody only.`,
      'The working title',
    );
    expect(parsed.title).toBe('The working title');
    expect(parsed.description.length).toBeLessThanOrEqual(160);
    expect(parsed.description.endsWith('word')).toBe(true);
  });
});

describe('draftFields', () => {
  it('is a valid blog draft in the chosen section, tagged with the search phrase', async () => {
    const { text } = await localProvider.generate({
      ...buildPrompt(BRIEF, ''),
      model: LOCAL_MODEL,
    });
    const fields = draftFields(parseDraftText(text, BRIEF.title), BRIEF, 'how-to-bleed-a-radiator');
    expect(blogPostFieldsSchema.safeParse(fields).success).toBe(true);
    expect(fields).toMatchObject({
      section: 'how-to',
      slug: 'how-to-bleed-a-radiator',
      tags: ['bleed a radiator'],
      author: '',
      category: 'advice',
    });
  });
});

import { describe, expect, it } from 'vitest';

import {
  EMPTY_BLOG_POST,
  blogPostFieldsSchema,
  blogSearchTerm,
  blogSearchTerms,
  publishProblems,
  slugify,
} from './blog';

const READY = {
  ...EMPTY_BLOG_POST,
  title: 'Why your boiler pressure keeps dropping',
  slug: 'boiler-pressure',
  tags: ['boilers'],
  author: 'Fixwell editorial team',
  description: 'Boiler pressure falling every few days? The usual causes and what to do.',
  markdown: 'x'.repeat(200),
};

describe('publishProblems', () => {
  it('is empty for a finished post', () => {
    expect(publishProblems(READY)).toEqual([]);
  });

  it('names each missing part', () => {
    expect(
      publishProblems({
        ...READY,
        title: 'Short',
        description: '',
        author: '',
        tags: [],
        markdown: 'Too little.',
        howToSteps: [{ name: 'Only step', text: 'There is just the one.' }],
      }).map((problem) => problem.field),
    ).toEqual([
      'title',
      'description',
      'author',
      'tags',
      'markdown',
      'howToSteps',
      'howToTotalTime',
    ]);
  });
});

describe('blogPostFieldsSchema', () => {
  it('needs alt text with a cover image, and an image with alt text', () => {
    const withoutAlt = blogPostFieldsSchema.safeParse({
      ...READY,
      coverImageUrl: 'https://a.example/x.jpg',
    });
    expect(withoutAlt.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'coverImageAlt',
    ]);
    const withoutImage = blogPostFieldsSchema.safeParse({ ...READY, coverImageAlt: 'A boiler' });
    expect(withoutImage.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'coverImageUrl',
    ]);
  });

  it('accepts only https addresses for images and the canonical', () => {
    for (const url of [
      'http://a.example/x.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://',
    ]) {
      expect(blogPostFieldsSchema.safeParse({ ...READY, canonical: url }).success, url).toBe(false);
    }
    expect(
      blogPostFieldsSchema.safeParse({ ...READY, canonical: 'https://a.example/post?x=1' }).success,
    ).toBe(true);
  });
});

describe('slugify and search terms', () => {
  it('turns a title into an address', () => {
    expect(slugify('Boiler pressure: a guide!')).toBe('boiler-pressure-a-guide');
    expect(slugify('Pipes & radiators — café')).toBe('pipes-and-radiators-cafe');
  });

  it('finds a post by the words of its title, address and tags', () => {
    expect(blogSearchTerms('Boiler pressure', 'boiler-pressure', 'gas safety')).toEqual([
      'boiler',
      'pressure',
      'gas',
      'safety',
    ]);
    expect(blogSearchTerm('  Radiators leaking ')).toBe('radiators');
    expect(blogSearchTerm('')).toBeNull();
  });
});

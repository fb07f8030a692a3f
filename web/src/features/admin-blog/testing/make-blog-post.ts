import { EMPTY_BLOG_POST, UNPUBLISHED_DRAFT } from '@fixwell/common/admin/blog';

import type { AdminBlogPost, BlogCategory } from '@/features/admin-blog/api/admin-blog-data';

export const CATEGORIES: BlogCategory[] = [
  { slug: 'advice', name: 'Advice', description: '' },
  { slug: 'boilers', name: 'Boilers and heating', description: '' },
];

export function makeBlogPost(overrides: Partial<AdminBlogPost> = {}): AdminBlogPost {
  return {
    ...EMPTY_BLOG_POST,
    id: 'post-1',
    title: 'Why your boiler pressure keeps dropping',
    slug: 'boiler-pressure-keeps-dropping',
    category: 'advice',
    tags: ['boilers'],
    author: 'Fixwell editorial team',
    markdown: [
      '## Why',
      '',
      'A combi boiler loses pressure when water escapes the sealed system. Look for drips under',
      'radiator valves, check the pressure relief pipe outside and top the system up to 1.5 bar.',
      'If it still drops within a week, ask a Gas Safe registered engineer to check the expansion vessel.',
    ].join('\n'),
    description:
      'Boiler pressure falling every few days? The usual causes and what to do about them.',
    ...UNPUBLISHED_DRAFT,
    aiLabel: null,
    updatedAt: new Date('2026-11-20T10:00:00Z'),
    updatedBy: { uid: 'root', email: 'admin@fixwell.test' },
    ...overrides,
  };
}

import { TUTORIAL_IDS } from '@fixwell/common/stickers/tutorial-progress';
import { describe, expect, it } from 'vitest';

import { searchTutorials, TUTORIALS } from '@/features/tutorials/tutorials-content';

describe('TUTORIALS', () => {
  it('has one guide per known id, in the same order (the rules accept only these ids)', () => {
    expect(TUTORIALS.map((tutorial) => tutorial.id)).toEqual([...TUTORIAL_IDS]);
  });

  it('gives every guide a few steps', () => {
    for (const tutorial of TUTORIALS) {
      expect(tutorial.steps.length).toBeGreaterThanOrEqual(3);
      expect(tutorial.steps.length).toBeLessThanOrEqual(5);
    }
  });
});

describe('searchTutorials', () => {
  it('finds words in the steps as well as the titles, ignoring case', () => {
    expect(searchTutorials(TUTORIALS, 'Gas Safe').map((t) => t.id)).toEqual(['getting-set-up']);
    expect(searchTutorials(TUTORIALS, '  ').length).toBe(TUTORIALS.length);
    expect(searchTutorials(TUTORIALS, 'credited back').map((t) => t.id)).toEqual([
      'my-leads-first-reply',
    ]);
  });
});

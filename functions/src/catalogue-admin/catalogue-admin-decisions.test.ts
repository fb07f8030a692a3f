import { describe, expect, it } from 'vitest';

import { CATALOGUE_ADMIN_MESSAGES } from '@fixwell/common/admin/catalogue-admin';

import { serviceSaveRefusal, suggestionsRefusal, withKeyword } from './catalogue-admin-decisions';
import { suggestionReplyEmail } from './suggestion-mail';

describe('serviceSaveRefusal', () => {
  it('a new service needs a free slug; an update needs the service; related ones must exist', () => {
    expect(serviceSaveRefusal('create', true, [])).toEqual({
      code: 'invalid-argument',
      message: CATALOGUE_ADMIN_MESSAGES.slugTaken,
      field: 'slug',
    });
    expect(serviceSaveRefusal('update', false, [])).toMatchObject({ code: 'not-found' });
    expect(serviceSaveRefusal('update', true, ['gone'])).toMatchObject({ field: 'related' });
    expect(serviceSaveRefusal('create', false, [])).toBeNull();
    expect(serviceSaveRefusal('update', true, [])).toBeNull();
  });
});

describe('suggestionsRefusal', () => {
  it('only suggestions still in the inbox can be dealt with', () => {
    expect(suggestionsRefusal(['new', 'new'])).toBeNull();
    expect(suggestionsRefusal(['new', undefined])).toMatchObject({ code: 'not-found' });
    expect(suggestionsRefusal(['new', 'merged'])).toEqual({
      code: 'failed-precondition',
      message: CATALOGUE_ADMIN_MESSAGES.suggestionResolved,
    });
  });
});

describe('withKeyword', () => {
  it('adds a keyword once, tidied, ignoring case', () => {
    expect(withKeyword(undefined, '  pond   cleaning ')).toEqual(['pond cleaning']);
    expect(withKeyword(['Pond cleaning'], 'pond CLEANING')).toEqual(['Pond cleaning']);
    expect(withKeyword(['a b'], 'x')).toEqual(['a b']);
    expect(
      withKeyword(
        Array.from({ length: 40 }, (_, i) => `k${i}`),
        'new one',
      ),
    ).toHaveLength(40);
  });
});

describe('suggestionReplyEmail', () => {
  it('tells the sender what became of the suggestion, escaping what they typed', () => {
    const approved = suggestionReplyEmail('Pond <b>cleaning</b>', {
      kind: 'approved',
      serviceName: 'Pond cleaning',
      link: 'https://fixwell.example/quote?service=pond-cleaning',
    });
    expect(approved.subject).toBe('You can now get quotes: Pond cleaning');
    expect(approved.text).toContain('https://fixwell.example/quote?service=pond-cleaning');
    expect(approved.html).toContain('Pond &lt;b&gt;cleaning&lt;/b&gt;');
    expect(approved.html).not.toContain('<b>cleaning</b>');
    const rejected = suggestionReplyEmail('Hot tub', { kind: 'rejected', link: 'https://x/quote' });
    expect(rejected.subject).toBe('About the service you suggested');
  });
});

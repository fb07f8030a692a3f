import { MESSAGE_PREVIEW_LENGTH } from '@fixwell/common/conversations/conversation';
import { describe, expect, it } from 'vitest';

import { messagePreview } from './message-preview';

describe('messagePreview', () => {
  it('is the message’s words on one line', () => {
    expect(messagePreview({ text: '  Hello,\n\nTuesday at 9?  ', attachment: null })).toBe(
      'Hello, Tuesday at 9?',
    );
  });
  it('cuts long words to 140 characters with an ellipsis', () => {
    const preview = messagePreview({ text: 'word '.repeat(100), attachment: null });
    expect(preview.length).toBeLessThanOrEqual(MESSAGE_PREVIEW_LENGTH);
    expect(preview.endsWith('…')).toBe(true);
    const exact = 'x'.repeat(MESSAGE_PREVIEW_LENGTH);
    expect(messagePreview({ text: exact, attachment: null })).toBe(exact);
  });
  it('names a file sent without words', () => {
    expect(messagePreview({ text: '', attachment: { contentType: 'image/png' } })).toBe(
      'Sent a photo',
    );
    expect(messagePreview({ text: ' ', attachment: { contentType: 'application/pdf' } })).toBe(
      'Sent a PDF',
    );
    expect(
      messagePreview({ text: 'The quote', attachment: { contentType: 'application/pdf' } }),
    ).toBe('The quote');
  });
});

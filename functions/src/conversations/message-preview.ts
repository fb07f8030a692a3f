import {
  MESSAGE_PREVIEW_LENGTH,
  type MessageAttachment,
} from '@fixwell/common/conversations/conversation';

/**
 * What the conversation lists show of a message: its text on one line, cut to 140 characters
 * (with an ellipsis), or for a file sent without words "Sent a photo" / "Sent a PDF".
 */
export function messagePreview(message: {
  text: string;
  attachment: Pick<MessageAttachment, 'contentType'> | null;
}): string {
  const text = message.text.replace(/\s+/g, ' ').trim();
  if (text) {
    return text.length <= MESSAGE_PREVIEW_LENGTH
      ? text
      : `${text.slice(0, MESSAGE_PREVIEW_LENGTH - 1).trimEnd()}…`;
  }
  if (message.attachment)
    return message.attachment.contentType === 'application/pdf' ? 'Sent a PDF' : 'Sent a photo';
  return '';
}

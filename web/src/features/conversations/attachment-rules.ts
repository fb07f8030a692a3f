import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_MAX_BYTES,
  CONVERSATION_MESSAGES,
} from '@fixwell/common/conversations/conversation';

/**
 * The browser's own check before uploading (the server checks the bytes again): null when the
 * file may be sent, else the words to show.
 */
export function attachmentProblem(file: { size: number; type: string }): string | null {
  if (!(ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return CONVERSATION_MESSAGES.attachmentType;
  }
  if (file.size > ATTACHMENT_MAX_BYTES) return CONVERSATION_MESSAGES.attachmentTooBig;
  return null;
}

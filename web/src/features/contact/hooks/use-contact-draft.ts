import {
  CONTACT_DRAFT_FIELDS,
  type ContactField,
  type ContactMessageInput,
} from '@fixwell/common/contact-message';
import type { UseFormWatch } from 'react-hook-form';

import { clearDraft, DRAFT_PREFIX, readDraft, useSaveDraft } from '@/hooks/use-form-draft';

/**
 * The contact form's draft, so a reload does not lose a long message. Only the fields a person
 * fills in are kept, never the honeypot; the draft goes once the message is sent.
 */
const DRAFT_KEY = 'contact';
export const CONTACT_DRAFT_STORAGE_KEY = `${DRAFT_PREFIX}${DRAFT_KEY}`;

export type ContactDraft = Partial<Record<ContactField, string>>;

export function readContactDraft(): ContactDraft {
  return readDraft(DRAFT_KEY, CONTACT_DRAFT_FIELDS);
}

export function clearContactDraft(): void {
  clearDraft(DRAFT_KEY);
}

/** Saves the draft as the person types. */
export function useSaveContactDraft(watch: UseFormWatch<ContactMessageInput>): void {
  useSaveDraft(DRAFT_KEY, watch, CONTACT_DRAFT_FIELDS);
}

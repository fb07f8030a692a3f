import type { SupportAttachment } from '@fixwell/common/support/support-ticket';

import { readStoredDraft, storeDraft } from '@/hooks/use-form-draft';

/** Uploaded files kept with a draft, so a reload does not lose them. */
export function readFilesDraft(key: string): SupportAttachment[] {
  const saved = readStoredDraft(`${key}:files`);
  if (!Array.isArray(saved)) return [];
  return saved.filter(
    (file: unknown): file is SupportAttachment =>
      !!file &&
      typeof file === 'object' &&
      typeof (file as SupportAttachment).id === 'string' &&
      typeof (file as SupportAttachment).name === 'string',
  );
}

export function storeFilesDraft(key: string, files: SupportAttachment[]): void {
  storeDraft(`${key}:files`, files);
}

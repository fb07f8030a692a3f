import {
  SUPPORT_ATTACHMENT_CONTENT_TYPES,
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_MESSAGES,
  type SupportAttachment,
} from '@fixwell/common/support/support-ticket';
import { useId, useState } from 'react';

import { FilesInput } from '@/components/form/files-input';
import { uploadSupportAttachment } from '@/features/support/api/support-data';
import { formatBytes } from '@/utils/format';

export type AttachmentPickerProps = {
  files: SupportAttachment[];
  onChange: (files: SupportAttachment[]) => void;
  /** Reports whether an upload is under way (the form waits for it). */
  onBusyChange?: (busy: boolean) => void;
};

/** Up to five photos or PDFs, each uploaded as soon as it is chosen; each can be removed. */
export function AttachmentPicker({ files, onChange, onBusyChange }: AttachmentPickerProps) {
  const base = useId();
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const full = files.length >= SUPPORT_ATTACHMENTS_MAX;

  async function choose(chosen: File[]) {
    if (chosen.length === 0) return;
    setProblem(null);
    if (files.length + chosen.length > SUPPORT_ATTACHMENTS_MAX) {
      setProblem(SUPPORT_MESSAGES.tooManyAttachments);
      return;
    }
    let current = files;
    onBusyChange?.(true);
    try {
      for (const file of chosen) {
        setUploading(file.name);
        try {
          const uploaded = await uploadSupportAttachment(file);
          current = [...current, uploaded];
          onChange(current);
        } catch (error) {
          setProblem(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
          break;
        }
      }
    } finally {
      setUploading(null);
      onBusyChange?.(false);
    }
  }

  return (
    <div className="form-field support-files">
      <label className="form-field__label" htmlFor={`${base}-input`}>
        Attach photos or PDFs <span className="form-field__optional">(optional)</span>
      </label>
      <p className="form-field__hint" id={`${base}-hint`}>
        Up to {SUPPORT_ATTACHMENTS_MAX} files, each a photo (JPEG, PNG or WebP) or a PDF of at most
        10 MB.
      </p>
      <FilesInput
        id={`${base}-input`}
        accept={SUPPORT_ATTACHMENT_CONTENT_TYPES.join(',')}
        aria-describedby={problem ? `${base}-hint ${base}-error` : `${base}-hint`}
        aria-invalid={problem ? true : undefined}
        disabled={full || uploading !== null}
        onPick={(chosen) => void choose(chosen)}
      />
      {uploading ? <p role="status">Uploading {uploading}…</p> : null}
      {problem ? (
        <p id={`${base}-error`} className="form-field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="support-files__list" aria-label="Attached files">
          {files.map((file) => (
            <li key={file.id}>
              {file.name} ({formatBytes(file.bytes)}){' '}
              <button
                type="button"
                className="link-button"
                onClick={() => onChange(files.filter((other) => other.id !== file.id))}
              >
                Remove<span className="visually-hidden"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import {
  EVIDENCE_CONTENT_TYPES,
  EVIDENCE_MAX_FILES,
  VERIFICATION_MESSAGES,
  type EvidenceFile,
} from '@fixwell/common/companies/verification';
import { useEffect, useId, useRef, useState } from 'react';

import { FilesInput } from '@/components/form/files-input';
import { uploadEvidence } from '@/features/verification/api/verification-data';

type PickedFile = {
  key: number;
  name: string;
  progress: number;
  error: string | null;
  uploaded: EvidenceFile | null;
};

type EvidencePickerProps = {
  /** The files uploaded so far (what the check will carry). */
  onChange: (files: EvidenceFile[]) => void;
  error?: string | undefined;
};

/**
 * Picks certificate files and uploads each at once, with its progress, and its own message when
 * its type or size is refused (checked here, then by content on the server).
 */
export function EvidencePicker({ onChange, error }: EvidencePickerProps) {
  const base = useId();
  const next = useRef(0);
  const [files, setFiles] = useState<PickedFile[]>([]);

  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    report.current(files.flatMap((file) => (file.uploaded ? [file.uploaded] : [])));
  }, [files]);

  const update = (key: number, change: Partial<PickedFile>) =>
    setFiles((current) =>
      current.map((file) => (file.key === key ? { ...file, ...change } : file)),
    );

  const pick = (chosen: File[]) => {
    const room = EVIDENCE_MAX_FILES - files.filter((file) => !file.error).length;
    chosen.forEach((file, index) => {
      const key = next.current++;
      const tooMany = index >= room;
      setFiles((current) => [
        ...current,
        {
          key,
          name: file.name,
          progress: 0,
          error: tooMany ? VERIFICATION_MESSAGES.evidenceTooMany : null,
          uploaded: null,
        },
      ]);
      if (tooMany) return;
      uploadEvidence(file, (progress) => update(key, { progress }))
        .then((uploaded) => update(key, { uploaded, progress: 1 }))
        .catch((failure: unknown) =>
          update(key, {
            error:
              failure instanceof Error && failure.message
                ? failure.message
                : VERIFICATION_MESSAGES.evidenceUploadFailed,
          }),
        );
    });
  };

  const remove = (key: number) => setFiles((current) => current.filter((file) => file.key !== key));

  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={`${base}-input`} className="form-field__label">
        Certificate or card
      </label>
      <p id={`${base}-hint`} className="form-field__hint">
        PDF, JPEG or PNG, up to 10 MB each; at most {EVIDENCE_MAX_FILES} files.
      </p>
      <FilesInput
        id={`${base}-input`}
        accept={EVIDENCE_CONTENT_TYPES.join(',')}
        aria-describedby={[`${base}-hint`, error ? `${base}-error` : null]
          .filter(Boolean)
          .join(' ')}
        aria-invalid={error ? true : undefined}
        onPick={pick}
      />
      {files.length > 0 ? (
        <ul className="evidence-picker__files" aria-label="Files">
          {files.map((file) => (
            <li key={file.key} className="evidence-picker__file">
              <span>{file.name}</span>
              {file.error ? (
                <span className="form-field__error" role="alert">
                  {file.error}
                </span>
              ) : file.uploaded ? (
                <span>Uploaded</span>
              ) : (
                <progress max={1} value={file.progress} aria-label={`Uploading ${file.name}`} />
              )}
              <button
                type="button"
                className="button button--secondary"
                onClick={() => remove(file.key)}
              >
                Remove <span className="visually-hidden">{file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${base}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import {
  isLogoUploadType,
  LOGO_MESSAGES,
  MAX_LOGO_BYTES,
} from '@fixwell/common/company-branding-logo';
import { useId, useState, type ChangeEvent } from 'react';

import { useRemoveLogo, useUploadLogo } from '@/features/branding/api/save-branding';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The logo: a preview of the stored one, and buttons to upload, replace or remove it. Each change
 * is saved at once through the `api` function (which checks and resizes the image), apart from
 * the form's Save button. Type and size are checked here first only to answer sooner.
 */
export function LogoField({ companyId, logoUrl }: { companyId: string; logoUrl: string | null }) {
  const base = useId();
  const upload = useUploadLogo(companyId);
  const remove = useRemoveLogo(companyId);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const busy = upload.isPending || remove.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so the same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    setError(null);
    setDone('');
    if (!isLogoUploadType(file.type)) {
      setError(LOGO_MESSAGES.wrongType);
      return;
    }
    if (file.size > MAX_LOGO_BYTES) {
      setError(LOGO_MESSAGES.tooLarge);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => setDone('Logo saved. It now shows on your documents, profile and widget.'),
      onError: (failure) => setError(messageOf(failure, LOGO_MESSAGES.uploadFailed)),
    });
  };

  const onRemove = () => {
    setError(null);
    setDone('');
    remove.mutate(undefined, {
      onSuccess: () => setDone('Logo removed.'),
      onError: (failure) => setError(messageOf(failure, LOGO_MESSAGES.removeFailed)),
    });
  };

  return (
    <section className="form-field branding-logo" aria-labelledby={`${base}-label`}>
      <h2 id={`${base}-label`} className="form-field__label">
        Logo
      </h2>
      <p id={`${base}-hint`} className="form-field__hint">
        A PNG, JPEG or WebP file up to 5 MB. We fit it within 600 × 240 pixels and keep any
        transparent background.
      </p>
      {logoUrl ? (
        <img className="branding-logo__image" src={logoUrl} alt="Your current logo" />
      ) : (
        <p>No logo yet: your name is shown on its own.</p>
      )}
      <div className="branding-logo__actions">
        <label className="button button--secondary">
          {logoUrl ? 'Replace logo' : 'Upload a logo'}
          <input
            type="file"
            className="visually-hidden"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={`${base}-hint`}
            disabled={busy}
            onChange={onFile}
          />
        </label>
        {logoUrl ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={onRemove}
          >
            Remove logo
          </button>
        ) : null}
      </div>
      <p role="status" className="form-field__hint branding-logo__status">
        {upload.isPending
          ? 'Uploading your logo…'
          : remove.isPending
            ? 'Removing your logo…'
            : done}
      </p>
      {error ? (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

import type { DocumentKind } from '@fixwell/common/documents/document-labels';
import { useId, useState } from 'react';

import { useDocumentTemplates } from '@/features/documents/api/get-editor-data';
import type { DocumentTemplate } from '@/features/documents/document-types';

/** Starts the document from one of the company's templates of its kind. */
export function TemplatePicker({
  companyId,
  kind,
  onUse,
}: {
  companyId: string;
  kind: DocumentKind;
  onUse: (template: DocumentTemplate) => void;
}) {
  const id = useId();
  const templates = useDocumentTemplates(companyId, kind);
  const [chosenId, setChosenId] = useState('');
  if (templates.isError) {
    return (
      <p className="form-field__hint" role="alert">
        We could not load your templates. You can still fill in the document by hand.
      </p>
    );
  }
  if (!templates.data || templates.data.length === 0) return null;
  const chosen = templates.data.find((template) => template.id === chosenId);
  return (
    <div className="documents-editor__template">
      <div className="form-field">
        <label htmlFor={id} className="form-field__label">
          Start from a template
        </label>
        <p id={`${id}-hint`} className="form-field__hint">
          Copies the template’s lines, notes and payment terms over what is below.
        </p>
        <select
          id={id}
          className="form-field__input"
          aria-describedby={`${id}-hint`}
          value={chosenId}
          onChange={(event) => setChosenId(event.target.value)}
        >
          <option value="">Choose a template</option>
          {templates.data.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button button--secondary"
        disabled={!chosen}
        onClick={() => chosen && onUse(chosen)}
      >
        Use this template
      </button>
    </div>
  );
}

import type { ReactNode } from 'react';

import { SubmitButton } from '@/components/form/form';

/** A form's buttons: submit, and "Cancel" when the form edits something shown otherwise. */
export function FormButtons({ submit, onCancel }: { submit: string; onCancel?: () => void }) {
  return (
    <div className="form-actions">
      <SubmitButton pendingText="Saving…">{submit}</SubmitButton>
      {onCancel ? (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </div>
  );
}

/** A card in a list, showing either its content or, while editing, its form. */
export function EditableCard({
  editing,
  form,
  children,
}: {
  editing: boolean;
  form: ReactNode;
  children: ReactNode;
}) {
  return <li className="blog-card">{editing ? form : children}</li>;
}

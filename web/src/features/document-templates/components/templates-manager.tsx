import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type DocumentKind,
} from '@fixwell/common/documents/document-labels';
import { documentTotals } from '@fixwell/common/documents/document-totals';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { confirm } from '@/components/confirm-dialog/confirm-store';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { toast } from '@/components/toast/toast-store';
import {
  useDeleteDocumentTemplate,
  useDocumentTemplates,
} from '@/features/document-templates/api/get-document-templates';
import { TemplateForm } from '@/features/document-templates/components/template-form';
import type { DocumentTemplate } from '@/features/document-templates/template-types';

import './templates.css';

const KIND_PLURALS: Record<DocumentKind, string> = { quote: 'Quotes', invoice: 'Invoices' };

const MONEY = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

function summaryOf(template: DocumentTemplate): string {
  const count = template.lines.length;
  if (count === 0) return 'No lines';
  const { subtotalPence } = documentTotals(template.lines, { vatRegistered: false });
  return `${count === 1 ? '1 line' : `${count} lines`}, ${MONEY.format(subtotalPence / 100)} before VAT`;
}

export type TemplatesManagerProps = {
  companyId: string;
  /** The kind whose templates are shown. */
  kind: DocumentKind;
  /** The page showing another kind's templates. */
  kindHref: (kind: DocumentKind) => string;
  /** Shows another kind (after a template is saved as that kind). */
  onShowKind: (kind: DocumentKind) => void;
  previewHref: (templateId: string) => string;
};

type Editing = { template: DocumentTemplate | null } | null;

/** The company's templates of each kind: a list with edit, preview and delete, and the form. */
export function TemplatesManager({
  companyId,
  kind,
  kindHref,
  onShowKind,
  previewHref,
}: TemplatesManagerProps) {
  const headingId = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const templates = useDocumentTemplates(companyId, kind);
  const remove = useDeleteDocumentTemplate();

  const deleteTemplate = async (template: DocumentTemplate) => {
    const sure = await confirm({
      title: `Delete ${template.name}?`,
      message:
        'Documents you have already made from it keep their lines. The template cannot be brought back.',
      confirmText: 'Delete template',
      cancelText: 'Keep it',
      variant: 'danger',
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(template.id);
      toast.success('Template deleted', template.name);
    } catch {
      toast.error(
        'Template not deleted',
        'We could not delete the template. Please check your connection and try again.',
      );
    }
  };

  return (
    <>
      <nav aria-label="Template kinds">
        <ul className="templates-kinds">
          {DOCUMENT_KINDS.map((each) => (
            <li key={each}>
              <Link
                className="button button--secondary"
                to={kindHref(each)}
                aria-current={each === kind ? 'page' : undefined}
                onClick={() => setEditing(null)}
              >
                {KIND_PLURALS[each]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {editing ? (
        <TemplateForm
          key={editing.template?.id ?? `new-${kind}`}
          companyId={companyId}
          template={editing.template}
          kind={kind}
          onSaved={(saved) => {
            setEditing(null);
            if (saved.kind !== kind) onShowKind(saved.kind);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing({ template: null })}
          >
            New {DOCUMENT_KIND_LABELS[kind].toLowerCase()} template
          </button>
        </p>
      )}

      <section className="templates-section" aria-labelledby={headingId}>
        <h2 id={headingId}>{DOCUMENT_KIND_LABELS[kind]} templates</h2>
        {templates.isPending ? (
          <LoadingBlock label="Loading your templates…" />
        ) : templates.isError ? (
          <LoadError
            message="We could not load your templates."
            onRetry={() => void templates.refetch()}
            retrying={templates.isFetching}
          />
        ) : templates.data.length === 0 ? (
          <p>
            You have no {DOCUMENT_KIND_LABELS[kind].toLowerCase()} templates yet. Save the lines,
            notes and terms you use often, then start new documents from them.
          </p>
        ) : (
          <ul className="templates-list">
            {templates.data.map((template) => (
              <li key={template.id} className="card">
                <h3>{template.name}</h3>
                <p>
                  {summaryOf(template)}. Updated{' '}
                  <time dateTime={template.updatedAt.toISOString()}>
                    {DATE.format(template.updatedAt)}
                  </time>
                  .
                </p>
                <div className="templates-actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Edit ${template.name}`}
                    onClick={() => setEditing({ template })}
                  >
                    Edit
                  </button>
                  <Link
                    className="button button--secondary"
                    to={previewHref(template.id)}
                    aria-label={`Preview ${template.name}`}
                  >
                    Preview
                  </Link>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Delete ${template.name}`}
                    onClick={() => void deleteTemplate(template)}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

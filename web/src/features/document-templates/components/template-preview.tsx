import { DOCUMENT_KIND_LABELS } from '@fixwell/common/documents/document-labels';
import type { DocumentView } from '@fixwell/common/documents/document-view';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import {
  useDocumentTemplate,
  usePreviewCompany,
} from '@/features/document-templates/api/get-document-templates';
import { templateDocumentView } from '@/features/document-templates/template-document-view';
import { useNow } from '@/hooks/use-now';

export type TemplatePreviewProps = {
  companyId: string;
  templateId: string;
  templatesHref: string;
  /** The sheet a customer's document page renders, given the document built from the template. */
  renderSheet: (view: DocumentView) => ReactNode;
};

/** A template as a customer would see a document made from it today, for a sample customer. */
export function TemplatePreview({
  companyId,
  templateId,
  templatesHref,
  renderSheet,
}: TemplatePreviewProps) {
  const template = useDocumentTemplate(templateId);
  const company = usePreviewCompany(companyId);
  const today = useNow();

  if (template.isPending || (template.data && company.isPending)) {
    return <LoadingBlock label="Loading the preview…" lines={8} />;
  }
  const failed = template.isError ? template : company.isError ? company : null;
  if (failed) {
    return (
      <LoadError
        message="We could not load the preview."
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  if (!template.data || !company.data) {
    return (
      <div className="notice notice--warning" role="alert">
        <p>
          <strong>We could not find that template.</strong> It may have been deleted, or the link
          may be wrong.
        </p>
        <p>
          <Link to={templatesHref}>Back to your templates</Link>
        </p>
      </div>
    );
  }

  const kind = DOCUMENT_KIND_LABELS[template.data.kind].toLowerCase();
  return (
    <>
      <div className="notice" role="note">
        <p>
          This is how a {kind} made from <strong>{template.data.name}</strong> looks to your
          customer today. The customer and number are samples: a real {kind} gets its number when
          you send it.
        </p>
        <p>
          <Link to={`${templatesHref}?kind=${template.data.kind}`}>Back to your templates</Link>
        </p>
      </div>
      {renderSheet(templateDocumentView(template.data, { company: company.data, today }))}
    </>
  );
}

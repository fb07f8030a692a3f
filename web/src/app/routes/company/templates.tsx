import type { DocumentKind } from '@fixwell/common/documents/document-labels';
import { useSearchParams } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { href, paths } from '@/config/paths';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { TemplatesManager } from '@/features/document-templates/components/templates-manager';

function kindOf(value: string | null): DocumentKind {
  return value === 'invoice' ? 'invoice' : 'quote';
}

const kindHref = (kind: DocumentKind) => `${paths.companyTemplates}?kind=${kind}`;

export default function TemplatesPage() {
  const companyId = useCompanyId();
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = kindOf(searchParams.get('kind'));

  return (
    <InfoPage
      heading="Templates"
      description="The lines, notes and payment terms you use often, saved for your quotes and invoices."
    >
      <TemplatesManager
        companyId={companyId}
        kind={kind}
        kindHref={kindHref}
        onShowKind={(next) => setSearchParams({ kind: next })}
        previewHref={(id) => href(paths.companyTemplatePreview, { id })}
      />
    </InfoPage>
  );
}

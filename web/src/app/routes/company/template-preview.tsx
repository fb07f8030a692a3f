import { InfoPage } from '@/app/routes/info-page';
import { useRouteParams } from '@/app/routes/route-params';
import { paths } from '@/config/paths';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { TemplatePreview } from '@/features/document-templates/components/template-preview';
import { DocumentSheet } from '@/features/document-view/components/document-sheet';

export default function TemplatePreviewPage() {
  const { id = '' } = useRouteParams();
  const companyId = useCompanyId();
  return (
    <InfoPage
      heading="Template preview"
      description="How a document made from this template looks to a customer before you use it."
    >
      <TemplatePreview
        key={id}
        companyId={companyId}
        templateId={id}
        templatesHref={paths.companyTemplates}
        renderSheet={(view) => <DocumentSheet view={view} />}
      />
    </InfoPage>
  );
}

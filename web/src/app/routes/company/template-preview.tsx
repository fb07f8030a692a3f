import { InfoPage } from '@/app/routes/info-page';

export default function TemplatePreviewPage() {
  return (
    <InfoPage
      heading="Template preview"
      description="How this template looks to a customer before you use it."
      params={['id']}
    />
  );
}

import { InfoPage } from '@/app/routes/info-page';

export default function AiContentPage() {
  return (
    <InfoPage
      heading="AI content"
      description="Generate and review drafts of site content with AI assistance before they are published."
    />
  );
}

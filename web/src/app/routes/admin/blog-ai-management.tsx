import { InfoPage } from '@/app/routes/info-page';

export default function BlogAiManagementPage() {
  return (
    <InfoPage
      heading="Blog AI management"
      description="Settings for AI-assisted drafting of blog posts and the queue of generated drafts."
    />
  );
}

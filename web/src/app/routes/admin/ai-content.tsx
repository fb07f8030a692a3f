import { Link } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { paths } from '@/config/paths';
import { AiDraftGenerator } from '@/features/ai-content/components/ai-draft-generator';
import { AiOverviewPanel } from '@/features/ai-content/components/ai-overview-panel';
import { RecentAiDrafts } from '@/features/ai-content/components/recent-ai-drafts';

export default function AiContentPage() {
  return (
    <InfoPage
      heading="AI content"
      description="Generate and review drafts of site content with AI assistance before they are published."
    >
      <section className="ai-section" aria-labelledby="ai-provider-heading">
        <h2 id="ai-provider-heading">Provider and today’s usage</h2>
        <AiOverviewPanel />
        <p>
          <Link to={paths.adminBlogAiManagement}>Settings, limits and the usage log</Link>
        </p>
      </section>
      <section className="ai-section" aria-labelledby="ai-generate-heading">
        <h2 id="ai-generate-heading">Generate a draft</h2>
        <p>
          The draft is saved to the blog as a draft for you to check and rewrite. Nothing is
          published by the model.
        </p>
        <AiDraftGenerator />
      </section>
      <section className="ai-section" aria-labelledby="ai-recent-heading">
        <h2 id="ai-recent-heading">Recent AI drafts</h2>
        <RecentAiDrafts />
      </section>
    </InfoPage>
  );
}

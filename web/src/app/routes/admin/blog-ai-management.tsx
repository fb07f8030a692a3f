import { Link } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { paths } from '@/config/paths';
import { BlogNav } from '@/features/admin-blog/components/blog-nav';
import { AiOverviewPanel } from '@/features/ai-content/components/ai-overview-panel';
import { AiSettingsPanel } from '@/features/ai-content/components/ai-settings-form';
import { AiUsageLog } from '@/features/ai-content/components/ai-usage-log';

export default function BlogAiManagementPage() {
  return (
    <InfoPage
      heading="Blog AI management"
      description="Settings for AI-assisted drafting of blog posts: model, daily limits, prices, house style, and the usage log."
    >
      <BlogNav />
      <section className="ai-section" aria-labelledby="ai-today-heading">
        <h2 id="ai-today-heading">Today</h2>
        <AiOverviewPanel />
        <p>
          <Link to={paths.adminAiContent}>Generate a draft</Link>
        </p>
      </section>
      <section className="ai-section" aria-labelledby="ai-settings-heading">
        <h2 id="ai-settings-heading">Settings</h2>
        <AiSettingsPanel />
      </section>
      <section className="ai-section" aria-labelledby="ai-usage-heading">
        <h2 id="ai-usage-heading">Usage log</h2>
        <AiUsageLog />
      </section>
    </InfoPage>
  );
}

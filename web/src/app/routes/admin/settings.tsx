import { Link } from 'react-router';

import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { GracePeriodSection } from '@/features/admin-billing/components/grace-period-form';
import { PlatformSettingsSection } from '@/features/platform-settings/components/platform-settings-form';
import { SettingsHistory } from '@/features/platform-settings/components/settings-history';

import '@/features/platform-settings/components/platform-settings.css';

export default function SettingsPage() {
  return (
    <article className="page">
      <Seo title="Settings" description="Platform-wide settings for Fixwell." noindex />
      <PageHero
        heading="Settings"
        lede="How Fixwell runs: the matching cap, the first-reply promise’s windows, feature switches, the support email and billing grace. Each change is checked and recorded."
      />
      <PlatformSettingsSection />
      <GracePeriodSection />
      <p>
        The platform fee on card payments has its own page:{' '}
        <Link to={paths.adminSettingsFees}>Fees</Link>.
      </p>
      <SettingsHistory />
    </article>
  );
}

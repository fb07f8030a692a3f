import { Seo } from '@/components/seo/seo';
import { MatchingSettingsSection } from '@/features/admin-settings/components/matching-settings-form';

export default function SettingsPage() {
  return (
    <div className="page">
      <Seo title="Settings" description="Platform-wide settings for Fixwell." noindex />
      <h1>Settings</h1>
      <MatchingSettingsSection />
    </div>
  );
}

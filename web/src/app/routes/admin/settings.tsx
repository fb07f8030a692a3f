import { InfoPage } from '@/app/routes/info-page';

export default function SettingsPage() {
  return <InfoPage heading="Settings" description="Platform-wide settings for Fixwell." />;
}

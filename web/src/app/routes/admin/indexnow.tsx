import { InfoPage } from '@/app/routes/info-page';
import { IndexNowConsole } from '@/features/indexnow/components/indexnow-console';

export default function IndexnowPage() {
  return (
    <InfoPage
      heading="IndexNow"
      description="Tell search engines at once when public pages are published, changed or removed."
    >
      <IndexNowConsole />
    </InfoPage>
  );
}
